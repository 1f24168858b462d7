import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuHeart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import {
  RemoveFromShortlistDocument,
  ShortlistListingsDocument,
  ShortlistRemovedDocument,
  type ShortlistListingsQuery,
  type ShortlistRemovedQuery,
} from '../../generated/graphql';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { signInAndComeBack } from '../auth/sign-in-link';
import { ListingCard } from '../property/ListingCard';
import { localShortlist, writeLocalShortlist } from './local-shortlist';
import { useShortlist } from './useShortlist';

const SIGN_IN_AND_BACK = signInAndComeBack({ pathname: '/shortlist', search: '', hash: '' });

/**
 * The shortlist, signed in or not: the listings kept with the heart, newest first. Listings
 * unpublished since are simply not shown (and leave this browser's list). A signed-in seeker's
 * listings that their owners removed stay, marked "This listing was removed", until she takes
 * them off: a listing she saved does not vanish without a word.
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
              <RouterLink to={SIGN_IN_AND_BACK.to} state={SIGN_IN_AND_BACK.state}>
                Log in
              </RouterLink>
            </Link>{' '}
            to keep it with your account and see it on every device.
          </Text>
        )}
        {shortlist.signedIn && <RemovedEntries />}
        <ShortlistBody waiting={waiting} error={error} listings={listings} />
      </Container>
    </>
  );
}

type Listing = ShortlistListingsQuery['propertiesByIds'][number];
type RemovedEntry = ShortlistRemovedQuery['shortlistRemoved'][number];

/** The signed-in seeker's entries whose listing was removed, each with a search in its city and a way to take it off. */
function RemovedEntries() {
  const { data } = useQuery(ShortlistRemovedDocument, { fetchPolicy: 'cache-and-network' });
  const entries = data?.shortlistRemoved ?? [];
  if (!entries.length) return null;
  return (
    <Stack as="section" aria-labelledby="shortlist-removed" gap="3" mb="8">
      <Heading as="h2" size="md" id="shortlist-removed">
        {LISTING_REMOVED_TEXT.shortlistHeading}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={LISTING_REMOVED_TEXT.shortlistHeading}>
        {entries.map((entry) => (
          <RemovedEntryItem key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}

function RemovedEntryItem({ entry }: { entry: RemovedEntry }) {
  const [remove, { loading }] = useMutation(RemoveFromShortlistDocument, {
    variables: { propertyId: entry.id },
    refetchQueries: [ShortlistRemovedDocument],
    awaitRefetchQueries: true,
  });
  return (
    <Card.Root as="li" variant="outline" borderRadius="card" aria-labelledby={`removed-${entry.id}`}>
      <Card.Body gap="2">
        <Heading as="h3" size="sm" id={`removed-${entry.id}`} overflowWrap="anywhere">
          {entry.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {entry.locality}, {entry.city} · {LISTING_REMOVED_TEXT.removed}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Link asChild color="brand.fg" fontWeight="medium" minH="44px" display="inline-flex" alignItems="center">
            <RouterLink to={`/search-list?city=${encodeURIComponent(entry.city)}`}>{LISTING_REMOVED_TEXT.searchIn(entry.city)}</RouterLink>
          </Link>
          <Button
            variant="outline"
            size="sm"
            minH="44px"
            borderRadius="full"
            loading={loading}
            aria-label={`${SHORTLIST_MESSAGES.remove}: ${entry.title}`}
            onClick={() =>
              remove().then(
                () => notify('success', SHORTLIST_MESSAGES.removed),
                (error: unknown) => notify('error', errorMessage(error, 'Your shortlist could not be changed. Please try again.')),
              )
            }
          >
            {SHORTLIST_MESSAGES.remove}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

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
