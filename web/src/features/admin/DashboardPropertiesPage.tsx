import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, ButtonGroup, HStack, Heading, IconButton, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageNumbers } from '../../components/PageNumbers';
import { notify } from '../../components/toaster';
import { ListingsForReviewDocument, SetPropertyStatusDocument, type ListingsForReviewQuery } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { LISTING_PLACEHOLDER_IMAGE, priceText } from '../property/listing-facts';
import { VerifyListingDialog } from './VerifyListingDialog';

const PAGE_SIZE = 20;
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Live' },
  { value: 'rejected', label: 'Rejected' },
];
const STATUS_BADGE: Record<string, { label: string; palette: string }> = {
  approved: { label: 'Live', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  rejected: { label: 'Rejected', palette: 'red' },
};

type Listing = ListingsForReviewQuery['listingsForReview']['items'][number];

/** Admins review listings: approve, reject or put back in review, and mark them verified. */
export function DashboardPropertiesPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(ListingsForReviewDocument, {
    variables: { status: status === 'all' ? null : status, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.listingsForReview;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Property Page
      </Heading>
      <Text color="fg.muted">Every listing on Nivaas. New listings go live at once; take down anything misleading and mark the ones you checked as verified.</Text>
      <ButtonGroup size="sm" variant="outline" attached alignSelf="start" role="group" aria-label="Show listings">
        {FILTERS.map((filter) => (
          <Button key={filter.value} minH="40px" aria-pressed={status === filter.value} variant={status === filter.value ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setParams({ status: filter.value })}>
            {filter.label}
          </Button>
        ))}
      </ButtonGroup>

      {loading && !result ? (
        <Stack gap="3" aria-busy="true">
          <Text color="fg.muted">Loading...</Text>
          <Skeleton h="90px" />
          <Skeleton h="90px" />
        </Stack>
      ) : error && !result ? (
        <Text role="alert" color="fg.error">
          Error: {errorMessage(error, 'Fetch properties failed')}
        </Text>
      ) : !result?.items.length ? (
        <Text color="fg.muted">No listings here.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {result.items.map((listing) => (
            <Box as="li" key={listing.id}>
              <ReviewRow listing={listing} />
            </Box>
          ))}
        </Stack>
      )}

      {result && <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={(next) => setParams({ status, page: String(next) })} />}
    </Stack>
  );
}

function ReviewRow({ listing }: { listing: Listing }) {
  const [setStatus, { loading }] = useMutation(SetPropertyStatusDocument);
  const badge = STATUS_BADGE[listing.status] ?? { label: listing.status, palette: 'gray' };

  const [verifying, setVerifying] = useState(false);

  async function change(status: string, message: string) {
    try {
      await setStatus({ variables: { id: listing.id, status }, update: (cache) => cache.evict({ fieldName: 'listingsForReview' }) });
      notify('success', message);
    } catch (failure) {
      notify('error', errorMessage(failure, 'Could not update the listing. Please try again.'));
    }
  }

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" align={{ md: 'center' }}>
      <Image src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE} alt="" w={{ base: 'full', md: '120px' }} h={{ base: '140px', md: '90px' }} objectFit="cover" borderRadius="md" />
      <Box flex="1" minW="0">
        <HStack gap="2" mb="1" wrap="wrap">
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
          {listing.verified && <Badge colorPalette="green" variant="outline">Verified</Badge>}
        </HStack>
        <Text fontWeight="semibold" truncate>
          {listing.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {listing.locality}, {listing.district} · {priceText(listing.price)} · {listing.owner.name} · {relativeAge(listing.createdAt)}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        {listing.status !== 'approved' && (
          <Button size="sm" colorPalette="green" minH="40px" loading={loading} onClick={() => change('approved', `"${listing.title}" is live.`)}>
            Approve
          </Button>
        )}
        {listing.status !== 'rejected' && (
          <Button size="sm" variant="outline" colorPalette="red" minH="40px" loading={loading} onClick={() => change('rejected', `"${listing.title}" was taken down.`)}>
            Reject
          </Button>
        )}
        <Button size="sm" variant="outline" minH="40px" onClick={() => setVerifying(true)}>
          {listing.verified ? 'Unverify' : 'Mark verified'}
        </Button>
        <VerifyListingDialog listing={verifying ? listing : null} onClose={() => setVerifying(false)} />
        <IconButton asChild size="sm" variant="ghost" aria-label={`Open ${listing.title}`} minH="40px">
          <RouterLink to={`/property/${listing.id}`}>
            <LuExternalLink />
          </RouterLink>
        </IconButton>
      </HStack>
    </Stack>
  );
}
