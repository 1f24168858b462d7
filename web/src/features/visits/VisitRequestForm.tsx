import { useMutation } from '@apollo/client/react';
import { Button, chakra, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuCalendarCheck } from 'react-icons/lu';
import { VISIT_SLOT_LABELS, VISIT_SLOTS } from '../../../../shared/domain/visits';
import { visitRequestSchema, type VisitRequestFormInput, type VisitRequestValues } from '../../../../shared/validation/visit';
import { FormField } from '../../components/FormField';
import { RequestVisitDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { visitDayOptions } from './visit-labels';

const FIELDS = ['day', 'slot', 'note'] as const;

/** The day, time slot and note of a visit request; `onSent` once the gateway took it. */
export function VisitRequestForm({ listingId, onSent }: { listingId: string; onSent: () => void }) {
  const days = useMemo(() => visitDayOptions(), []);
  const [requestVisit] = useMutation(RequestVisitDocument, { refetchQueries: ['MyVisits'] });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VisitRequestFormInput, unknown, VisitRequestValues>({
    resolver: zodResolver(visitRequestSchema),
    mode: 'onTouched',
    defaultValues: { day: '', slot: undefined, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Opened on purpose: the first field takes the focus.
  useEffect(() => form.setFocus('day'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestVisit({ variables: { propertyId: listingId, input: values } });
      onSent();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, FIELDS))
        setFailure(errorMessage(error, 'Your visit request could not be sent. Check your connection and try again.'));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="book-visit-heading" display="flex" flexDirection="column" gap="3">
      <FormField label="Day" required error={errors.day?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('day')} minH="44px">
            <option value="">Pick a day</option>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Controller
        control={form.control}
        name="slot"
        render={({ field }) => (
          <FormField label="Time" required error={errors.slot?.message}>
            <RadioGroup.Root
              value={field.value ?? null}
              onValueChange={(details) => field.onChange(details.value)}
              name={field.name}
              aria-label="Time"
            >
              <Stack gap="1">
                {VISIT_SLOTS.map((slot) => (
                  <RadioGroup.Item key={slot} value={slot} minH="40px">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{VISIT_SLOT_LABELS[slot]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </FormField>
        )}
      />
      <FormField label="Note for the owner" error={errors.note?.message}>
        <Textarea {...form.register('note')} rows={2} placeholder="Anything the owner should know" />
      </FormField>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" borderRadius="full" minH="44px" loading={isSubmitting} loadingText="Sending...">
        <LuCalendarCheck aria-hidden /> Request visit
      </Button>
    </chakra.form>
  );
}
