import { useMutation } from '@apollo/client/react';
import { INBOX_MESSAGES } from '../../../../../shared/domain/inbox';
import { contactReplySchema, inboxNoteSchema } from '../../../../../shared/validation/inbox';
import {
  AdminNotificationsDocument,
  InboxDocument,
  ReplyToContactMessageDocument,
  ResolveInboxItemDocument,
} from '../../../generated/back-office/graphql';
import { NoteDialog } from '../shared/NoteDialog';

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

// The reply's or the note's rules, shared with the gateway.
const RULES = {
  reply: contactReplySchema.shape.text,
  resolve: inboxNoteSchema.shape.note,
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
  const options = {
    refetchQueries: [InboxDocument, AdminNotificationsDocument],
    awaitRefetchQueries: true,
  };
  const [reply] = useMutation(ReplyToContactMessageDocument, options);
  const [resolve] = useMutation(ResolveInboxItemDocument, options);
  const text = ACTIONS[action];
  const id = message?.id ?? '';
  return (
    <NoteDialog
      open={Boolean(message)}
      title={text.title}
      formKey={`${id}:${action}`}
      explain={message && text.explain(message)}
      field={{ label: text.label, rows: action === 'reply' ? 6 : 3, rule: RULES[action] }}
      submitLabel={text.button}
      onSubmit={(note) =>
        action === 'reply' ? reply({ variables: { id, text: note } }) : resolve({ variables: { kind: 'message', id, note } })
      }
      done={text.done}
      failed="The message could not be updated. Please try again."
      serverNames={['text', 'note']}
      onDone={onClose}
    />
  );
}
