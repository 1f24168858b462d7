import { useMutation } from '@apollo/client/react';
import { Button, chakra, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ENQUIRY_MESSAGES } from '../../../../shared/domain/enquiries';
import { leadReplySchema, type LeadReplyValues } from '../../../../shared/validation/enquiry';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { ReplyToLeadDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';

/** The owner's reply to one lead, checked by the gateway's own rule and e-mailed to the seeker. */
export function LeadReplyForm({ leadId, seekerName }: { leadId: string; seekerName: string }) {
  const [replyToLead] = useMutation(ReplyToLeadDocument, { refetchQueries: ['UnreadLeads'] });
  const form = useForm<LeadReplyValues>({ resolver: zodResolver(leadReplySchema), mode: 'onTouched', defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await replyToLead({ variables: { id: leadId, message: values.message } });
      form.reset({ message: '' });
      notify('success', ENQUIRY_MESSAGES.replySent);
    } catch (failure) {
      if (!showFieldProblems(failure, form.setError, ['message'] as const)) notify('error', errorMessage(failure, 'Reply failed'));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={`Reply to ${seekerName}`}>
      <Stack gap="2">
        <FormField label="Your reply" error={errors.message?.message}>
          <Textarea {...form.register('message')} rows={3} placeholder={`Write to ${seekerName}; it is e-mailed to them.`} />
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
          Send reply
        </Button>
      </Stack>
    </chakra.form>
  );
}
