import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { adminUserActionSchema } from '../../../../../shared/validation/admin-users';
import { FormField } from '../../../components/FormField';

export interface AdminActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmColor?: 'red' | 'brand' | 'green';
  /** Extra fields above the reason (the new role). */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Confirms an admin action on an account and asks why: the reason is kept in the audit log.
 * `onConfirm` answers true when the action was done (the dialog then closes).
 */
export function AdminActionDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmColor = 'brand',
  children,
  onConfirm,
  onClose,
}: AdminActionDialogProps) {
  const form = useForm({ resolver: zodResolver(adminUserActionSchema), mode: 'onTouched', defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  const submit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason)) onClose();
  });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !isSubmitting && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{description}</Text>
                  {children}
                  <FormField label="Reason" required helper="Kept in the audit log with your name." error={errors.reason?.message}>
                    <Textarea {...form.register('reason')} rows={2} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="44px" disabled={isSubmitting} onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette={confirmColor} minH="44px" loading={isSubmitting}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
