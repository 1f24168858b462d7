import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserOnly } from '../../components/BrowserOnly';

// Below the fold: its code comes after the page is up, outside the page's first bytes (issue 15's budget).
const ReviewsSection = lazy(() => import('./ReviewsSection').then((m) => ({ default: m.ReviewsSection })));

const loading = <Skeleton role="status" h="40" borderRadius="card" aria-busy="true" aria-label="Loading reviews" />;

/**
 * A listing's reviews, below the fold: loaded after the page is up, and rendered by the browser
 * (its server render could fail the boundary). An island of the listing's page that wakes as it
 * comes into view.
 */
export function ListingReviews({ listingId }: { listingId: string }) {
  return (
    <BrowserOnly fallback={loading}>
      <Suspense fallback={loading}>
        <ReviewsSection listingId={listingId} />
      </Suspense>
    </BrowserOnly>
  );
}
