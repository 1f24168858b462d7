import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BreadcrumbBanner } from '../layouts/BreadcrumbBanner';
import { errorMessage } from '../lib/errors';
import { BusySpinner } from './BusySpinner';
import { PageMeta } from './PageMeta';

/**
 * Where a mail's one-click link lands (the newsletter's confirmation and unsubscribe, a saved
 * search's unsubscribe): opening it runs `document` with the link's token at once and says how
 * it went; `invalid` is said when the gateway gives no message of its own.
 */
export function MailLinkPage<Data>({
  title,
  document,
  invalid,
  done,
}: {
  title: string;
  document: TypedDocumentNode<Data, { token: string }>;
  invalid: string;
  /** What to say once it worked, from the mutation's answer. */
  done: (data: Data | undefined) => string;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [run] = useMutation(document);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The token may work once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run({ variables: { token } })
      .then(({ data }) => setOutcome({ ok: true, text: done(data ?? undefined) }))
      .catch((error: unknown) => setOutcome({ ok: false, text: errorMessage(error, invalid) }));
  }, [run, token, invalid, done]);

  return (
    <>
      <PageMeta title={title} noIndex />
      {/* The link's folder (/newsletter, /saved-searches) is not its parent: the trail goes Home, then this page. */}
      <BreadcrumbBanner parents={[]} />
      <Box maxW="2xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack gap="5">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {!outcome ? (
            <BusySpinner label="Working" />
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
