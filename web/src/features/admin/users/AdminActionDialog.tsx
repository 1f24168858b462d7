import type { ReactNode } from 'react';
import { adminUserActionSchema } from '../../../../../shared/validation/admin-users';
import { NoteDialog } from '../shared/NoteDialog';

export interface AdminActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmColor?: 'red' | 'brand' | 'green';
  /** Extra fields above the reason (the new role). */
  children?: ReactNode;
  /** Does the action with the reason; throws when it fails (the toast says why, the dialog stays). */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The toasts: when it was done, and when it failed and the server gave no message. */
  done: string;
  failed: string;
  onClose: () => void;
}

/**
 * Confirms an admin action on an account and asks why: the reason is kept in the audit log. It
 * stays open while the action runs, and closes when it was done.
 */
export function AdminActionDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'brand',
  children,
  onConfirm,
  done,
  failed,
  onClose,
}: AdminActionDialogProps) {
  return (
    <NoteDialog
      open={open}
      title={title}
      alert
      holdWhileBusy
      formKey={title}
      explain={description}
      field={{ label: 'Reason', helper: 'Kept in the audit log with your name.', rows: 2, rule: adminUserActionSchema.shape.reason }}
      submitLabel={confirmLabel}
      palette={confirmColor}
      onSubmit={onConfirm}
      done={done}
      failed={failed}
      onDone={onClose}
    >
      {children}
    </NoteDialog>
  );
}
