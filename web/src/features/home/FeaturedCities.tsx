import { Box, Container, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { landingPath } from '../../../../shared/domain/landing-pages';
import { useSiteSettings } from '../settings/useSiteSettings';
import { SectionHeader } from './SectionHeader';

const FEATURED_CITIES_TITLE = 'PGs and hostels by city';

/** The cities admins feature (dashboard Settings), each opening its city page. */
export function FeaturedCities() {
  const { featuredCities } = useSiteSettings();
  return (
    <Container maxW="7xl" pt={{ base: '10', md: '14' }} as="section" aria-label={FEATURED_CITIES_TITLE}>
      <Box mb="4">
        <SectionHeader eyebrow="Featured cities" title={FEATURED_CITIES_TITLE} />
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        {featuredCities.length
          ? featuredCities.map((city) => (
              <LinkBox
                as="li"
                key={city}
                borderWidth="1px"
                borderRadius="card"
                p={{ base: '4', md: '5' }}
                display="flex"
                alignItems="center"
                gap="3"
                minH="56px"
                transition="box-shadow 0.2s"
                _hover={{ boxShadow: 'md' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              >
                <Box as={LuMapPin} boxSize="5" color="brand.fg" flexShrink={0} aria-hidden />
                <Text fontWeight="semibold" lineClamp={2}>
                  <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                    <RouterLink to={landingPath({ city })}>PGs in {city}</RouterLink>
                  </LinkOverlay>
                </Text>
              </LinkBox>
            ))
          : [0, 1, 2, 3].map((n) => <Skeleton as="li" key={n} h="56px" borderRadius="card" />)}
      </SimpleGrid>
    </Container>
  );
}
