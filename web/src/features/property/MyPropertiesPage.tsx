import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEye, LuPause, LuPencil, LuPlay, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REVIEW_BEFORE_LIVE_TEXTS } from '../../../../shared/domain/site-settings';
import { VISIT_MESSAGES } from '../../../../shared/domain/visits';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageNumbers } from '../../components/PageNumbers';
import { notify } from '../../components/toaster';
import {
  DeletePropertyDocument,
  MyPropertiesDocument,
  PausePropertyDocument,
  ResumePropertyDocument,
  type MyPropertiesQuery,
} from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { ListingStatsLine } from '../listing-stats/ListingStatsLine';
import { useSiteSettings } from '../settings/useSiteSettings';
import { LISTING_PLACEHOLDER_IMAGE, priceText } from './listing-facts';
import { VacantBedsControl } from './VacantBedsControl';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { LISTING_PAUSE_TEXT, LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';

const PAGE_SIZE = 10;
const STATUS = {
  approved: { label: 'Live', palette: 'green' },
  pending: { label: 'Pending review', palette: 'orange' },
  rejected: { label: 'Rejected', palette: 'red' },
} as const;

type OwnListing = MyPropertiesQuery['myProperties']['items'][number];

/** The owner's own listings of every status, each with View, Edit, Pause or Resume, and Delete. */
export function MyPropertiesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(MyPropertiesDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [toDelete, setToDelete] = useState<OwnListing | null>(null);
  const [deleteProperty, { loading: deleting }] = useMutation(DeletePropertyDocument);
  const result = data?.myProperties;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteProperty({
        variables: { id: toDelete.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Property', id: toDelete.id }) });
          cache.evict({ fieldName: 'properties' });
        },
      });
      notify('success', `"${toDelete.title}" was deleted.`);
      setToDelete(null);
      await refetch();
    } catch (failure) {
      notify('error', errorMessage(failure, CALL_MESSAGES.deletePropertyFailed));
    }
  }

  return (
    <>
      <BreadcrumbBanner title="My Properties" />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <HStack justify="space-between" mb="6" gap="4" wrap="wrap">
          <Text color="fg.muted">{result ? `${result.total} ${result.total === 1 ? 'listing' : 'listings'}` : ' '}</Text>
          <Button asChild colorPalette="saffron" borderRadius="full" minH="44px">
            <RouterLink to="/add-property">
              <LuPlus aria-hidden /> Add Property
            </RouterLink>
          </Button>
        </HStack>
        <ReviewNotice />

        {loading && !result ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="120px" borderRadius="card" />
            ))}
          </Stack>
        ) : error && !result ? (
          <Text role="alert" color="fg.error">
            Error: {errorMessage(error, CALL_MESSAGES.fetchPropertiesFailed)}
          </Text>
        ) : !result?.items.length ? (
          <Card.Root variant="subtle" borderRadius="card" textAlign="center" py="10">
            <Card.Body gap="3" alignItems="center">
              <Heading as="h2" size="lg">
                You have not listed a property yet
              </Heading>
              <Text color="fg.muted">Add your PG or hostel with photos and rent; it goes live right away.</Text>
              <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
                <RouterLink to="/add-property">Add your first property</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {result.items.map((listing) => (
              <Box as="li" key={listing.id}>
                <OwnListingRow listing={listing} onDelete={() => setToDelete(listing)} />
              </Box>
            ))}
          </Stack>
        )}

        {result && (
          <Box mt="8">
            <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={(next) => setParams({ page: String(next) })} />
          </Box>
        )}
      </Container>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this property?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={deleting}
        busyLabel="Deleting"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <Text>"{toDelete?.title}" and its photos will be removed for good. Seekers will no longer find it.</Text>
        <Text color="fg.muted">{LISTING_REMOVED_TEXT.historyStays}</Text>
        {toDelete?.openVisits ? (
          <Alert.Root status="warning" mt="4" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{VISIT_MESSAGES.cancelledByDelete(toDelete.openVisits)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function OwnListingRow({ listing, onDelete }: { listing: OwnListing; onDelete: () => void }) {
  const status = STATUS[listing.status as keyof typeof STATUS] ?? { label: listing.status, palette: 'gray' };
  // A paused listing is not live, whatever its review status says.
  const showStatus = !(listing.paused && listing.status === 'approved');
  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel" overflow="hidden">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="0">
        <Image
          src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE}
          alt=""
          w={{ base: 'full', sm: '200px' }}
          h={{ base: '160px', sm: 'auto' }}
          objectFit="cover"
        />
        <Card.Body gap="2">
          <HStack gap="2" wrap="wrap">
            {showStatus && <Badge colorPalette={status.palette}>{status.label}</Badge>}
            {listing.paused && <Badge colorPalette="gray">{LISTING_PAUSE_TEXT.badge}</Badge>}
            {listing.verified && (
              <Badge colorPalette="green" variant="outline">
                Verified
              </Badge>
            )}
          </HStack>
          <Heading as="h2" size="md">
            {listing.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {listing.locality}, {listing.district} · {priceText(listing.price)} per bed · updated {relativeAge(listing.updatedAt)}
          </Text>
          {listing.rejection && (
            <Box borderLeftWidth="3px" borderColor="red.600" ps="3">
              <Text fontSize="sm" fontWeight="semibold" color="red.700" _dark={{ color: 'red.300' }}>
                Why it was rejected: {listing.rejection.reasonLabel ?? listing.rejection.note}
              </Text>
              {listing.rejection.reasonLabel && listing.rejection.note && (
                <Text fontSize="sm" color="fg.muted">
                  {listing.rejection.note}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                Put it right with Edit, then write to us from the Contact page to have it published.
              </Text>
            </Box>
          )}
          {listing.paused && (
            <Text fontSize="sm" color="fg.muted">
              {LISTING_PAUSE_TEXT.explanation}
            </Text>
          )}
          {listing.stats && <ListingStatsLine stats={listing.stats} title={listing.title} />}
          <VacantBedsControl listing={listing} />
          <HStack gap="2" wrap="wrap" pt="1">
            <Button asChild size="sm" variant="outline" minH="40px">
              <RouterLink to={`/property/${listing.id}`} aria-label={`View ${listing.title}`}>
                <LuEye aria-hidden /> View
              </RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" colorPalette="brand" minH="40px">
              <RouterLink to={`/my-properties/${listing.id}/edit`} aria-label={`Edit ${listing.title}`}>
                <LuPencil aria-hidden /> Edit
              </RouterLink>
            </Button>
            <PauseButton listing={listing} />
            <Button size="sm" variant="outline" colorPalette="red" minH="40px" onClick={onDelete} aria-label={`Delete ${listing.title}`}>
              <LuTrash2 aria-hidden /> Delete
            </Button>
          </HStack>
        </Card.Body>
      </Stack>
    </Card.Root>
  );
}

/** Pause (out of search, no enquiries; the page stays) or Resume, with a toast saying what changed. */
function PauseButton({ listing }: { listing: OwnListing }) {
  const [pause, { loading: pausing }] = useMutation(PausePropertyDocument);
  const [resume, { loading: resuming }] = useMutation(ResumePropertyDocument);
  const action = listing.paused ? LISTING_PAUSE_TEXT.resume : LISTING_PAUSE_TEXT.pause;

  async function toggle() {
    const options = {
      variables: { id: listing.id },
      // Search answers this session kept would still show (or miss) it.
      update: (cache: { evict(options: { fieldName: string }): boolean }) => void cache.evict({ fieldName: 'search' }),
    };
    try {
      if (listing.paused) await resume(options);
      else await pause(options);
      notify('success', listing.paused ? LISTING_PAUSE_TEXT.resumed : LISTING_PAUSE_TEXT.paused);
    } catch (failure) {
      notify('error', errorMessage(failure, LISTING_PAUSE_TEXT.failed));
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      minH="40px"
      onClick={toggle}
      loading={pausing || resuming}
      aria-label={`${action} ${listing.title}`}
    >
      {listing.paused ? <LuPlay aria-hidden /> : <LuPause aria-hidden />} {action}
    </Button>
  );
}

/** While admins review new listings before they go live (dashboard Settings), owners are told so. */
function ReviewNotice() {
  const { reviewBeforeLive } = useSiteSettings();
  if (!reviewBeforeLive) return null;
  return (
    <Alert.Root status="info" borderRadius="md" mb="6">
      <Alert.Indicator />
      <Alert.Description>{REVIEW_BEFORE_LIVE_TEXTS.notice}</Alert.Description>
    </Alert.Root>
  );
}
