import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink, LuFlag, LuHouse, LuLayoutDashboard, LuInbox, LuLogOut, LuMail, LuUsers } from 'react-icons/lu';
import { NavLink, Outlet } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useAuth } from '../auth/auth-context';

const LINKS: Array<{ label: string; to: string; icon: ReactNode; end?: boolean }> = [
  { label: 'Dashboard', to: '/dashboard', icon: <LuLayoutDashboard aria-hidden />, end: true },
  { label: 'Users', to: '/dashboard/users', icon: <LuUsers aria-hidden /> },
  { label: 'Properties', to: '/dashboard/properties', icon: <LuHouse aria-hidden /> },
  { label: 'Messages', to: '/dashboard/messages', icon: <LuMail aria-hidden /> },
  { label: 'Reports', to: '/dashboard/reports', icon: <LuFlag aria-hidden /> },
  { label: 'Outbox', to: '/dashboard/outbox', icon: <LuInbox aria-hidden /> },
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
  css: { '&[aria-current=page]': { background: 'var(--chakra-colors-brand-subtle)', color: 'var(--chakra-colors-brand-fg)' } },
} as const;

/** The admin area: a sidebar (a row of links on phones), a header with the admin, the page. */
export function DashboardLayout() {
  const { user } = useAuth();
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} flex="1" minH="100dvh">
      <Box as="aside" w={{ lg: '250px' }} flexShrink={0} bg="bg" borderRightWidth={{ lg: '1px' }} borderBottomWidth={{ base: '1px', lg: '0' }} px="4" py={{ base: '3', lg: '6' }}>
        <Stack gap={{ base: '2', lg: '8' }} position={{ lg: 'sticky' }} top="6">
          <Logo />
          <Stack as="nav" aria-label="Dashboard" direction={{ base: 'row', lg: 'column' }} gap="1" wrap="wrap">
            {LINKS.map((link) => (
              <Link key={link.to} asChild {...navLinkStyle}>
                <NavLink to={link.to} end={link.end}>
                  {link.icon} {link.label}
                </NavLink>
              </Link>
            ))}
            <Link asChild {...navLinkStyle}>
              <NavLink to="/">
                <LuExternalLink aria-hidden /> View site
              </NavLink>
            </Link>
            <Link asChild {...navLinkStyle}>
              <NavLink to="/logout">
                <LuLogOut aria-hidden /> Sign out
              </NavLink>
            </Link>
          </Stack>
        </Stack>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" justify="flex-end" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px" bg="bg">
          <Stack gap="0" textAlign="right">
            <Text fontWeight="semibold">{user?.fullName}</Text>
            <Badge colorPalette="saffron" alignSelf="flex-end">
              Admin
            </Badge>
          </Stack>
        </HStack>
        <Box flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
