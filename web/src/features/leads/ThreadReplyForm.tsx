import { useMutation } from '@apollo/client/react';
import { Button, chakra, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ENQUIRY_MESSAGES } from '../../../../shared/domain/enquiries';
import { leadReplySchema, type LeadReplyValues } from '../../../../shared/validation/enquiry';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { WriteInThreadDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import type { ThreadSide } from './ThreadMessages';

const BY_SIDE = {
  // The owner's answer opens an enquiry and marks it contacted: the inbox is read again.
  owner: {
    form: 'Reply to',
    label: 'Your reply',
    button: 'Send reply',
    sent: ENQUIRY_MESSAGES.replySent,
    refetch: ['UnreadLeads', 'Leads'],
  },
  seeker: {
    form: 'Write to',
    label: 'Your message',
    button: 'Send message',
    sent: ENQUIRY_MESSAGES.messageSent,
    refetch: ['UnreadEnquiries'],
  },
} as const;

/**
 * Writes in a lead's thread (an enquiry's, a visit's), from either side, checked by the gateway's
 * own rule. `byEmailOnly`: the seeker sent the enquiry without an account, so the owner's reply
 * reaches them by e-mail only.
 */
export function ThreadReplyForm({
  threadId,
  side,
  to,
  byEmailOnly = false,
}: {
  threadId: string;
  side: ThreadSide;
  to: string;
  byEmailOnly?: boolean;
}) {
  const words = BY_SIDE[side];
  const [write] = useMutation(WriteInThreadDocument, { refetchQueries: [...words.refetch] });
  const form = useForm<LeadReplyValues>({ resolver: zodResolver(leadReplySchema), mode: 'onTouched', defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await write({ variables: { id: threadId, message: values.message } });
      form.reset({ message: '' });
      notify('success', words.sent);
    } catch (failure) {
      if (!showFieldProblems(failure, form.setError, ['message'] as const))
        notify('error', errorMessage(failure, 'Your message could not be sent. Please try again.'));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={`${words.form} ${to}`}>
      <Stack gap="2">
        <FormField label={words.label} error={errors.message?.message}>
          <Textarea
            {...form.register('message')}
            rows={3}
            placeholder={byEmailOnly ? `Write to ${to}; it is e-mailed to them.` : `Write to ${to}; they read it in Nivaas and by e-mail.`}
          />
        </FormField>
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          minH="44px"
          alignSelf="flex-start"
          loading={isSubmitting}
          loadingText="Sending"
        >
          {words.button}
        </Button>
      </Stack>
    </chakra.form>
  );
}
