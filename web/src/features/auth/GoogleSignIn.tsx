import { Box, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FcGoogle } from 'react-icons/fc';
import { useLocation } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { GOOGLE_ERROR_PARAM, GOOGLE_START_PATH } from '../../../../shared/domain/google-sign-in-paths';
import { runtimeConfig } from '../../config';
import { rememberGoogleReturn } from './google-return';
import { afterSignIn, useSignInReturn } from './redirect';

/**
 * The spec's "Sign in with Google", among the other ways in (OtherWaysIn): a plain link to the
 * gateway, which sends the browser to Google. Shown only when the gateway says Google is configured.
 */
export function GoogleSignIn() {
  const back = useSignInReturn();
  if (!runtimeConfig().googleSignIn) return null;
  return (
    <Button asChild variant="outline" minH="44px">
      <a href={GOOGLE_START_PATH} onClick={() => rememberGoogleReturn(afterSignIn(back))}>
        <FcGoogle aria-hidden /> Sign in with Google
      </a>
    </Button>
  );
}

/**
 * Why the last Google sign-in came back to the login page (`?google=<reason>`), when it did. The
 * texts are fetched then only: the login page does not carry them otherwise.
 */
export function GoogleSignInProblemNote() {
  const problem = new URLSearchParams(useLocation().search).get(GOOGLE_ERROR_PARAM);
  const [text, setText] = useState<{ problem: string; text: string } | null>(null);
  useEffect(() => {
    if (!problem) return;
    let current = true;
    void import('../../../../shared/domain/google-sign-in-problems').then(({ GOOGLE_SIGN_IN_PROBLEM_TEXTS_OWN: texts }) => {
      const said =
        problem === 'suspended'
          ? AUTH_MESSAGES.accountSuspended
          : Object.hasOwn(texts, problem)
            ? texts[problem as keyof typeof texts]
            : null;
      if (current && said) setText({ problem, text: said });
    });
    return () => {
      current = false;
    };
  }, [problem]);
  if (!problem || text?.problem !== problem) return null;
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" borderRadius="md" px="4" py="3">
      {text.text}
    </Box>
  );
}
