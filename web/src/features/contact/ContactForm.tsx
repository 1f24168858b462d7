import { useMutation } from '@apollo/client/react';
import { Alert, Button, chakra, Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactFormInput, type ContactValues } from '../../../../shared/validation/contact';
import { HONEYPOT_FIELD } from '../../../../shared/domain/honeypot';
import { FormField } from '../../components/FormField';
import { HoneypotField } from '../../components/HoneypotField';
import { notify } from '../../components/toaster';
import { SendContactMessageDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';

const CONTACT_FAILED = 'Your message could not be sent. Please try again.';

const EMPTY: ContactFormInput = { fullName: '', email: '', mobile: '', enquiryType: '', message: '', website: '' };

/** The contact page's form, stored for the admins (an island of its page). */
export function ContactForm() {
  const [send] = useMutation(SendContactMessageDocument);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'all',
    // No defaultValues: each field's first value is read from the page, so what a visitor typed in
    // the server's HTML before this island woke is kept (with defaults React Hook Form writes them
    // over it). EMPTY is what a sent form goes back to.
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await send({ variables: { input: { ...values, website: values.website || null } } });
      setSent(data?.sendContactMessage ?? null);
      form.reset(EMPTY);
    } catch (error) {
      if (!showFieldProblems(error, form.setError, ['fullName', 'email', 'mobile', 'enquiryType', 'message']))
        notify('error', errorMessage(error, CONTACT_FAILED));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Contact form" display="flex" flexDirection="column" gap="4">
      {sent && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{sent}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label="Full name" required error={errors.fullName?.message}>
        <Input {...form.register('fullName')} autoComplete="name" />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" {...form.register('email')} autoComplete="email" />
      </FormField>
      <FormField label="Mobile" required error={errors.mobile?.message}>
        <Input type="number" inputMode="numeric" {...form.register('mobile')} autoComplete="tel-national" />
      </FormField>
      <FormField label="Enquiry type" required error={errors.enquiryType?.message}>
        <Input {...form.register('enquiryType')} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea {...form.register('message')} rows={5} />
      </FormField>
      <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
      <Button
        type="submit"
        colorPalette="brand"
        borderRadius="full"
        minH="44px"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={isSubmitting}
      >
        Send message
      </Button>
    </chakra.form>
  );
}
