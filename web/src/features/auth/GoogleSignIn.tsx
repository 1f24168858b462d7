import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';

/** The spec's "Sign in with Google" under an "or" rule: shown, but honestly not available yet. */
export function GoogleSignIn() {
  return (
    <>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="1" align="stretch">
        <Button variant="outline" minH="44px" disabled aria-describedby="google-sign-in-note">
          <FcGoogle aria-hidden /> Sign in with Google
        </Button>
        <Text id="google-sign-in-note" fontSize="sm" color="fg.muted" textAlign="center">
          Google sign-in is coming soon. Use your email and password for now.
        </Text>
      </Stack>
    </>
  );
}
