import { useMutation } from '@apollo/client/react';
import { Button, chakra, HStack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { reviewReplySchema } from '../../../../shared/validation/review';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { ReplyToReviewDocument, type ReviewItemFragment } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';

/** The listing owner's public reply to one review. */
export function ReplyForm({ review, onDone }: { review: ReviewItemFragment; onDone: () => void }) {
  const [reply] = useMutation(ReplyToReviewDocument);
  const form = useForm({ resolver: zodResolver(reviewReplySchema), mode: 'all', defaultValues: { text: review.ownerReply ?? '' } });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await reply({ variables: { id: review.id, text } });
      notify('success', 'Your reply is published.');
      onDone();
    } catch (error) {
      notify('error', errorMessage(error, 'Your reply could not be saved. Please try again.'));
    }
  });
  return (
    <chakra.form onSubmit={onSubmit} noValidate display="flex" flexDirection="column" gap="3" mt="3">
      <FormField label={`Reply to ${review.authorName}`} required error={form.formState.errors.text?.message}>
        <Textarea {...form.register('text')} rows={3} />
      </FormField>
      <HStack gap="3">
        <Button type="submit" size="sm" colorPalette="brand" borderRadius="full" minH="44px" loading={form.formState.isSubmitting}>
          Publish reply
        </Button>
        <Button size="sm" variant="ghost" borderRadius="full" minH="44px" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </chakra.form>
  );
}
