import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The frame the app's dialogs share: centred, kept off a phone's edges, a title and a close
 * button; `children` are its body and footer (usually one form). `busy` keeps it open while its
 * action runs; `alert` marks a dialog that asks to confirm something done for good.
 */
export function DialogFrame({
  open,
  title,
  onClose,
  busy = false,
  alert = false,
  initialFocusEl,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  alert?: boolean;
  /** What takes the focus when it opens (else its first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
