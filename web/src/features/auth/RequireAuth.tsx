import { Button, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../../shared/domain/roles';
import { PageLoading } from '../../components/PageLoading';
import { onDemand } from '../../lib/on-demand';
import { SESSION_UNREACHABLE, useAuth } from './auth-context';
import type { FromState } from './redirect';

// What a signed-in account without the route's role sees: rare, and never in a public page's
// server HTML, so not in every page's first JavaScript.
const becomeOwnerPage = onDemand(() => import('./BecomeOwnerPage').then((m) => m.BecomeOwnerPage));
const forbiddenPage = onDemand(() => import('./ForbiddenPage').then((m) => m.ForbiddenPage));

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
          <Text fontSize="lg">{SESSION_UNREACHABLE}</Text>
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
    return (
      <Suspense fallback={<PageLoading />}>
        {offerOwnerAccount && user.role === 'user' && roles.includes('owner') ? (
          <becomeOwnerPage.Component />
        ) : (
          <forbiddenPage.Component roles={roles} role={user.role} />
        )}
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
