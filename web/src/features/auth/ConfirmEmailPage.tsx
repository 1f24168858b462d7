import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EMAIL_CONFIRMATION_MESSAGES, enquiriesJoinedText } from '../../../../shared/domain/email-confirmation';
import { ConfirmEmailDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { ResendConfirmationButton } from '../account/ResendConfirmationButton';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';

type Outcome = { ok: true; email: string; enquiriesJoined: number } | { ok: false; message: string };

/**
 * The page the confirmation link opens (`/confirm-email?token=…`), signed in or not: it confirms
 * the address at once and says so, or says why the link did not work; signed in, "Send the link
 * again" is right there.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, status } = useAuth();
  const client = useApolloClient();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: EMAIL_CONFIRMATION_MESSAGES.tokenRequired });
  // Once per token, however often React runs the effect (a link works once).
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    confirm({ variables: { token } })
      .then(({ data }) => {
        if (!data) throw new Error(EMAIL_CONFIRMATION_MESSAGES.failed);
        setOutcome({ ok: true, ...data.confirmEmail });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, EMAIL_CONFIRMATION_MESSAGES.failed) }));
  }, [token, confirm]);

  // The signed-in account whose address this was shows it confirmed everywhere at once.
  const confirmedEmail = outcome?.ok ? outcome.email : null;
  useEffect(() => {
    if (!confirmedEmail || !user || user.email !== confirmedEmail) return;
    client.cache.modify({ id: client.cache.identify({ __typename: 'User', id: user.id }), fields: { emailConfirmed: () => true } });
  }, [confirmedEmail, user, client]);

  const signedIn = status === 'signed-in' && !!user;
  return (
    <AuthCard title={EMAIL_CONFIRMATION_MESSAGES.pageTitle}>
      {!outcome ? (
        <HStack gap="3" aria-busy="true" minH="44px">
          <Spinner size="sm" color="brand.fg" />
          <Text color="fg.muted">{EMAIL_CONFIRMATION_MESSAGES.confirming}</Text>
        </HStack>
      ) : outcome.ok ? (
        <Stack gap="4">
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{EMAIL_CONFIRMATION_MESSAGES.confirmed}</Alert.Title>
              <Alert.Description>
                {outcome.email}
                {enquiriesJoinedText(outcome.enquiriesJoined) && (
                  <>
                    <br />
                    {enquiriesJoinedText(outcome.enquiriesJoined)}
                  </>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" minH="44px">
            {signedIn ? <RouterLink to="/my-enquiries">Go to My enquiries</RouterLink> : <RouterLink to="/login">Sign in</RouterLink>}
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{outcome.message}</Alert.Description>
          </Alert.Root>
          {signedIn ? (
            user.email && !user.emailConfirmed ? (
              <ResendConfirmationButton variant="solid" />
            ) : (
              <Link asChild color="brand.fg" alignSelf="center">
                <RouterLink to="/user-profile">Edit Profile</RouterLink>
              </Link>
            )
          ) : (
            <Button asChild colorPalette="brand" minH="44px">
              <RouterLink to="/login">{EMAIL_CONFIRMATION_MESSAGES.signInToResend}</RouterLink>
            </Button>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
