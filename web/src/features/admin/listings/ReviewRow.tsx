import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Checkbox, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { SetPropertyStatusDocument, type ListingsForReviewQuery } from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { relativeAge } from '../../../lib/relative-age';
import { LISTING_PLACEHOLDER_IMAGE, priceText } from '../../property/listing-facts';
import { RejectListingDialog } from './RejectListingDialog';
import { VerifyListingDialog } from './VerifyListingDialog';

export type ReviewListing = ListingsForReviewQuery['listingsForReview']['items'][number];

const STATUS_BADGE: Record<string, { label: string; palette: string }> = {
  approved: { label: 'Live', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  rejected: { label: 'Rejected', palette: 'red' },
};

/** One listing of the queue: select it (while it waits), approve, reject with a reason, verify, edit, open. */
export function ReviewRow({
  listing,
  selected,
  onSelect,
}: {
  listing: ReviewListing;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const [setStatus, { loading }] = useMutation(SetPropertyStatusDocument);
  const [verifying, setVerifying] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const badge = STATUS_BADGE[listing.status] ?? { label: listing.status, palette: 'gray' };

  async function approve() {
    try {
      await setStatus({
        variables: { id: listing.id, status: 'approved' },
        update: (cache) => cache.evict({ fieldName: 'listingsForReview' }),
      });
      notify('success', `"${listing.title}" is live.`);
    } catch (failure) {
      notify('error', errorMessage(failure, 'Could not update the listing. Please try again.'));
    }
  }

  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      align={{ md: 'center' }}
    >
      {listing.status === 'pending' && (
        <Checkbox.Root
          checked={selected}
          onCheckedChange={(details) => onSelect(details.checked === true)}
          alignSelf={{ base: 'start', md: 'center' }}
          minH="44px"
          minW="44px"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label srOnly>Select {listing.title}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Image
        src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE}
        alt=""
        w={{ base: 'full', md: '120px' }}
        h={{ base: '140px', md: '90px' }}
        objectFit="cover"
        borderRadius="md"
      />
      <Box flex="1" minW="0">
        <HStack gap="2" mb="1" wrap="wrap">
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
          {listing.verified && (
            <Badge colorPalette="green" variant="outline">
              Verified
            </Badge>
          )}
        </HStack>
        <Text fontWeight="semibold" truncate>
          {listing.title}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {listing.locality}, {listing.district} · {priceText(listing.price)} · {listing.owner.name} · {relativeAge(listing.createdAt)}
        </Text>
        {listing.rejection && (
          <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }}>
            Rejected: {[listing.rejection.reasonLabel, listing.rejection.note].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Box>
      <HStack gap="2" wrap="wrap">
        {listing.status !== 'approved' && (
          <Button size="sm" colorPalette="green" minH="40px" loading={loading} onClick={approve}>
            Approve
          </Button>
        )}
        {listing.status !== 'rejected' && (
          <Button size="sm" variant="outline" colorPalette="red" minH="40px" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        )}
        <Button size="sm" variant="outline" minH="40px" onClick={() => setVerifying(true)}>
          {listing.verified ? 'Unverify' : 'Mark verified'}
        </Button>
        <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${listing.title}`} minH="40px">
          <RouterLink to={`/my-properties/${listing.id}/edit`}>
            <LuPencil />
          </RouterLink>
        </IconButton>
        <IconButton asChild size="sm" variant="ghost" aria-label={`Open ${listing.title}`} minH="40px">
          <RouterLink to={`/property/${listing.id}`}>
            <LuExternalLink />
          </RouterLink>
        </IconButton>
      </HStack>
      <VerifyListingDialog listing={verifying ? listing : null} onClose={() => setVerifying(false)} />
      <RejectListingDialog listing={rejecting ? listing : null} onClose={() => setRejecting(false)} />
    </Stack>
  );
}
