import { Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form inside a dialog (a DialogFrame): its fields, then Cancel and the button that
 * submits, spinning while the action runs. `holdWhileBusy` also keeps Cancel from closing it then.
 */
export function DialogForm({
  label,
  onSubmit,
  onCancel,
  submitLabel,
  palette = 'brand',
  submitting,
  holdWhileBusy = false,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  palette?: string;
  submitting: boolean;
  holdWhileBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={label}>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH="44px" disabled={holdWhileBusy && submitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette={palette} minH="44px" loading={submitting}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
