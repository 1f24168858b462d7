import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSmartphone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSignInReturn } from './redirect';

/** Under the login and register forms: an "or" rule, then the other ways in. */
export function OtherWaysIn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      {children}
    </Stack>
  );
}

/** To the mobile number and SMS code screen, keeping where the user was heading. */
export function MobileSignInLink({ children }: { children: ReactNode }) {
  const back = useSignInReturn();
  return (
    <Button asChild variant="outline" colorPalette="brand" minH="44px">
      <RouterLink to="/login/mobile" state={back}>
        <LuSmartphone aria-hidden /> {children}
      </RouterLink>
    </Button>
  );
}
