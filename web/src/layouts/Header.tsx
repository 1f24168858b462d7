import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { Island } from '../public-pages/island';
import { HeaderActions } from './HeaderActions';
import { NAV_LINKS } from './nav-links';
import { TopBar } from './TopBar';

/** The sticky header: the contact strip, the logo, the main navigation and the header's buttons (an island). */
export function Header() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" boxShadow="0 1px 0 {colors.border}">
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
                  css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
                >
                  <NavLink to={link.to} end={link.to === '/'}>
                    {link.label}
                  </NavLink>
                </Link>
              ))}
            </nav>
          </HStack>
          <Island name="header-actions" component={HeaderActions} props={{}} />
        </HStack>
      </Container>
    </Box>
  );
}
