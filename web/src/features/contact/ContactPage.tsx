import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { PageMeta } from '../../components/PageMeta';
import { Island } from '../../public-pages/island';
import { useSiteSettings } from '../settings/useSiteSettings';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { ContactForm } from './ContactForm';
import { OfficeMap } from './OfficeMap';

/**
 * Contact us: the configured address, phone and e-mail, a map, and the form stored for the admins.
 * Served as HTML with islands: the form (woken when first used) and the map (when it comes into view).
 */
export function ContactPage() {
  const { contact } = useSiteSettings();
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Write to the Nivaas team: questions about a stay, listing your PG, your account or feedback. We reply by e-mail."
      />
      <BreadcrumbBanner />
      <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '8', lg: '12' }}>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Get in touch
            </Heading>
            <Stack as="address" role="group" aria-label="Our contact details" fontStyle="normal" gap="2">
              <Text display="inline-flex" gap="2" alignItems="center">
                <LuMapPin aria-hidden /> {contact.address}
              </Text>
              <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                <LuPhone aria-hidden /> {contact.phone}
              </Link>
              <Link href={`mailto:${contact.email}`} display="inline-flex" gap="2" alignItems="center" minH="44px">
                <LuMail aria-hidden /> {contact.email}
              </Link>
            </Stack>
            {contact.latitude !== undefined && contact.longitude !== undefined && (
              <Island
                name="office-map"
                wake="visible"
                component={OfficeMap}
                props={{ latitude: contact.latitude, longitude: contact.longitude, address: contact.address }}
              />
            )}
          </Stack>
          <Island name="contact-form" component={ContactForm} props={{}} />
        </Grid>
      </Box>
    </>
  );
}
