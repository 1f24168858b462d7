import { useMutation } from '@apollo/client/react';
import { Button, Card, chakra, Heading, Link, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuCalendarCheck } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { VISIT_MESSAGES, VISIT_SLOT_LABELS, VISIT_SLOTS } from '../../../../shared/domain/visits';
import { visitRequestSchema, type VisitRequestFormInput, type VisitRequestValues } from '../../../../shared/validation/visit';
import { FormField } from '../../components/FormField';
import { RequestVisitDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { useAuth } from '../auth/auth-context';
import type { FromState } from '../auth/redirect';
import { visitDayOptions } from './visit-labels';

const FIELDS = ['day', 'slot', 'note'] as const;

/**
 * 'Book a visit' beside the owner card: a signed-in seeker picks a day (today to 13 days ahead,
 * Kolkata time) and a time slot, with an optional note; visitors sign in first and come back here.
 */
export function BookVisitForm({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const days = useMemo(() => visitDayOptions(), []);
  const [requestVisit] = useMutation(RequestVisitDocument, { refetchQueries: ['MyVisits'] });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VisitRequestFormInput, unknown, VisitRequestValues>({
    resolver: zodResolver(visitRequestSchema),
    mode: 'onTouched',
    defaultValues: { day: '', slot: undefined, note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestVisit({ variables: { propertyId: listingId, input: values } });
      setDone(true);
    } catch (error) {
      if (!showFieldProblems(error, form.setError, FIELDS)) setFailure(errorMessage(error, 'Your visit request could not be sent. Check your connection and try again.'));
    }
  });

  function signIn() {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: '#book-visit' } };
    navigate('/login', { state });
  }

  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel" id="book-visit" scrollMarginTop="140px">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="book-visit-heading">
          Book a visit
        </Heading>
        {!user ? (
          <Stack gap="3">
            <Text color="fg.muted">See the rooms before you decide: pick a day and a time, and the owner confirms.</Text>
            <Button colorPalette="brand" variant="outline" borderRadius="full" minH="44px" onClick={signIn}>
              <LuCalendarCheck aria-hidden /> Sign in to book a visit
            </Button>
          </Stack>
        ) : done ? (
          <Stack gap="2">
            <Text role="status" color="green.fg">
              {VISIT_MESSAGES.requested}
            </Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/my-enquiries">See your visits in My enquiries</RouterLink>
            </Link>
          </Stack>
        ) : (
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
                  <RadioGroup.Root value={field.value ?? null} onValueChange={(details) => field.onChange(details.value)} name={field.name} aria-label="Time">
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
        )}
      </Card.Body>
    </Card.Root>
  );
}
