import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { LazyReportDialog } from './LazyReportDialog';
import type { ReportTarget } from './ReportDialog';

/**
 * 'Report' under a message the other side of an enquiry's thread wrote: our team then reads that
 * message (and only that one) and may suspend its writer.
 */
export function ReportMessageButton({ enquiryId, messageId, writer }: { enquiryId: string; messageId: string | null; writer: string }) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return (
    <>
      <Button
        variant="plain"
        size="xs"
        color="fg.muted"
        minH="32px"
        px="0"
        aria-label={`Report this message from ${writer}`}
        onClick={() => setTarget({ kind: 'message', id: enquiryId, messageId, name: writer })}
      >
        <LuFlag aria-hidden /> Report
      </Button>
      <LazyReportDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
