import { useMutation } from '@apollo/client/react';
import { Button, chakra, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/DialogFrame';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_MESSAGES } from '../../../../../shared/domain/reports';
import { reportNoteSchema, unpublishReasonSchema } from '../../../../../shared/validation/report';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import {
  AdminNotificationsDocument,
  DismissReportDocument,
  HideReportedReviewDocument,
  InboxDocument,
  ReportsDocument,
  UnpublishReportedListingDocument,
  type QueuedReportFragment,
} from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';

export type ReportAction = 'dismiss' | 'hide' | 'unpublish';

/** What each action asks and says: its title, what happens, the field, the button, the toast. */
const ACTIONS: Record<ReportAction, { title: string; explain: string; label: string; button: string; palette: string; done: string }> = {
  dismiss: {
    title: 'Dismiss the report',
    explain: 'Nothing changes for the listing or review. Every open report of it is closed with your note.',
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
};

interface NoteValues {
  note: string;
}

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
  return (
    <DialogFrame open={Boolean(report)} title={ACTIONS[action].title} onClose={onClose}>
      {report && <NoteForm key={`${report.id}:${action}`} report={report} action={action} onDone={onClose} />}
    </DialogFrame>
  );
}

function NoteForm({ report, action, onDone }: { report: QueuedReportFragment; action: ReportAction; onDone: () => void }) {
  // Whichever list shows the report (the Reports page or the inbox) and the header's count.
  const options = { refetchQueries: [ReportsDocument, InboxDocument, AdminNotificationsDocument], awaitRefetchQueries: true };
  const [dismiss] = useMutation(DismissReportDocument, options);
  const [hide] = useMutation(HideReportedReviewDocument, options);
  const [unpublish] = useMutation(UnpublishReportedListingDocument, options);
  // One text field either way: the reason's rules (shared with the gateway) under the form's name.
  const schema = action === 'unpublish' ? z.object({ note: unpublishReasonSchema.shape.reason }) : reportNoteSchema;
  const form = useForm<NoteValues>({
    resolver: zodResolver(schema) as unknown as Resolver<NoteValues>,
    mode: 'onTouched',
    defaultValues: { note: '' },
  });
  const text = ACTIONS[action];

  const onSubmit = form.handleSubmit(async ({ note }) => {
    try {
      if (action === 'dismiss') await dismiss({ variables: { id: report.id, note } });
      else if (action === 'hide') await hide({ variables: { id: report.id, note } });
      else await unpublish({ variables: { id: report.id, reason: note } });
      notify('success', text.done);
      onDone();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, ['note'], { reason: 'note' }))
        notify('error', errorMessage(error, 'The report could not be resolved. Please try again.'));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={text.title}>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{text.explain}</Text>
          <FormField label={text.label} required error={form.formState.errors.note?.message}>
            <Textarea {...form.register('note')} rows={3} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH="44px" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" colorPalette={text.palette} minH="44px" loading={form.formState.isSubmitting}>
          {text.button}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
