import { useMutation } from '@apollo/client/react';
import { Button, HStack, Link, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_BUSY_TEXTS } from '../../../../shared/domain/auth-messages';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { GOOGLE_ERROR_PARAM, GOOGLE_MESSAGES, googleLinkQuestion } from '../../../../shared/domain/google-sign-in';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { LinkGoogleDocument, SignInWithGoogleDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { fieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';
import { useAuth, type NewSession } from './auth-context';
import { takeGoogleReturn } from './google-return';

type Step = { name: 'exchanging' } | { name: 'link'; ticket: string; email: string; needsPassword: boolean };

/**
 * Where the gateway sends the browser back from Google (/login/google?ticket=…): the one-time
 * ticket is taken out of the address at once (so it stays in no history entry) and exchanged for
 * a session. When an account has the Google account's e-mail already, Google is linked to it once
 * the person confirms: with that account's password (an address alone does not prove the account
 * is this person's), or, for an account without one that confirmed the e-mail here, by a click.
 */
export function GoogleSignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'exchanging' });
  const [signInWithGoogle] = useMutation(SignInWithGoogleDocument);
  const started = useRef(false);

  const start = (session: NewSession, message: string) => {
    signIn(session, false);
    notify('success', message);
    navigate(takeGoogleReturn(), { replace: true });
  };

  useEffect(() => {
    // Once, even under StrictMode's second effect: the ticket works once.
    if (started.current) return;
    started.current = true;
    const ticket = new URLSearchParams(location.search).get('ticket');
    navigate(location.pathname, { replace: true });
    if (!ticket) {
      navigate(`/login?${GOOGLE_ERROR_PARAM}=expired`, { replace: true });
      return;
    }
    signInWithGoogle({ variables: { ticket } })
      .then(({ data }) => {
        const answer = data?.signInWithGoogle;
        if (answer?.session) start(answer.session, CALL_MESSAGES.loginSuccess);
        else if (answer?.linkEmail)
          setStep({ name: 'link', ticket, email: answer.linkEmail, needsPassword: answer.linkNeedsPassword !== false });
        else throw new Error('no answer');
      })
      .catch(() => navigate(`/login?${GOOGLE_ERROR_PARAM}=expired`, { replace: true }));
    // The page's one exchange, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step.name === 'exchanging')
    return (
      <AuthCard title="Signing in with Google">
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.fg" />
          <Text>{AUTH_BUSY_TEXTS.signingIn}</Text>
        </HStack>
      </AuthCard>
    );

  return (
    <AuthCard title="Link Google to your account" description={googleLinkQuestion(step.email)}>
      <LinkForm ticket={step.ticket} needsPassword={step.needsPassword} onLinked={(session) => start(session, GOOGLE_MESSAGES.linked)} />
    </AuthCard>
  );
}

function LinkForm({
  ticket,
  needsPassword,
  onLinked,
}: {
  ticket: string;
  needsPassword: boolean;
  onLinked: (session: NewSession) => void;
}) {
  const [linkGoogle, { loading }] = useMutation(LinkGoogleDocument);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const { data } = await linkGoogle({ variables: { input: needsPassword ? { ticket, password } : { ticket } } });
      if (!data) throw new Error('no session');
      onLinked(data.linkGoogle);
    } catch (error) {
      const message =
        fieldProblems(error).find(({ field }) => field === 'password')?.message ?? errorMessage(error, CALL_MESSAGES.loginFailed);
      setProblem(message);
      notify('error', message);
    }
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Link Google">
      <Stack gap="4">
        {needsPassword ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              Enter that account&apos;s Nivaas password to link them. Next time, Sign in with Google opens it.
            </Text>
            <FormField label="Password" error={problem}>
              <PasswordInput
                autoComplete="current-password"
                placeholder="Your password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            That account signs in with its mobile number and has confirmed this e-mail. Link them, and next time Sign in with Google opens
            it too.
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={loading} loadingText={AUTH_BUSY_TEXTS.signingIn}>
          Link Google
        </Button>
        <HStack justify="space-between" wrap="wrap" gap="2">
          {needsPassword && (
            <Link asChild color="brand.fg" fontWeight="medium" minH="44px" display="inline-flex" alignItems="center">
              <RouterLink to="/forgot-password">Forgot Password</RouterLink>
            </Link>
          )}
          <Link asChild color="brand.fg" fontWeight="medium" minH="44px" display="inline-flex" alignItems="center">
            <RouterLink to="/login">Not now</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
