import { Button, chakra, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { VISIT_SLOT_LABELS, VISIT_SLOTS } from '../../../../shared/domain/visits';
import { visitProposalSchema, type VisitProposalValues } from '../../../../shared/validation/visit';
import { FormField } from '../../components/FormField';
import { visitDayOptions } from './visit-labels';

/** The owner's 'Propose another time': a day and a slot by the booking's own rules. */
export function ProposeTimeForm({
  onPropose,
  onClose,
}: {
  onPropose: (values: VisitProposalValues) => Promise<void>;
  onClose: () => void;
}) {
  const days = useMemo(() => visitDayOptions(), []);
  const form = useForm<VisitProposalValues, unknown, VisitProposalValues>({
    resolver: zodResolver(visitProposalSchema),
    mode: 'onTouched',
    defaultValues: { day: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <chakra.form
      onSubmit={form.handleSubmit(onPropose)}
      noValidate
      aria-label="Propose another time"
      bg="bg.subtle"
      p="3"
      borderRadius="md"
    >
      <Stack gap="3">
        <FormField label="New day" required error={errors.day?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('day')} minH="44px" bg="bg">
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
        <FormField label="New time" required error={errors.slot?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('slot')} minH="44px" bg="bg">
              <option value="">Pick a time</option>
              {VISIT_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {VISIT_SLOT_LABELS[slot]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand" minH="44px" loading={isSubmitting} loadingText="Sending...">
            Send the new time
          </Button>
          <Button size="sm" variant="ghost" minH="44px" onClick={onClose}>
            Keep as it is
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
