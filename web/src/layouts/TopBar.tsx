import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { brandBandFocus } from '../app/theme';
import { useSiteSettings } from '../features/settings/useSiteSettings';
import { Island } from '../public-pages/island';
import { AccountLinks } from './AccountLinks';

/** Desktop-only strip above the navigation: how to reach us, and the way in. */
export function TopBar() {
  const { contact } = useSiteSettings();
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
          <Island name="account" component={AccountLinks} props={{}} />
        </HStack>
      </Container>
    </Box>
  );
}
