import { Badge, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';

/**
 * A listing named in someone's history (an enquiry, a visit): a link to its page while it is
 * there; once its owner removed it, its title with "This listing was removed", and no link.
 */
export function HistoryListingTitle({ listing }: { listing: { id: string; title: string; removed: boolean } }) {
  if (listing.removed) {
    return (
      <>
        {listing.title}{' '}
        <Badge colorPalette="gray" variant="subtle" verticalAlign="middle">
          {LISTING_REMOVED_TEXT.removed}
        </Badge>
      </>
    );
  }
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={`/property/${listing.id}`}>{listing.title}</RouterLink>
    </Link>
  );
}
