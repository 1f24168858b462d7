import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

/**
 * Asks before something done for good (a deletion): `children` say what goes, then the way out
 * (`cancelLabel`) and the red action, which spins, and holds the dialog open, while it runs.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  busyLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} busy={busy} alert>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" minH="44px">
            {cancelLabel}
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" minH="44px" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
