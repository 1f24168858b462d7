import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { DialogFrame } from '../../../components/DialogFrame';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { DialogForm } from '../../../components/DialogForm';

interface NoteValues {
  note: string;
}

export interface NoteFormProps {
  /** The form's accessible name (the dialog's title). */
  label: string;
  /** What the action does, above the field. */
  explain?: ReactNode;
  /** More fields above the note (a new role). */
  children?: ReactNode;
  field: {
    label: string;
    helper?: string;
    rows: number;
    /** The note's rules, shared with the gateway. */
    rule: z.ZodType<string>;
  };
  submitLabel: string;
  palette?: string;
  /** When the note is checked: on touch (the default) or only on submit. */
  mode?: 'onTouched' | 'onSubmit';
  /** Keeps Cancel and the dialog's close from ending the dialog while the action runs. */
  holdWhileBusy?: boolean;
  /** Does the action with the note; throws when it fails. */
  onSubmit: (note: string) => Promise<unknown>;
  /** The toasts: when it was done, and when it failed and the server gave no message. */
  done: string;
  failed: string;
  /** The API's names of the note, whose problems are shown under the field instead of a toast. */
  serverNames?: readonly string[];
  /** Closes the dialog (Cancel, or the action done). */
  onDone: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/** One text field (a note, a reason, a reply) that confirms an admin action, with Cancel and the action. */
export function NoteForm({
  label,
  explain,
  children,
  field,
  submitLabel,
  palette,
  mode = 'onTouched',
  holdWhileBusy,
  onSubmit,
  done,
  failed,
  serverNames = [],
  onDone,
  onBusyChange,
}: NoteFormProps) {
  const form = useForm<NoteValues>({
    resolver: zodResolver(z.object({ note: field.rule })) as unknown as Resolver<NoteValues>,
    mode,
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    onBusyChange?.(isSubmitting);
  }, [isSubmitting, onBusyChange]);

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await onSubmit(note);
      notify('success', done);
      onDone();
    } catch (error) {
      const names = Object.fromEntries(serverNames.map((name) => [name, 'note' as const]));
      if (!(serverNames.length && showFieldProblems(error, form.setError, ['note'], names))) notify('error', errorMessage(error, failed));
    }
  });

  return (
    <DialogForm
      label={label}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={submitLabel}
      palette={palette}
      submitting={isSubmitting}
      holdWhileBusy={holdWhileBusy}
    >
      {explain && <Text color="fg.muted">{explain}</Text>}
      {children}
      <FormField label={field.label} required helper={field.helper} error={errors.note?.message}>
        <Textarea {...form.register('note')} rows={field.rows} />
      </FormField>
    </DialogForm>
  );
}

/**
 * A dialog that confirms an admin action with a note: the frame, and a fresh form each time it
 * opens (`formKey` names what it is about, so another item or action starts empty). `alert`
 * marks an action on an account.
 */
export function NoteDialog({
  open,
  title,
  alert = false,
  formKey,
  ...form
}: Omit<NoteFormProps, 'label' | 'onBusyChange'> & { open: boolean; title: string; alert?: boolean; formKey: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame open={open} title={title} alert={alert} busy={Boolean(form.holdWhileBusy) && busy} onClose={form.onDone}>
      {open && <NoteForm key={formKey} label={title} onBusyChange={setBusy} {...form} />}
    </DialogFrame>
  );
}
