import { Badge, Box, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  LuChartColumn,
  LuExternalLink,
  LuClock,
  LuFlag,
  LuHouse,
  LuLayoutDashboard,
  LuInbox,
  LuLogOut,
  LuMail,
  LuMenu,
  LuNewspaper,
  LuSettings,
  LuTrophy,
  LuUsers,
} from 'react-icons/lu';
import { NavLink, Outlet } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { useAuth } from '../../auth/auth-context';
import { HeaderNotifications } from './HeaderNotifications';
import { HeaderSearch } from './HeaderSearch';

/** The sidebar's pages; a new dashboard page is one entry here and one route. */
const LINKS: Array<{ label: string; to: string; icon: ReactNode; end?: boolean }> = [
  { label: 'Dashboard', to: '/dashboard', icon: <LuLayoutDashboard aria-hidden />, end: true },
  { label: 'Leaderboard', to: '/dashboard/leaderboard', icon: <LuTrophy aria-hidden /> },
  { label: 'Leads report', to: '/dashboard/sales-report', icon: <LuChartColumn aria-hidden /> },
  { label: 'Users', to: '/dashboard/users', icon: <LuUsers aria-hidden /> },
  { label: 'Properties', to: '/dashboard/properties', icon: <LuHouse aria-hidden /> },
  { label: 'Blog', to: '/dashboard/blog', icon: <LuNewspaper aria-hidden /> },
  { label: 'Messages', to: '/dashboard/messages', icon: <LuMail aria-hidden /> },
  { label: 'Reports', to: '/dashboard/reports', icon: <LuFlag aria-hidden /> },
  { label: 'Outbox', to: '/dashboard/outbox', icon: <LuInbox aria-hidden /> },
  { label: 'Audit log', to: '/dashboard/audit', icon: <LuClock aria-hidden /> },
  { label: 'Settings', to: '/dashboard/settings', icon: <LuSettings aria-hidden /> },
];

const navLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '44px',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
  css: { '&[aria-current=page]': { background: 'brand.subtle', color: 'brand.fg' } },
} as const;

function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1">
      {LINKS.map((link) => (
        <Link key={link.to} asChild {...navLinkStyle}>
          <NavLink to={link.to} end={link.end} onClick={onNavigate}>
            {link.icon} {link.label}
          </NavLink>
        </Link>
      ))}
      <Link asChild {...navLinkStyle}>
        <NavLink to="/" onClick={onNavigate}>
          <LuExternalLink aria-hidden /> View site
        </NavLink>
      </Link>
      <Link asChild {...navLinkStyle}>
        <NavLink to="/logout" onClick={onNavigate}>
          <LuLogOut aria-hidden /> Sign out
        </NavLink>
      </Link>
    </Stack>
  );
}

/** The admin area: a sidebar (a menu in a drawer below 1024 px), a header with the admin, the page. */
export function DashboardLayout() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} flex="1" minH="100dvh" maxW="100vw">
      <Box as="aside" hideBelow="lg" w="250px" flexShrink={0} bg="bg" borderRightWidth="1px" px="4" py="6">
        <Stack gap="8" position="sticky" top="6">
          <Logo />
          <DashboardNav />
        </Stack>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px" bg="bg" gap="3" wrap="wrap">
          <HStack hideFrom="lg" gap="2">
            <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton aria-label="Open the dashboard menu" variant="ghost" minW="44px" minH="44px">
                  <LuMenu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="280px">
                    <Drawer.Header>
                      <Drawer.Title asChild>
                        <Box>
                          <Logo />
                        </Box>
                      </Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body px="4">
                      <DashboardNav onNavigate={() => setMenuOpen(false)} />
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Close the menu" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
            <Logo />
          </HStack>
          {/* Below md the search takes a line of its own under the header's row. */}
          <Box role="search" order={{ base: 1, md: 0 }} flex={{ base: '1 1 100%', md: '1 1 auto' }} maxW={{ md: '420px' }} minW="0">
            <HeaderSearch />
          </Box>
          <HStack gap="3" ms="auto" minW="0" flex="1 1 0" justify="flex-end">
            <HeaderNotifications />
            <Stack gap="0" textAlign="right" minW="0">
              <Text fontWeight="semibold" truncate>
                {user?.fullName}
              </Text>
              <Badge colorPalette="saffron" alignSelf="flex-end">
                Admin
              </Badge>
            </Stack>
          </HStack>
        </HStack>
        <Box flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
