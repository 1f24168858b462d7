import { Button, Stack, Text } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';

/** The spec's "Sign in with Google", among the other ways in (OtherWaysIn): shown, but honestly not available yet. */
export function GoogleSignIn() {
  return (
    <Stack gap="1" align="stretch">
      <Button variant="outline" minH="44px" disabled aria-describedby="google-sign-in-note">
        <FcGoogle aria-hidden /> Sign in with Google
      </Button>
      <Text id="google-sign-in-note" fontSize="sm" color="fg.muted" textAlign="center">
        Google sign-in is coming soon. Use your mobile number or email for now.
      </Text>
    </Stack>
  );
}
