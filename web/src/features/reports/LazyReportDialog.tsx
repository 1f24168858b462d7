import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from './ReportDialog';

// The report form comes when someone reports, not with the page that offers it (issue 15's budget).
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

/** The report dialog, loaded when first opened; it then stays mounted so it can close as it opened. */
export function LazyReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  if (target && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
