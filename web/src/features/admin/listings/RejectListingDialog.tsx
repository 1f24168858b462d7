import { useMutation } from '@apollo/client/react';
import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/DialogFrame';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LISTING_REVIEW_MESSAGES, REJECTION_REASONS } from '../../../../../shared/domain/listing-review';
import { rejectionSchema, type RejectionFormInput } from '../../../../../shared/validation/listing-review';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import { RejectListingDocument } from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { DialogForm } from '../../../components/DialogForm';

export interface RejectableListing {
  id: string;
  title: string;
}

/** Rejecting takes a reason from the list and a note (required for 'other'); the owner is e-mailed both. */
export function RejectListingDialog({ listing, onClose }: { listing: RejectableListing | null; onClose: () => void }) {
  return (
    <DialogFrame open={Boolean(listing)} title={<>Reject "{listing?.title}"</>} onClose={onClose}>
      {listing && <RejectForm key={listing.id} listing={listing} onDone={onClose} />}
    </DialogFrame>
  );
}

function RejectForm({ listing, onDone }: { listing: RejectableListing; onDone: () => void }) {
  const [reject] = useMutation(RejectListingDocument, { update: (cache) => cache.evict({ fieldName: 'listingsForReview' }) });
  const form = useForm({ resolver: zodResolver(rejectionSchema), mode: 'onTouched', defaultValues: { note: '' } as RejectionFormInput });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await reject({ variables: { id: listing.id, input: { reason: input.reason, note: input.note || null } } });
      notify('success', LISTING_REVIEW_MESSAGES.rejected(listing.title));
      onDone();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, ['reason', 'note']))
        notify('error', errorMessage(error, 'The listing could not be rejected. Please try again.'));
    }
  });
  const other = useWatch({ control: form.control, name: 'reason' }) === 'other';

  return (
    <DialogForm
      label="Reject the listing"
      onSubmit={onSubmit}
      onCancel={onDone}
      submitLabel="Reject listing"
      palette="red"
      submitting={isSubmitting}
    >
      <Text color="fg.muted">
        The listing leaves search and its page. Its owner is e-mailed the reason and your note, and sees them in My Properties.
      </Text>
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <Field.Root invalid={Boolean(errors.reason)} required>
            <Field.Label id="reject-reason-label">
              Reason
              <Field.RequiredIndicator />
            </Field.Label>
            <RadioGroup.Root
              value={field.value ?? null}
              onValueChange={(details) => field.onChange(details.value)}
              name={field.name}
              aria-labelledby="reject-reason-label"
            >
              <Stack gap="1">
                {REJECTION_REASONS.map((reason) => (
                  <RadioGroup.Item key={reason.value} value={reason.value} minH="40px">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{reason.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {errors.reason && <Field.ErrorText>{errors.reason.message}</Field.ErrorText>}
          </Field.Root>
        )}
      />
      <FormField label={other ? 'Note for the owner' : 'Note for the owner (optional)'} required={other} error={errors.note?.message}>
        <Textarea {...form.register('note')} rows={3} />
      </FormField>
    </DialogForm>
  );
}
