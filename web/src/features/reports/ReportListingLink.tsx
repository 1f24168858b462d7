import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { LazyReportDialog } from './LazyReportDialog';
import type { ReportTarget } from './ReportDialog';

/**
 * 'Report this listing' under the owner block: signed-in users (not its owner) open the report
 * dialog; visitors sign in first and come back to the listing.
 */
export function ReportListingLink({ listing }: { listing: { id: string; title: string; owner: { id: string } } }) {
  const { user } = useAuth();
  const location = useLocation();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  if (user?.id === listing.owner.id) return null;
  const style = { variant: 'ghost', size: 'sm', color: 'fg.muted', minH: '44px', alignSelf: 'flex-start' } as const;
  if (!user) {
    return (
      <Button asChild {...style}>
        <RouterLink to="/login" state={{ from: { pathname: location.pathname, search: location.search, hash: '#owner-details' } }}>
          <LuFlag aria-hidden /> Report this listing
        </RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button {...style} onClick={() => setTarget({ kind: 'listing', id: listing.id, name: listing.title })}>
        <LuFlag aria-hidden /> Report this listing
      </Button>
      <LazyReportDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
