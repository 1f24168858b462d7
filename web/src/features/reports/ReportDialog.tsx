import { useMutation } from '@apollo/client/react';
import { Button, chakra, Dialog, Fieldset, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../components/DialogFrame';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { LISTING_REPORT_REASONS, MESSAGE_REPORT_REASONS, REPORT_TEXT_MAX, REVIEW_REPORT_REASONS } from '../../../../shared/domain/reports';
import { listingReportSchema, messageReportSchema, reviewReportSchema } from '../../../../shared/validation/report';
import { FormField } from '../../components/FormField';
import {
  ReportListingDocument,
  ReportMessageDocument,
  ReportReviewDocument,
  type ListingReportReason,
  type MessageReportReason,
  type ReviewReportReason,
} from '../../generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';

/** What is reported; `name` is the listing's title, or the review's or message's writer. */
export type ReportTarget =
  | { kind: 'listing'; id: string; name: string }
  | { kind: 'review'; id: string; name: string }
  /** A message of the enquiry `id`: its opening message when `messageId` is null, else that reply. */
  | { kind: 'message'; id: string; messageId: string | null; name: string };

/** Per kind: the dialog's title, its reasons and rules, and the question it asks. */
const KINDS = {
  listing: {
    title: 'Report this listing',
    reasons: LISTING_REPORT_REASONS,
    schema: listingReportSchema,
    question: (name: string) => `What is wrong with "${name}"?`,
  },
  review: {
    title: 'Report this review',
    reasons: REVIEW_REPORT_REASONS,
    schema: reviewReportSchema,
    question: (name: string) => `What is wrong with the review by ${name}?`,
  },
  message: {
    title: 'Report this message',
    reasons: MESSAGE_REPORT_REASONS,
    schema: messageReportSchema,
    question: (name: string) => `What is wrong with this message from ${name}?`,
  },
} as const;

interface ReportValues {
  reason: string;
  text: string;
}

const FIELDS = ['reason', 'text'] as const;

/**
 * Reporting a listing, a review or a message in an enquiry's thread: a reason from the list and, if the user wants (or must, for
 * 'Other'), what is wrong. The same rules as the gateway's; its answer (thanks, or "already
 * reported") is shown in the dialog.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <DialogFrame open={Boolean(target)} title={KINDS[target?.kind ?? 'listing'].title} onClose={onClose}>
      {target && <ReportForm key={`${target.kind}:${target.id}`} target={target} onClose={onClose} />}
    </DialogFrame>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reportListing] = useMutation(ReportListingDocument);
  const [reportReview] = useMutation(ReportReviewDocument);
  const [reportMessage] = useMutation(ReportMessageDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { title, reasons, schema, question } = KINDS[target.kind];
  const form = useForm<ReportValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ReportValues>,
    mode: 'onTouched',
    defaultValues: { reason: '', text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reason, text] = useWatch({ control: form.control, name: ['reason', 'text'] });

  /** Sends the report; the gateway's answer is the text to show. */
  async function send(chosen: string, words: string): Promise<string | null> {
    switch (target.kind) {
      case 'listing': {
        const input = { reason: chosen as ListingReportReason, text: words };
        return (await reportListing({ variables: { propertyId: target.id, input } })).data?.reportListing ?? null;
      }
      case 'review': {
        const input = { reason: chosen as ReviewReportReason, text: words };
        return (await reportReview({ variables: { reviewId: target.id, input } })).data?.reportReview ?? null;
      }
      case 'message': {
        const input = { reason: chosen as MessageReportReason, text: words };
        return (
          (await reportMessage({ variables: { enquiryId: target.id, messageId: target.messageId, input } })).data?.reportMessage ?? null
        );
      }
    }
  }

  const onSubmit = form.handleSubmit(async ({ reason: chosen, text: words }) => {
    setFailure(null);
    try {
      setAnswer(await send(chosen, words));
    } catch (error) {
      // Reported before: the gateway's friendly message is the answer, not a failure.
      if (errorCode(error) === 'CONFLICT') setAnswer(errorMessage(error, ''));
      else if (!showFieldProblems(error, form.setError, FIELDS))
        setFailure(errorMessage(error, 'Your report could not be sent. Check your connection and try again.'));
    }
  });

  if (answer) {
    return (
      <>
        <Dialog.Body>
          <Text role="status">{answer}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" minH="44px" onClick={onClose}>
            Done
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={title}>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{question(target.name)} Our team reads every report.</Text>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Fieldset.Root invalid={Boolean(errors.reason)}>
                <Fieldset.Legend fontWeight="medium">
                  Reason{' '}
                  <Text as="span" color="fg.error" aria-hidden>
                    *
                  </Text>
                </Fieldset.Legend>
                <RadioGroup.Root value={field.value} onValueChange={(details) => field.onChange(details.value)} name={field.name} mt="2">
                  <Stack gap="1">
                    {reasons.map((option) => (
                      <RadioGroup.Item key={option.value} value={option.value} minH="40px">
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <Fieldset.ErrorText>{errors.reason?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />
          <FormField
            label={reason === 'other' ? 'What is wrong' : 'What is wrong (optional)'}
            required={reason === 'other'}
            error={errors.text?.message}
            helper={`${text.length} / ${REPORT_TEXT_MAX} characters`}
          >
            <Textarea {...form.register('text')} rows={3} />
          </FormField>
          {failure && (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" minH="44px" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" minH="44px" loading={isSubmitting}>
          Send report
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
