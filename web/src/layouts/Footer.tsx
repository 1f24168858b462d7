import { Box, Container, Grid, HStack, IconButton, Link, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { brandBandFocus } from '../app/theme';
import { Logo } from '../components/Logo';
import { SOCIAL_NETWORK_LABELS } from '../../../shared/domain/site-settings';
import { BRAND } from '../config';
import { useSiteSettings } from '../features/settings/useSiteSettings';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { Island } from '../public-pages/island';

const FOOTER_ABOUT =
  'Nivaas is a growing PG rental network helping you find PG rentals across major Indian cities: owners you reach directly, honest prices and stays that feel like home.';

const COMPANY_LINKS = [
  { label: 'About Us', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
];

const SERVICE_LINKS = [
  // The city with the most such listings; its page links to the others.
  { label: 'PG For Girls', to: '/girls-pg' },
  { label: 'PG For Boys', to: '/boys-pg' },
  { label: 'Post Your Property', to: '/add-property' },
  { label: 'Reviews & Ratings', to: '/reviews' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Support', to: '/contact' },
];

const SOCIAL_ICONS = { facebook: FaFacebookF, instagram: FaInstagram, x: FaXTwitter, linkedin: FaLinkedinIn, youtube: FaYoutube };

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="h2" fontFamily="heading" fontSize="lg" fontWeight="semibold" color="white" mb="4">
      {children}
    </Text>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <Box as="nav" aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <Stack as="ul" gap="0" listStyleType="none">
        {links.map((link) => (
          <Box as="li" key={link.label}>
            <Link asChild color="whiteAlpha.800" minH="40px" display="inline-flex" alignItems="center" _hover={{ color: 'saffron.300' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { contact, social } = useSiteSettings();
  const year = new Date().getFullYear();
  return (
    <Box css={brandBandFocus} as="footer" bg="brand.950" color="whiteAlpha.900" mt="auto">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.4fr' }} gap={{ base: '8', lg: '12' }}>
          <Stack gap="4">
            <Logo inverted />
            <Text color="whiteAlpha.800" lineHeight="tall">
              {FOOTER_ABOUT}
            </Text>
            <HStack gap="1" wrap="wrap" aria-label="Follow us">
              {(Object.keys(SOCIAL_ICONS) as Array<keyof typeof SOCIAL_ICONS>)
                .filter((network) => social[network])
                .map((network) => {
                  const Icon = SOCIAL_ICONS[network];
                  return (
                    <IconButton
                      key={network}
                      asChild
                      aria-label={`${BRAND} on ${SOCIAL_NETWORK_LABELS[network]}`}
                      variant="ghost"
                      color="whiteAlpha.900"
                      _hover={{ bg: 'whiteAlpha.200' }}
                      minW="44px"
                      minH="44px"
                      borderRadius="full"
                    >
                      <a href={social[network]} target="_blank" rel="noopener noreferrer">
                        <Icon />
                      </a>
                    </IconButton>
                  );
                })}
            </HStack>
          </Stack>
          <FooterLinks title="Company" links={COMPANY_LINKS} />
          <FooterLinks title="Services" links={SERVICE_LINKS} />
          <Stack gap="6">
            <Box>
              <FooterHeading>Contact</FooterHeading>
              <Stack gap="2" color="whiteAlpha.800">
                <HStack align="start" gap="2">
                  <Box as={LuMapPin} mt="1" flexShrink={0} aria-hidden />
                  <Text>{contact.address}</Text>
                </HStack>
                <Link
                  href={`tel:${contact.phone.replace(/\s+/g, '')}`}
                  color="inherit"
                  display="inline-flex"
                  gap="2"
                  alignItems="center"
                  minH="40px"
                >
                  <LuPhone aria-hidden /> {contact.phone}
                </Link>
                <Link href={`mailto:${contact.email}`} color="inherit" display="inline-flex" gap="2" alignItems="center" minH="40px">
                  <LuMail aria-hidden /> {contact.email}
                </Link>
              </Stack>
            </Box>
            <Island name="newsletter" component={NewsletterForm} props={{}} />
          </Stack>
        </Grid>
        <Separator my="8" borderColor="whiteAlpha.300" />
        <Text textAlign="center" fontSize="sm" color="whiteAlpha.700">
          © {year} {BRAND}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
