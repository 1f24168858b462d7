import { useMutation } from '@apollo/client/react';
import { Button, chakra, HStack, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RATING_MAX, REVIEW_ASPECTS, REVIEW_TEXT_MAX } from '../../../../shared/domain/reviews';
import { reviewSchema, type ReviewFormInput, type ReviewValues } from '../../../../shared/validation/review';
import { FormField } from '../../components/FormField';
import { NativeSelectField } from '../../components/NativeSelectField';
import { notify } from '../../components/toaster';
import { ListingReviewsDocument, WriteReviewDocument, type ListingReviewsQuery } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';

const STAR_OPTIONS = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((stars) => ({
  value: stars,
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));
const FIELDS = ['rating', ...REVIEW_ASPECTS.map((aspect) => aspect.value), 'text'] as const;
/** Selects give text; the schema (shared with the gateway) wants numbers, and null for "Not rated". */
const asRating = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type ExistingReview = NonNullable<NonNullable<ListingReviewsQuery['property']>['myReview']>;

/** Writing or changing one's review of a listing: the overall rating, optional aspects, the text. */
export function ReviewForm({ listingId, existing, onDone }: { listingId: string; existing: ExistingReview | null; onDone: () => void }) {
  const [writeReview] = useMutation(WriteReviewDocument, { refetchQueries: [ListingReviewsDocument], awaitRefetchQueries: true });
  const form = useForm<ReviewFormInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    mode: 'all',
    defaultValues: existing
      ? {
          rating: existing.rating,
          food: existing.food,
          cleanliness: existing.cleanliness,
          safety: existing.safety,
          location: existing.location,
          value: existing.value,
          text: existing.text,
        }
      : { rating: undefined, food: null, cleanliness: null, safety: null, location: null, value: null, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const textLength = (useWatch({ control: form.control, name: 'text' }) ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await writeReview({ variables: { propertyId: listingId, input: values } });
      notify('success', existing ? 'Your review was updated.' : 'Thank you! Your review is published.');
      onDone();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, FIELDS))
        notify('error', errorMessage(error, 'Your review could not be saved. Please try again.'));
    }
  });

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      display="flex"
      flexDirection="column"
      gap="5"
      borderWidth="1px"
      borderRadius="card"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
      aria-label="Your review"
    >
      <NativeSelectField
        label="Your rating"
        required
        placeholder="Choose stars"
        options={STAR_OPTIONS}
        registration={form.register('rating', { setValueAs: asRating })}
        error={errors.rating?.message}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {REVIEW_ASPECTS.map((aspect) => (
          <NativeSelectField
            key={aspect.value}
            label={aspect.label}
            placeholder="Not rated"
            options={STAR_OPTIONS}
            registration={form.register(aspect.value, { setValueAs: asRating })}
            error={errors[aspect.value]?.message}
          />
        ))}
      </SimpleGrid>
      <FormField label="Your review" required error={errors.text?.message} helper={`${textLength} / ${REVIEW_TEXT_MAX} characters`}>
        <Textarea {...form.register('text')} rows={5} placeholder="What was it like to live here? Food, rooms, safety, the owner..." />
      </FormField>
      <HStack gap="3">
        <Button type="submit" colorPalette="brand" borderRadius="full" minH="44px" loading={isSubmitting}>
          {existing ? 'Save review' : 'Publish review'}
        </Button>
        <Button variant="ghost" borderRadius="full" minH="44px" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Reviews are public and show your first name and initial.
      </Text>
    </chakra.form>
  );
}
