import { useMutation } from '@apollo/client/react';
import { Checkbox, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/DialogFrame';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { VERIFICATION_CHECKS, VERIFICATION_MESSAGES } from '../../../../../shared/domain/verification';
import { unverifySchema, verificationSchema } from '../../../../../shared/validation/verification';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import { RemoveVerificationDocument, VerifyListingDocument } from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { DialogForm } from '../../../components/DialogForm';
import { NoteForm } from '../shared/NoteDialog';

export interface VerifiableListing {
  id: string;
  title: string;
  verified: boolean;
}

/**
 * Verifying a listing takes the checklist (photos, owner's identity, address) and an optional
 * note; removing the mark takes a reason. Both are recorded with the admin and the time.
 */
export function VerifyListingDialog({ listing, onClose }: { listing: VerifiableListing | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={Boolean(listing)}
      title={listing?.verified ? `Remove the verified mark of "${listing.title}"?` : `Verify "${listing?.title}"`}
      onClose={onClose}
    >
      {listing &&
        (listing.verified ? <RemoveForm listing={listing} onDone={onClose} /> : <ChecklistForm listing={listing} onDone={onClose} />)}
    </DialogFrame>
  );
}

function ChecklistForm({ listing, onDone }: { listing: VerifiableListing; onDone: () => void }) {
  const [verify] = useMutation(VerifyListingDocument);
  const form = useForm({
    resolver: zodResolver(verificationSchema),
    mode: 'onSubmit',
    defaultValues: { photosMatch: false, ownerIdentitySeen: false, addressConfirmed: false, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (checklist) => {
    try {
      await verify({ variables: { id: listing.id, checklist } });
      notify('success', VERIFICATION_MESSAGES.verified);
      onDone();
    } catch (error) {
      notify('error', errorMessage(error, 'The listing could not be verified. Please try again.'));
    }
  });
  return (
    <DialogForm
      label="Verification checklist"
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel="Verify listing"
      palette="green"
      submitting={isSubmitting}
    >
      <Text color="fg.muted">
        Check each item yourself before marking the listing verified. Seekers see the mark on cards and on the listing.
      </Text>
      {VERIFICATION_CHECKS.map((check) => (
        <Controller
          key={check.value}
          control={form.control}
          name={check.value}
          render={({ field }) => (
            <Stack gap="1">
              <Checkbox.Root
                checked={Boolean(field.value)}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                invalid={Boolean(errors[check.value])}
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{check.label}</Checkbox.Label>
              </Checkbox.Root>
              {errors[check.value] && (
                <Text color="fg.error" fontSize="sm">
                  {errors[check.value]?.message}
                </Text>
              )}
            </Stack>
          )}
        />
      ))}
      <FormField label="Note (what you saw)" error={errors.note?.message}>
        <Textarea {...form.register('note')} rows={2} />
      </FormField>
    </DialogForm>
  );
}

function RemoveForm({ listing, onDone }: { listing: VerifiableListing; onDone: () => void }) {
  const [remove] = useMutation(RemoveVerificationDocument);
  return (
    <NoteForm
      label="Remove the verified mark"
      field={{ label: 'Reason', rows: 2, rule: unverifySchema.shape.reason }}
      submitLabel="Remove mark"
      palette="red"
      mode="onSubmit"
      onSubmit={(reason) => remove({ variables: { id: listing.id, reason } })}
      done={VERIFICATION_MESSAGES.removed}
      failed="The mark could not be removed. Please try again."
      onDone={onDone}
    />
  );
}
