import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { PageMeta } from '../../components/PageMeta';
import { ConfirmNewsletterSubscriptionDocument, UnsubscribeFromNewsletterDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';

const ACTIONS = {
  confirm: {
    title: 'Confirm your subscription',
    document: ConfirmNewsletterSubscriptionDocument,
    invalid: NEWSLETTER_MESSAGES.confirmInvalid,
  },
  unsubscribe: { title: 'Unsubscribe', document: UnsubscribeFromNewsletterDocument, invalid: NEWSLETTER_MESSAGES.unsubscribeInvalid },
} as const;

/** Where a newsletter mail's links land: opening the link confirms, or unsubscribes, at once. */
export function NewsletterLinkPage({ action }: { action: keyof typeof ACTIONS }) {
  const { title, document, invalid } = ACTIONS[action];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [run] = useMutation(document);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The token works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run({ variables: { token } })
      .then(({ data }) => {
        // Either mutation answers one text: the message to show.
        setOutcome({ ok: true, text: String(Object.values(data ?? {})[0] ?? '') });
      })
      .catch((error: unknown) => setOutcome({ ok: false, text: errorMessage(error, invalid) }));
  }, [run, token, invalid]);

  return (
    <>
      <PageMeta title={title} noIndex />
      {/* /newsletter is not a page: the trail goes Home, then this page. */}
      <BreadcrumbBanner parents={[]} />
      <Box maxW="2xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack gap="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {!outcome ? (
            <Spinner aria-label="Working" />
          ) : (
            <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Title>{outcome.text}</Alert.Title>
            </Alert.Root>
          )}
          <Button asChild variant="outline" borderRadius="full" minH="44px" alignSelf="flex-start">
            <RouterLink to="/">Back to Nivaas</RouterLink>
          </Button>
        </Stack>
      </Box>
    </>
  );
}
