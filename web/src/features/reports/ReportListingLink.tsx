import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { signInAndComeBack } from '../auth/sign-in-link';
import type { ReportTarget } from './ReportDialog';

// The report form comes when someone reports, not with every listing page (issue 15's budget).
// Imported here, not through LazyReportDialog: inside the listing page's chunk the dialog's
// preload list is shared with the page's other lazy parts, where a chunk of its own would add
// 1.4 KB (gzip) to the listing page's first load.
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/**
 * 'Report this listing' under the owner block: signed-in users (not its owner) open the report
 * dialog; visitors sign in first and come back to the listing.
 */
export function ReportListingLink({ listing }: { listing: { id: string; title: string; owner: { id: string } } }) {
  const { user } = useAuth();
  const location = useLocation();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  // Once opened, the dialog stays mounted so it can close as it opened.
  const [opened, setOpened] = useState(false);
  if (user?.id === listing.owner.id) return null;
  const style = { variant: 'ghost', size: 'sm', color: 'fg.muted', minH: '44px', alignSelf: 'flex-start' } as const;
  if (!user) {
    const signIn = signInAndComeBack({ ...location, hash: '#owner-details' });
    return (
      <Button asChild {...style}>
        <RouterLink to={signIn.to} state={signIn.state}>
          <LuFlag aria-hidden /> Report this listing
        </RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button
        {...style}
        onClick={() => {
          setOpened(true);
          setTarget({ kind: 'listing', id: listing.id, name: listing.title });
        }}
      >
        <LuFlag aria-hidden /> Report this listing
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
