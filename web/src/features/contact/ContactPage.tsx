import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, chakra, Grid, Heading, Input, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { contactSchema, type ContactFormInput, type ContactValues } from '../../../../shared/validation/contact';
import { FormField } from '../../components/FormField';
import { HoneypotField } from '../../components/HoneypotField';
import { HONEYPOT_FIELD } from '../../../../shared/domain/honeypot';
import { PageMeta } from '../../components/PageMeta';
import { notify } from '../../components/toaster';
import { useSiteSettings } from '../settings/useSiteSettings';
import { SendContactMessageDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { BrowserOnly } from '../../components/BrowserOnly';

const ContactMap = lazy(() => import('./ContactMap'));

const CONTACT_FAILED = 'Your message could not be sent. Please try again.';

const EMPTY: ContactFormInput = { fullName: '', email: '', mobile: '', enquiryType: '', message: '', website: '' };

/** Contact us: the configured address, phone and e-mail, a map, and the form stored for the admins. */
export function ContactPage() {
  const { contact } = useSiteSettings();
  const [send] = useMutation(SendContactMessageDocument);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'all',
    defaultValues: EMPTY,
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
    <>
      <PageMeta
        title="Contact us"
        description="Write to the Nivaas team: questions about a stay, listing your PG, your account or feedback. We reply by e-mail."
      />
      <BreadcrumbBanner />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '8', lg: '12' }}>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Get in touch
            </Heading>
            <Stack as="address" role="group" aria-label="Our contact details" fontStyle="normal" gap="2">
              <Text display="inline-flex" gap="2" alignItems="center">
                <LuMapPin aria-hidden /> {contact.address}
              </Text>
              <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                <LuPhone aria-hidden /> {contact.phone}
              </Link>
              <Link href={`mailto:${contact.email}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                <LuMail aria-hidden /> {contact.email}
              </Link>
            </Stack>
            {contact.latitude !== undefined && contact.longitude !== undefined && (
              <BrowserOnly fallback={<Spinner aria-label="Loading the map" />}>
                <Suspense fallback={<Spinner aria-label="Loading the map" />}>
                  <ContactMap latitude={contact.latitude} longitude={contact.longitude} address={contact.address} />
                </Suspense>
              </BrowserOnly>
            )}
          </Stack>
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
        </Grid>
      </Box>
    </>
  );
}
