import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { useForm, type Resolver } from 'react-hook-form';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import type { NewsletterInput, NewsletterValues } from '../../../../shared/validation/email';
import { HoneypotField } from '../../components/HoneypotField';
import { notify } from '../../components/toaster';
import { HONEYPOT_FIELD } from '../../../../shared/domain/honeypot';
import { SubscribeToNewsletterDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { fieldProblems } from '../../lib/form-errors';

const NEWSLETTER_FAILED = 'We could not subscribe you. Please try again.';

/**
 * The shared rules (zod) load when the box is first used, not with every page: the form is in
 * every page's footer, and zod with its resolver is about 24 KB gzip of the first load. Focusing
 * the box starts the load, so the first check finds the rules in.
 */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('../../../../shared/validation/email')]).then(
    ([{ zodResolver }, { newsletterSchema }]) => zodResolver(newsletterSchema),
  );
let rules: ReturnType<typeof loadResolver> | undefined;
/** A failed load (the network dropped) is forgotten, so the next check tries again. */
const newsletterRules = () =>
  (rules ??= loadResolver().catch((error: unknown) => {
    rules = undefined;
    throw error;
  }));
const RULES_FAILED = 'We could not check the address: check your connection and try again.';
const newsletterResolver: Resolver<NewsletterInput, unknown, NewsletterValues> = async (values, context, options) => {
  try {
    return (await newsletterRules())(values, context, options);
  } catch {
    return { values: {}, errors: { email: { type: 'load', message: RULES_FAILED } } };
  }
};

const EMPTY: NewsletterInput = { email: '', website: '' };

/** The footer's newsletter box: asks for a subscription, confirmed by the link mailed to the address (double opt-in). */
export function NewsletterForm() {
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterDocument);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: newsletterResolver,
    mode: 'all',
    // No defaultValues: the box's first value is read from the page, so an address typed in the
    // server's HTML before this island woke is kept (React Hook Form writes defaults over it).
  });
  const email = register('email');

  const onSubmit = handleSubmit(async ({ email, website }) => {
    try {
      await subscribe({ variables: { email, website: website || undefined } });
      // The same answer whether or not the address is on the list (an address already on it is told by mail).
      notify('success', NEWSLETTER_MESSAGES.confirmSent);
      reset(EMPTY);
    } catch (error) {
      const problem = fieldProblems(error).find((p) => p.field === 'email');
      if (problem) setError('email', { message: problem.message });
      else notify('error', errorMessage(error, NEWSLETTER_FAILED));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <Text as="h2" fontFamily="heading" fontSize="lg" fontWeight="semibold" color="white" mb="2">
        Newsletter
      </Text>
      <Text color="whiteAlpha.800" fontSize="sm" mb="3">
        New stays and moving guides, once a month.
      </Text>
      <Field.Root invalid={Boolean(errors.email)}>
        <Field.Label srOnly>Email address for the newsletter</Field.Label>
        <HStack gap="2" w="full">
          <Input
            type="email"
            placeholder="Your email address"
            autoComplete="email"
            bg="white"
            color="gray.900"
            _placeholder={{ color: 'gray.500' }}
            minH="44px"
            {...email}
            onFocus={() => void newsletterRules()}
          />
          <Button type="submit" colorPalette="saffron" minH="44px" loading={loading} loadingText="Subscribing" flexShrink={0}>
            Subscribe
          </Button>
        </HStack>
        {errors.email && <Field.ErrorText color="red.300">{errors.email.message}</Field.ErrorText>}
      </Field.Root>
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
    </chakra.form>
  );
}
