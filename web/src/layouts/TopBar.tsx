import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { brandBandFocus } from '../app/theme';
import { useSiteSettings } from '../features/settings/useSiteSettings';
import { useAuth } from '../features/auth/auth-context';
import { onDemand } from '../lib/on-demand';

/** The account menu loads when someone is signed in (the server's page is always signed out). */
const userMenu = onDemand(() => import('./UserMenu').then((m) => m.UserMenu));

/** Desktop-only strip above the navigation: how to reach us, and the way in. */
export function TopBar() {
  const { contact } = useSiteSettings();
  const { user } = useAuth();
  return (
    <Box
      css={brandBandFocus}
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
      display={{ base: 'none', lg: 'block' }}
      data-testid="top-bar"
    >
      <Container maxW="7xl" py="2">
        <HStack justify="space-between" gap="6">
          <HStack gap="6">
            <Link href={`mailto:${contact.email}`} color="inherit" display="inline-flex" gap="1.5" alignItems="center">
              <LuMail aria-hidden /> {contact.email}
            </Link>
            <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} color="inherit" display="inline-flex" gap="1.5" alignItems="center">
              <LuPhone aria-hidden /> {contact.phone}
            </Link>
            <Text display="inline-flex" gap="1.5" alignItems="center">
              <LuMapPin aria-hidden /> {contact.address}
            </Text>
          </HStack>
          {user ? (
            <Suspense fallback={null}>
              <userMenu.Component user={user} />
            </Suspense>
          ) : (
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
          )}
        </HStack>
      </Container>
    </Box>
  );
}
