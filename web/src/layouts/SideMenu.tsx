import { Box, Button, CloseButton, Drawer, HStack, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useSiteSettings } from '../features/settings/useSiteSettings';
import { accountLinks } from '../features/auth/account-menu';
import { formatMobile } from '../features/auth/phone-code';
import { UnreadBadge } from '../features/leads/UnreadBadge';
import { useAuth } from '../features/auth/auth-context';
import { NAV_LINKS } from './nav-links';

const SIDE_MENU_WIDTH = '270px';

/**
 * The small-screen menu: slides in from the left, 270px wide, with the header's items. Tapping
 * the overlay or any link closes it; the page behind does not scroll while it is open.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { contact } = useSiteSettings();
  const { user } = useAuth();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" preventScroll>
      <Portal>
        <Drawer.Backdrop data-testid="side-menu-overlay" />
        <Drawer.Positioner>
          <Drawer.Content maxW={SIDE_MENU_WIDTH} w={SIDE_MENU_WIDTH} aria-label="Menu">
            <Drawer.Header borderBottomWidth="1px" py="3">
              <HStack justify="space-between" w="full" onClick={onClose}>
                <Logo />
              </HStack>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Close menu" size="md" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack as="nav" aria-label="Menu" gap="1">
                {NAV_LINKS.map((link) => (
                  <Link
                    key={link.to}
                    asChild
                    onClick={onClose}
                    minH="44px"
                    px="3"
                    display="flex"
                    alignItems="center"
                    borderRadius="md"
                    fontWeight="medium"
                    _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                    css={{
                      '&[aria-current=page]': { background: 'brand.subtle', color: 'brand.fg' },
                    }}
                  >
                    <NavLink to={link.to} end={link.to === '/'}>
                      {link.label}
                    </NavLink>
                  </Link>
                ))}
              </Stack>
              <Button asChild colorPalette="saffron" w="full" mt="4" minH="44px" borderRadius="full" onClick={onClose}>
                <RouterLink to="/contact">Contact</RouterLink>
              </Button>
              <Separator my="5" />
              {user ? (
                <Box>
                  <Box px="3" mb="2">
                    <Text fontWeight="semibold" truncate>
                      {user.fullName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {user.email ?? (user.contactNumber && formatMobile(user.contactNumber))}
                    </Text>
                  </Box>
                  <Stack as="nav" aria-label="Account" gap="1">
                    {accountLinks(user).map((link) => (
                      <Link
                        key={link.to}
                        asChild
                        onClick={onClose}
                        minH="44px"
                        px="3"
                        display="flex"
                        alignItems="center"
                        borderRadius="md"
                        _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                      >
                        <RouterLink to={link.to}>
                          {link.label}
                          {link.unread && <UnreadBadge of={link.unread} />}
                        </RouterLink>
                      </Link>
                    ))}
                  </Stack>
                </Box>
              ) : (
                <Stack gap="3">
                  <Link
                    asChild
                    onClick={onClose}
                    minH="44px"
                    px="3"
                    display="flex"
                    alignItems="center"
                    borderRadius="md"
                    _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                  >
                    <RouterLink to="/shortlist">My Shortlist</RouterLink>
                  </Link>
                  <HStack gap="3">
                    <Button asChild variant="outline" colorPalette="brand" flex="1" minH="44px" onClick={onClose}>
                      <RouterLink to="/login">Login</RouterLink>
                    </Button>
                    <Button asChild colorPalette="brand" flex="1" minH="44px" onClick={onClose}>
                      <RouterLink to="/register">Signin</RouterLink>
                    </Button>
                  </HStack>
                </Stack>
              )}
              <Stack mt="6" gap="2" fontSize="sm" color="fg.muted">
                <Link href={`mailto:${contact.email}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                  <LuMail aria-hidden /> {contact.email}
                </Link>
                <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                  <LuPhone aria-hidden /> {contact.phone}
                </Link>
                <Text>{contact.address}</Text>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
