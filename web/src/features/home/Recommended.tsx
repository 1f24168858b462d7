import { useQuery } from '@apollo/client/react';
import { Container, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { HomeRecommendedDocument } from '../../generated/graphql';
import { Carousel } from '../../components/Carousel';
import { errorMessage } from '../../lib/errors';
import { ListingCard } from '../property/ListingCard';
import { positionIfAllowed, type Point } from '../search/useNearMe';
import { SectionHeader } from './SectionHeader';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

/**
 * 'Recommended Hostel/PG': four real listings, the newest approved ones, or the nearest ones
 * when the visitor has already allowed this site their location (never asked here).
 */
export function Recommended() {
  const [point, setPoint] = useState<Point | null>(null);
  useEffect(() => {
    let live = true;
    void positionIfAllowed().then((found) => live && setPoint(found));
    return () => {
      live = false;
    };
  }, []);
  const { data, previousData, loading, error } = useQuery(HomeRecommendedDocument, {
    variables: point ? { filter: { lat: point.lat, lng: point.lng }, sort: 'distance' } : { sort: 'newest' },
  });
  const results = (data ?? previousData)?.search.results ?? [];

  const header = (
    <SectionHeader
      eyebrow={point ? 'Nearest to you' : 'Newest listings'}
      title="Recommended Hostel/PG"
      link={{
        to: point ? `/search-list?nearMe=true&lat=${point.lat}&lng=${point.lng}&radius=10&sort=distance` : '/search-list?sort=newest',
        label: 'See all',
      }}
    />
  );

  return (
    <Container maxW="7xl" pt={{ base: '10', md: '14' }}>
      {error && !results.length ? (
        <>
          {header}
          <Text role="alert" color="fg.error">
            {errorMessage(error, CALL_MESSAGES.searchFailed)}
          </Text>
        </>
      ) : (
        <Carousel label="Recommended Hostel/PG" heading={header}>
          {results.length
            ? results.map((hit, index) => (
                <ListingCard
                  key={hit.property.id}
                  listing={hit.property}
                  distanceKm={hit.distanceKm}
                  variant="home"
                  priority={index === 0}
                />
              ))
            : [0, 1, 2, 3].map((key) => <Skeleton key={key} h="320px" borderRadius="card" aria-busy={loading} />)}
        </Carousel>
      )}
    </Container>
  );
}
