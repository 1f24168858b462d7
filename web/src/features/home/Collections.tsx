import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBriefcase, LuGraduationCap, LuShirt, LuSnowflake, LuUser, LuUserRound, LuUtensils, LuWifi } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { AMENITY_COLLECTIONS, CURATED_COLLECTIONS } from '../../../../shared/domain/search';
import { Carousel } from '../../components/Carousel';
import { HomeCollectionsDocument, type HomeCollectionsQuery } from '../../generated/graphql';
import { SectionHeader } from './SectionHeader';

const LOOK: Record<string, { icon: IconType; palette: 'brand' | 'saffron'; blurb: string }> = {
  boys: { icon: LuUser, palette: 'brand', blurb: 'Boys and co-living PGs' },
  girls: { icon: LuUserRound, palette: 'saffron', blurb: 'Girls and co-living PGs' },
  students: { icon: LuGraduationCap, palette: 'brand', blurb: 'Near colleges and coaching' },
  working_professionals: { icon: LuBriefcase, palette: 'saffron', blurb: 'Close to offices and metros' },
  ac: { icon: LuSnowflake, palette: 'brand', blurb: 'Air-conditioned rooms' },
  meals: { icon: LuUtensils, palette: 'saffron', blurb: 'Meals cooked in house' },
  wifi: { icon: LuWifi, palette: 'brand', blurb: 'Internet included' },
  laundry: { icon: LuShirt, palette: 'saffron', blurb: 'Clothes washed for you' },
};

type Collection = HomeCollectionsQuery['searchCollections'][number];

/** The home page's two carousels, with live counts; each card opens its search. */
export function Collections() {
  const { data } = useQuery(HomeCollectionsDocument);
  const byKey = new Map((data?.searchCollections ?? []).map((c) => [c.key, c]));
  return (
    <>
      <Row title="Curated PG collections" keys={CURATED_COLLECTIONS.map((c) => c.key)} byKey={byKey} />
      <Row title="Hostel/PG with AC, food and more" keys={AMENITY_COLLECTIONS.map((c) => c.key)} byKey={byKey} />
    </>
  );
}

function Row({ title, keys, byKey }: { title: string; keys: string[]; byKey: Map<string, Collection> }) {
  return (
    <Container maxW="7xl" pt={{ base: '10', md: '14' }}>
      <Carousel label={title} heading={<SectionHeader title={title} />}>
        {keys.map((key) => {
          const collection = byKey.get(key);
          return collection ? <CollectionCard key={key} collection={collection} /> : <Skeleton key={key} h="200px" borderRadius="card" />;
        })}
      </Carousel>
    </Container>
  );
}

/**
 * The whole card opens the search (LinkOverlay stretches the title's link over it). The link is
 * named "For Girls: 29 properties": its visible title plus the count, which is shown once below.
 */
function CollectionCard({ collection }: { collection: Collection }) {
  const look = LOOK[collection.key] ?? LOOK.boys;
  const count = `${collection.count.toLocaleString('en-IN')} ${collection.count === 1 ? 'property' : 'properties'}`;
  return (
    <LinkBox
      as="article"
      h="full"
      borderRadius="card"
      borderWidth="1px"
      bg={`${look.palette}.subtle`}
      p="5"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      // Drawn inside the card: the carousel's scroll box would clip an outline outside it.
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      <Stack gap="4">
        <Box as={look.icon} boxSize="10" color={`${look.palette}.fg`} aria-hidden />
        <Box>
          <Heading as="h3" size="lg">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <RouterLink to={`/search-list?${collection.query}`} aria-label={`${collection.label}: ${count}`}>
                {collection.label}
              </RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {look.blurb}
          </Text>
        </Box>
        <Text fontWeight="semibold" color={`${look.palette}.fg`} aria-hidden>
          {count}
        </Text>
      </Stack>
    </LinkBox>
  );
}
