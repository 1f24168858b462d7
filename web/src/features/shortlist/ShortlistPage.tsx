import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuHeart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { ShortlistListingsDocument, type ShortlistListingsQuery } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import type { FromState } from '../auth/redirect';
import { ListingCard } from '../property/ListingCard';
import { localShortlist, writeLocalShortlist } from './local-shortlist';
import { useShortlist } from './useShortlist';

const BACK_HERE: FromState = { from: { pathname: '/shortlist', search: '', hash: '' } };

/**
 * The shortlist, signed in or not: the listings kept with the heart, newest first. Listings that
 * were removed or unpublished since are simply not shown (and leave this browser's list).
 */
export function ShortlistPage() {
  const shortlist = useShortlist();
  const { ids } = shortlist;
  const { data, previousData, loading, error } = useQuery(ShortlistListingsDocument, ids.length ? { variables: { ids } } : skipToken);
  // While a removal refetches, the cards already shown stay (minus the one taken off).
  const listings = (data ?? previousData)?.propertiesByIds.filter((listing) => ids.includes(listing.id)) ?? [];

  const answered = data && !loading ? data.propertiesByIds : null;
  useEffect(() => {
    if (!answered || shortlist.signedIn) return;
    const found = new Set(answered.map((listing) => listing.id));
    const kept = localShortlist();
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) writeLocalShortlist(kept.filter((id) => !gone.includes(id)));
  }, [answered, ids, shortlist.signedIn]);

  const waiting = shortlist.loading || (ids.length > 0 && !listings.length && loading);

  return (
    <>
      <PageMeta title="My Shortlist" noIndex />
      <BreadcrumbBanner title="My Shortlist" />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        {!shortlist.signedIn && (
          <Text color="fg.muted" mb="6">
            Your shortlist is kept in this browser.{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login" state={BACK_HERE}>
                Log in
              </RouterLink>
            </Link>{' '}
            to keep it with your account and see it on every device.
          </Text>
        )}
        <ShortlistBody waiting={waiting} error={error} listings={listings} />
      </Container>
    </>
  );
}

type Listing = ShortlistListingsQuery['propertiesByIds'][number];

/** Loading, an error, an empty list that says how to fill it, or the kept listings. */
function ShortlistBody({ waiting, error, listings }: { waiting: boolean; error: unknown; listings: Listing[] }) {
  if (waiting) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text color="fg.muted">Loading...</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="380px" borderRadius="card" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (error && !listings.length) {
    return (
      <Text role="alert" color="fg.error">
        Error: {errorMessage(error, 'Fetch shortlist failed')}
      </Text>
    );
  }
  if (!listings.length) {
    return (
      <Card.Root variant="subtle" borderRadius="card" textAlign="center" py="10">
        <Card.Body gap="3" alignItems="center">
          <Box as={LuHeart} boxSize="8" color="brand.fg" aria-hidden />
          <Heading as="h2" size="lg">
            Your shortlist is empty
          </Heading>
          <Text color="fg.muted" maxW="md">
            Tap the heart on any PG or hostel to keep it here, then come back to compare them and contact the owners.
          </Text>
          <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
            <RouterLink to="/search-list">Find a PG</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted" aria-live="polite">
        {listings.length} {listings.length === 1 ? 'listing' : 'listings'} on your shortlist
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 3 }} gap="6" listStyleType="none" aria-label="Shortlisted listings">
        {listings.map((listing) => (
          <Box as="li" key={listing.id}>
            <ListingCard listing={listing} headingLevel="h2" />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
