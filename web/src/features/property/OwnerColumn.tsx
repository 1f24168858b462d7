import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCirclePause } from 'react-icons/lu';
import { LISTING_PAUSE_TEXT } from '../../../../shared/domain/property';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { EnquiryForm } from '../leads/EnquiryForm';
import { ReportListingLink } from '../reports/ReportListingLink';
import { BookVisitForm } from '../visits/BookVisitForm';
import { OwnerCard } from './OwnerCard';

/** What the owner column reads of a listing: its props as an island, so no more than it uses. */
export type OwnerColumnListing = Pick<PropertyDetailFragment, 'id' | 'title' | 'paused' | 'createdAt' | 'ownerProfile'> & {
  owner: { id: string };
};

/** The part of a listing the owner column shows (an island's props are written into the page). */
export const ownerColumnListing = ({ id, title, paused, createdAt, ownerProfile, owner }: OwnerColumnListing): OwnerColumnListing => ({
  id,
  title,
  paused,
  createdAt,
  ownerProfile,
  owner: { id: owner.id },
});

/**
 * The owner, reporting the listing, and (for anyone but the owner) booking a visit and enquiring;
 * while its owner has paused it, a notice instead of the phone, the visit form and the enquiry form.
 * An island of the listing's page.
 */
export function OwnerColumn({ listing }: { listing: OwnerColumnListing }) {
  const { user } = useAuth();
  const other = user?.id !== listing.owner.id;
  return (
    <Stack gap="6">
      <Stack gap="1">
        {listing.ownerProfile && (
          <OwnerCard profile={listing.ownerProfile} postedAt={listing.createdAt} listingId={listing.id} paused={listing.paused} />
        )}
        <ReportListingLink listing={listing} />
      </Stack>
      {listing.paused ? (
        // A plain panel, not Chakra's Alert: its styles cost this page's script budget about 2 KB.
        <HStack role="status" gap="3" align="start" bg="bg.muted" borderWidth="1px" borderRadius="card" px="4" py="3">
          <Box as="span" mt="1" color="fg.muted">
            <LuCirclePause aria-hidden />
          </Box>
          <Text fontWeight="medium">{LISTING_PAUSE_TEXT.notTakingEnquiries}</Text>
        </HStack>
      ) : (
        <>
          {other && <BookVisitForm listingId={listing.id} />}
          {other && <EnquiryForm listingId={listing.id} />}
        </>
      )}
    </Stack>
  );
}
