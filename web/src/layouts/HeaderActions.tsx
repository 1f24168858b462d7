import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '../components/ColorModeButton';
import { useAuth } from '../features/auth/auth-context';
import { ShortlistLink } from '../features/shortlist/ShortlistLink';
import { onDemand } from '../lib/on-demand';

/** The small-screen menu (a drawer) loads when the menu button is first touched or focused. */
const sideMenu = onDemand(() => import('./SideMenu').then((m) => m.SideMenu));
/** A signed-in user's live threads and what waits for them (the server's page is always signed out). */
const headerUnread = onDemand(() => import('../features/leads/HeaderUnread').then((m) => m.HeaderUnread));

/** The header's buttons: the shortlist, light or dark, contact, and the small-screen menu. */
export function HeaderActions() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // Kept once opened, so closing it can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <HStack gap="1">
      <ShortlistLink />
      <ColorModeButton />
      <Button asChild colorPalette="saffron" size="md" minH="44px" display={{ base: 'none', lg: 'inline-flex' }} borderRadius="full" px="6">
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
      {menuUsed && (
        <Suspense fallback={null}>
          <sideMenu.Component open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </HStack>
  );
}
