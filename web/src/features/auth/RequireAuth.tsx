import { Button, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../../shared/domain/roles';
import { BecomeOwnerPage } from './BecomeOwnerPage';
import { ForbiddenPage } from './ForbiddenPage';
import { useAuth } from './auth-context';
import type { FromState } from './redirect';

/**
 * A route guard: anonymous visitors go to the sign-in page (and come back after signing in);
 * a signed-in user without one of `roles` sees a 403 page (or, where `offerOwnerAccount` says so,
 * a seeker is offered to become an owner).
 */
export function RequireAuth({
  roles,
  loginPath = '/login',
  offerOwnerAccount = false,
  children,
}: {
  roles?: readonly Role[];
  loginPath?: string;
  /** Post Your Property: a seeker is offered to make the account an owner's instead of a 403. */
  offerOwnerAccount?: boolean;
  children?: ReactNode;
}) {
  const { status, user, retry } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <Container maxW="md" py="24" flex="1">
        <Stack align="center" gap="4" role="status">
          <Spinner size="lg" color="brand.fg" />
          <Text color="fg.muted">Checking your session...</Text>
        </Stack>
      </Container>
    );
  }
  if (status === 'unavailable') {
    return (
      <Container maxW="md" py="24" flex="1">
        <Stack align="center" gap="4" textAlign="center" role="alert">
          <Text fontSize="lg">We could not reach Nivaas to check your session. Check your connection and try again.</Text>
          <Button colorPalette="brand" minH="44px" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={loginPath} replace state={state} />;
  }
  if (roles && !roles.includes(user.role)) {
    if (offerOwnerAccount && user.role === 'user' && roles.includes('owner')) return <BecomeOwnerPage />;
    return <ForbiddenPage roles={roles} role={user.role} />;
  }
  return children ?? <Outlet />;
}
