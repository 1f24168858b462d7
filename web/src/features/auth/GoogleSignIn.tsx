import { Alert, Button } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';
import { useLocation } from 'react-router-dom';
import {
  GOOGLE_ERROR_PARAM,
  GOOGLE_SIGN_IN_PROBLEM_TEXTS,
  GOOGLE_START_PATH,
  type GoogleSignInProblem,
} from '../../../../shared/domain/google-sign-in';
import { runtimeConfig } from '../../config';
import { rememberGoogleReturn } from './google-return';
import { afterSignIn } from './redirect';

/**
 * The spec's "Sign in with Google", among the other ways in (OtherWaysIn): a plain link to the
 * gateway, which sends the browser to Google. Shown only when the gateway says Google is configured.
 */
export function GoogleSignIn() {
  const location = useLocation();
  if (!runtimeConfig().googleSignIn) return null;
  return (
    <Button asChild variant="outline" minH="44px">
      <a href={GOOGLE_START_PATH} onClick={() => rememberGoogleReturn(afterSignIn(location.state))}>
        <FcGoogle aria-hidden /> Sign in with Google
      </a>
    </Button>
  );
}

/** Why the last Google sign-in came back to the login page (`?google=<reason>`), if it did. */
export function GoogleSignInProblemNote() {
  const { search } = useLocation();
  const problem = new URLSearchParams(search).get(GOOGLE_ERROR_PARAM);
  const text =
    problem && Object.hasOwn(GOOGLE_SIGN_IN_PROBLEM_TEXTS, problem) ? GOOGLE_SIGN_IN_PROBLEM_TEXTS[problem as GoogleSignInProblem] : null;
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
