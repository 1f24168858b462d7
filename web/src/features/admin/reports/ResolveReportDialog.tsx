import { useMutation } from '@apollo/client/react';
import { REPORT_MESSAGES } from '../../../../../shared/domain/reports';
import { reportNoteSchema, unpublishReasonSchema } from '../../../../../shared/validation/report';
import {
  AdminNotificationsDocument,
  DismissReportDocument,
  HideReportedReviewDocument,
  InboxDocument,
  ReportsDocument,
  SuspendReportedWriterDocument,
  UnpublishReportedListingDocument,
  type QueuedReportFragment,
} from '../../../generated/back-office/graphql';
import { NoteDialog } from '../shared/NoteDialog';

export type ReportAction = 'dismiss' | 'hide' | 'unpublish' | 'suspend';

/** What each action asks and says: its title, what happens, the field, the button, the toast. */
const ACTIONS: Record<ReportAction, { title: string; explain: string; label: string; button: string; palette: string; done: string }> = {
  dismiss: {
    title: 'Dismiss the report',
    explain: 'Nothing changes for the listing, review or message. Every open report of it is closed with your note.',
    label: 'Note (why nothing needs doing)',
    button: 'Dismiss',
    palette: 'gray',
    done: REPORT_MESSAGES.dismissed,
  },
  hide: {
    title: 'Hide the review',
    explain:
      'The review disappears from the listing, Reviews & Ratings and every rating. Its writer is told it was hidden. Every open report of it is closed with your note.',
    label: 'Note (why it is hidden)',
    button: 'Hide review',
    palette: 'red',
    done: REPORT_MESSAGES.reviewHidden,
  },
  unpublish: {
    title: 'Unpublish the listing',
    explain:
      'The listing leaves search and its page. The owner is e-mailed the reason below and keeps it in My Properties. Every open report of it is closed with the reason.',
    label: 'Reason (e-mailed to the owner)',
    button: 'Unpublish listing',
    palette: 'red',
    done: REPORT_MESSAGES.listingUnpublished,
  },
  suspend: {
    title: "Suspend the message's writer",
    explain:
      'The writer can no longer sign in and is signed out everywhere; you can reinstate them from their account page. Every open report of this message is closed with your note, kept in the audit log too.',
    label: 'Note (why they are suspended)',
    button: 'Suspend writer',
    palette: 'red',
    done: REPORT_MESSAGES.writerSuspended,
  },
};

/** Confirms an action on a report with the note (or, to unpublish, the reason the owner is e-mailed). */
export function ResolveReportDialog({
  report,
  action,
  onClose,
}: {
  report: QueuedReportFragment | null;
  action: ReportAction;
  onClose: () => void;
}) {
  // Whichever list shows the report (the Reports page or the inbox) and the header's count.
  const options = { refetchQueries: [ReportsDocument, InboxDocument, AdminNotificationsDocument], awaitRefetchQueries: true };
  const [dismiss] = useMutation(DismissReportDocument, options);
  const [hide] = useMutation(HideReportedReviewDocument, options);
  const [unpublish] = useMutation(UnpublishReportedListingDocument, options);
  const [suspend] = useMutation(SuspendReportedWriterDocument, options);
  const text = ACTIONS[action];
  const id = report?.id ?? '';
  return (
    <NoteDialog
      open={Boolean(report)}
      title={text.title}
      formKey={`${id}:${action}`}
      explain={text.explain}
      // The reason's rules (shared with the gateway) to unpublish, the note's otherwise.
      field={{
        label: text.label,
        rows: 3,
        rule: action === 'unpublish' ? unpublishReasonSchema.shape.reason : reportNoteSchema.shape.note,
      }}
      submitLabel={text.button}
      palette={text.palette}
      onSubmit={(note) => {
        switch (action) {
          case 'dismiss':
            return dismiss({ variables: { id, note } });
          case 'hide':
            return hide({ variables: { id, note } });
          case 'suspend':
            return suspend({ variables: { id, note } });
          case 'unpublish':
            return unpublish({ variables: { id, reason: note } });
        }
      }}
      done={text.done}
      failed="The report could not be resolved. Please try again."
      serverNames={['note', 'reason']}
      onDone={onClose}
    />
  );
}
