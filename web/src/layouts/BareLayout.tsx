import { Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Content only: sign-in screens, the dashboard and the not-found page. */
export function BareLayout() {
  return (
    <Flex as="main" direction="column" minH="100dvh" bg="bg.subtle">
      <Outlet />
      <ScrollRestoration />
    </Flex>
  );
}
