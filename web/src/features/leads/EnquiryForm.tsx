import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, chakra, Heading, HStack, Input, Link, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type ControllerRenderProps } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, ENQUIRY_DEFAULT_MESSAGE } from '../../../../shared/domain/enquiries';
import { enquirySchema, type EnquiryFormInput, type EnquiryValues } from '../../../../shared/validation/enquiry';
import { FormField } from '../../components/FormField';
import { HoneypotField } from '../../components/HoneypotField';
import { HONEYPOT_FIELD } from '../../../../shared/domain/honeypot';
import { SendEnquiryDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { useAuth, type SessionUser } from '../auth/auth-context';

/** The form's card, where the phone's contact bar's 'Enquire' goes. */
export const ENQUIRY_CARD_ID = 'send-enquiry';

const FIELDS = ['customerType', 'name', 'email', 'city', 'phone', 'message', 'acceptTerms'] as const;

/**
 * 'Send enquiry to owner' (spec section 2): Individual or Dealer, full name, email, city, phone
 * number, message, the terms and privacy checkbox and 'Send email & SMS'. Signed-in seekers find
 * it filled from their profile.
 */
export function EnquiryForm({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const [sendEnquiry] = useMutation(SendEnquiryDocument);
  const [outcome, setOutcome] = useState<{ message: string; alreadySent: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EnquiryFormInput, unknown, EnquiryValues>({
    resolver: zodResolver(enquirySchema),
    mode: 'onTouched',
    // Only the choices have defaults: each text field's first value is read from the page, so what
    // a visitor typed in the server's HTML before this island woke is kept (React Hook Form writes
    // defaults over it).
    defaultValues: { customerType: 'individual', acceptTerms: false },
  });
  const { errors, isSubmitting } = form.formState;
  // The session arrives after the form is drawn (a listing opened by its address is drawn as the
  // server sent it, signed out): the profile then fills what the seeker has not typed.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    for (const [field, value] of Object.entries(profileValues(user)) as Array<[ProfileField, string]>)
      if (value && !getValues(field)) setValue(field, value);
  }, [user, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await sendEnquiry({
        variables: { propertyId: listingId, input: { ...values, phone: String(values.phone), website: values.website || undefined } },
      });
      if (data) setOutcome(data.sendEnquiry);
    } catch (error) {
      if (!showFieldProblems(error, form.setError, FIELDS))
        setFailure(errorMessage(error, 'Your enquiry could not be sent. Check your connection and try again.'));
    }
  });

  return (
    <Card.Root id={ENQUIRY_CARD_ID} scrollMarginTop="140px" variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="enquiry-heading">
          Send enquiry to owner
        </Heading>
        {outcome ? (
          <Text role="status" color={outcome.alreadySent ? 'fg' : 'green.fg'}>
            {outcome.message}
          </Text>
        ) : (
          <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="enquiry-heading" display="flex" flexDirection="column" gap="3">
            <Controller
              control={form.control}
              name="customerType"
              render={({ field }) => (
                <RadioGroup.Root
                  value={field.value}
                  onValueChange={(details) => field.onChange(details.value)}
                  name={field.name}
                  aria-label="You are"
                >
                  <HStack gap="5">
                    {CUSTOMER_TYPES.map((type) => (
                      <RadioGroup.Item key={type} value={type} minH="40px">
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{CUSTOMER_TYPE_LABELS[type]}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              )}
            />
            <FormField label="Full name" required error={errors.name?.message}>
              <Input {...form.register('name')} autoComplete="name" />
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              <Input {...form.register('email')} type="email" autoComplete="email" />
            </FormField>
            <FormField label="City" required error={errors.city?.message}>
              <Input {...form.register('city')} autoComplete="address-level2" />
            </FormField>
            <FormField label="Phone number" required error={errors.phone?.message}>
              <Input {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
            </FormField>
            <FormField label="Message" error={errors.message?.message}>
              <Textarea {...form.register('message')} rows={3} placeholder={ENQUIRY_DEFAULT_MESSAGE} />
            </FormField>
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field }) => <TermsCheckbox field={field} error={errors.acceptTerms?.message} />}
            />
            <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
            {failure && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {failure}
              </Text>
            )}
            <Button type="submit" colorPalette="saffron" borderRadius="full" minH="44px" loading={isSubmitting} loadingText="Sending...">
              Send email &amp; SMS
            </Button>
          </chakra.form>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The fields a signed-in seeker's profile fills. */
type ProfileField = 'name' | 'email' | 'city' | 'phone';

/** Signed-in seekers find the form filled from their profile. */
function profileValues(user: SessionUser): Record<ProfileField, string> {
  return {
    name: user.fullName ?? '',
    email: user.email ?? '',
    city: user.city ?? '',
    phone: user.contactNumber ?? '',
  };
}

function TermsCheckbox({ field, error }: { field: ControllerRenderProps<EnquiryFormInput, 'acceptTerms'>; error: string | undefined }) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked === true)}
        invalid={Boolean(error)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" fontSize="sm">
          I agree to the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/terms-and-conditions">terms</RouterLink>
          </Link>{' '}
          and the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/privacy-policy">privacy policy</RouterLink>
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
