import { Box, Button, Container, HStack, IconButton, Link } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '../components/ColorModeButton';
import { Logo } from '../components/Logo';
import { useAuth } from '../features/auth/auth-context';
import { ShortlistLink } from '../features/shortlist/ShortlistLink';
import { NAV_LINKS } from './nav-links';
import { onDemand } from '../lib/on-demand';
import { TopBar } from './TopBar';

/** The small-screen menu (a drawer) loads when the menu button is first touched or focused. */
const sideMenu = onDemand(() => import('./SideMenu').then((m) => m.SideMenu));
/** A signed-in user's live threads and what waits for them (the server's page is always signed out). */
const headerUnread = onDemand(() => import('../features/leads/HeaderUnread').then((m) => m.HeaderUnread));

export function Header() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // Kept once opened, so closing it can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" boxShadow="0 1px 0 var(--chakra-colors-border)">
      <TopBar />
      <Container maxW="7xl" py={{ base: '2', lg: '3' }}>
        <HStack justify="space-between" gap="4">
          <Logo />
          <HStack asChild gap="1" display={{ base: 'none', lg: 'flex' }}>
            <nav aria-label="Main">
              {NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  asChild
                  px="3"
                  minH="44px"
                  display="inline-flex"
                  alignItems="center"
                  fontWeight="medium"
                  color="fg.muted"
                  borderRadius="md"
                  _hover={{ color: 'brand.fg', textDecoration: 'none', bg: 'brand.subtle' }}
                  css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-fg)', fontWeight: 'semibold' } }}
                >
                  <NavLink to={link.to} end={link.to === '/'}>
                    {link.label}
                  </NavLink>
                </Link>
              ))}
            </nav>
          </HStack>
          <HStack gap="1">
            <ShortlistLink />
            <ColorModeButton />
            <Button
              asChild
              colorPalette="saffron"
              size="md"
              minH="44px"
              display={{ base: 'none', lg: 'inline-flex' }}
              borderRadius="full"
              px="6"
            >
              <RouterLink to="/contact">Contact</RouterLink>
            </Button>
            <Box position="relative" display={{ base: 'inline-flex', lg: 'none' }}>
              <IconButton
                aria-label="Open menu"
                variant="ghost"
                minW="44px"
                minH="44px"
                onPointerDown={() => void sideMenu.load()}
                onFocus={() => void sideMenu.load()}
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
              >
                <LuMenu />
              </IconButton>
              {user && (
                <Suspense fallback={null}>
                  <headerUnread.Component user={user} size="xs" position="absolute" top="-1" right="-1" ms="0" pointerEvents="none" />
                </Suspense>
              )}
            </Box>
          </HStack>
        </HStack>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <sideMenu.Component open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
