import { Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { capitalise } from '../../lib/listing-labels';
import { ListingCard } from './ListingCard';

export function ExploreLocality({ listing }: { listing: PropertyDetailFragment }) {
  const search = new URLSearchParams({ location: listing.locality, city: listing.city });
  const hasPoint = listing.latitude !== null && listing.longitude !== null;
  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Body gap="3">
        <Text fontSize="lg" fontWeight="semibold">
          {listing.locality}, {listing.city}
        </Text>
        <Text color="fg.muted">
          {[
            listing.nearbyRoad && `Near ${listing.nearbyRoad.replace(/^near\s+/i, '')}`,
            `${listing.district} district`,
            listing.state,
            `PIN ${listing.pinCode}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" variant="outline" borderRadius="full" minH="44px">
            <RouterLink to={`/search-list?${search.toString()}`}>
              <LuSearch aria-hidden /> More PGs in {listing.locality}
            </RouterLink>
          </Button>
          {hasPoint && (
            <Button asChild variant="ghost" colorPalette="brand" borderRadius="full" minH="44px">
              <a
                href={`https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=16/${listing.latitude}/${listing.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open the map <LuExternalLink aria-hidden />
              </a>
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Owners with listings like this one: the real people behind the recommendations. */
export function FeaturedDealers({ listing }: { listing: PropertyDetailFragment }) {
  const dealers = [...new Map(listing.similar.map((similar) => [similar.owner.id, similar.owner])).values()].filter(
    (owner) => owner.id !== listing.owner.id,
  );
  if (!dealers.length) return <Text color="fg.muted">No other owners list similar stays in {listing.city} yet.</Text>;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {dealers.map((dealer) => (
        <Card.Root key={dealer.id} variant="outline" borderRadius="card" bg="bg.panel">
          <Card.Body>
            <HStack gap="3">
              <InitialsAvatar name={dealer.name} colorPalette="saffron" />
              <Box>
                <Text fontWeight="semibold">{dealer.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {capitalise(dealer.role)} · {dealer.propertiesListed} {dealer.propertiesListed === 1 ? 'property' : 'properties'}
                  {dealer.verifiedProperties > 0 && ` · ${dealer.verifiedProperties} verified`}
                </Text>
              </Box>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function Recommendations({ listing }: { listing: PropertyDetailFragment }) {
  if (!listing.similar.length) {
    return (
      <Text color="fg.muted">
        No similar stays in {listing.city} right now.{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={`/search-list?city=${encodeURIComponent(listing.city)}`}>Search all of {listing.city}</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {listing.similar.map((similar) => (
        <ListingCard key={similar.id} listing={similar} />
      ))}
    </SimpleGrid>
  );
}

export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h2" id={id} size="xl" scrollMarginTop="120px" mb="4">
      {children}
    </Heading>
  );
}
