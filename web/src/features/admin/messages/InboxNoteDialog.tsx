import { useMutation } from '@apollo/client/react';
import { Button, chakra, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/DialogFrame';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { INBOX_MESSAGES } from '../../../../../shared/domain/inbox';
import { contactReplySchema, inboxNoteSchema } from '../../../../../shared/validation/inbox';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import {
  AdminNotificationsDocument,
  InboxDocument,
  ReplyToContactMessageDocument,
  ResolveInboxItemDocument,
} from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';

export type MessageAction = 'reply' | 'resolve';

/** A Contact us message as the dialog needs it. */
export interface DialogMessage {
  id: string;
  fullName: string;
  email: string;
}

const ACTIONS: Record<
  MessageAction,
  {
    title: string;
    explain: (message: DialogMessage) => string;
    label: string;
    button: string;
    done: string;
  }
> = {
  reply: {
    title: 'Reply by e-mail',
    explain: (message) =>
      `Your reply is e-mailed to ${message.fullName} <${message.email}> with their message quoted, and kept with the message.`,
    label: 'Reply',
    button: 'Send reply',
    done: INBOX_MESSAGES.replySent,
  },
  resolve: {
    title: 'Resolve with a note',
    explain: () => 'The message moves to Resolved with your note, your name and the time.',
    label: 'Note (how it was resolved)',
    button: 'Resolve',
    done: INBOX_MESSAGES.resolved,
  },
};

// One text field either way: the reply's or the note's rules (shared with the gateway) under one name.
const SCHEMAS = {
  reply: z.object({ text: contactReplySchema.shape.text }),
  resolve: z.object({ text: inboxNoteSchema.shape.note }),
};

/** Asks for a reply to e-mail to a message's sender, or the note that resolves it. */
export function InboxNoteDialog({
  message,
  action,
  onClose,
}: {
  message: DialogMessage | null;
  action: MessageAction;
  onClose: () => void;
}) {
  return (
    <DialogFrame open={Boolean(message)} title={ACTIONS[action].title} onClose={onClose}>
      {message && <TextForm key={`${message.id}:${action}`} message={message} action={action} onDone={onClose} />}
    </DialogFrame>
  );
}

function TextForm({ message, action, onDone }: { message: DialogMessage; action: MessageAction; onDone: () => void }) {
  const options = {
    refetchQueries: [InboxDocument, AdminNotificationsDocument],
    awaitRefetchQueries: true,
  };
  const [reply] = useMutation(ReplyToContactMessageDocument, options);
  const [resolve] = useMutation(ResolveInboxItemDocument, options);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(SCHEMAS[action]) as unknown as Resolver<{
      text: string;
    }>,
    mode: 'onTouched',
    defaultValues: { text: '' },
  });
  const text = ACTIONS[action];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (action === 'reply') await reply({ variables: { id: message.id, text: values.text } });
      else
        await resolve({
          variables: { kind: 'message', id: message.id, note: values.text },
        });
      notify('success', text.done);
      onDone();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, ['text'], { note: 'text' }))
        notify('error', errorMessage(error, 'The message could not be updated. Please try again.'));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={text.title}>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{text.explain(message)}</Text>
          <FormField label={text.label} required error={form.formState.errors.text?.message}>
            <Textarea {...form.register('text')} rows={action === 'reply' ? 6 : 3} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH="44px" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" minH="44px" loading={form.formState.isSubmitting}>
          {text.button}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
