import { HStack, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { onDemand } from '../lib/on-demand';

/** The account menu loads when someone is signed in (the server's page is always signed out). */
const userMenu = onDemand(() => import('./UserMenu').then((m) => m.UserMenu));

/** The contact strip's way in: Login / Signin, or the signed-in user's menu. */
export function AccountLinks() {
  const { user } = useAuth();
  if (user)
    return (
      <Suspense fallback={null}>
        <userMenu.Component user={user} />
      </Suspense>
    );
  return (
    <HStack gap="1.5" fontWeight="medium">
      <Link asChild color="inherit">
        <RouterLink to="/login">Login</RouterLink>
      </Link>
      <Text as="span" aria-hidden>
        /
      </Text>
      <Link asChild color="inherit">
        <RouterLink to="/register">Signin</RouterLink>
      </Link>
    </HStack>
  );
}
