import { Box, Container, Grid, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCompass, LuHeartHandshake, LuTarget } from 'react-icons/lu';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { PageMeta } from '../../components/PageMeta';
import { WhatWeCheck } from './WhatWeCheck';

const SECTIONS: Array<{ title: string; icon: IconType; paragraphs: string[] }> = [
  {
    title: 'Who we are',
    icon: LuHeartHandshake,
    paragraphs: [
      'Nivaas is a team of people who have all, at some point, moved to a new city with one suitcase and a list of PG phone numbers. We know how stressful it is to choose a place to live from a few blurry photos and a promise over the phone.',
      'We started in Jaipur and have launched in Bengaluru, Chennai and Hyderabad. Nivaas means "a dwelling", and that is what we want every stay found here to become.',
    ],
  },
  {
    title: 'What we do',
    icon: LuCompass,
    paragraphs: [
      'We help students and working professionals find paying-guest rooms and hostels that fit their budget, commute and way of life. Search by city, locality, landmark, price, room sharing, food and amenities, or simply look for stays near where you stand.',
      'Owners list their rooms with real photos, prices and house rules, and manage them in one place. Every listing shows who posted it and when, so you always know whom you are dealing with.',
    ],
  },
  {
    title: 'What we are aiming at',
    icon: LuTarget,
    paragraphs: [
      'We want to be the most honest place to find a stay in India: no fake listings, no hidden charges and no brokerage. We say "verified" only where something was checked, and we remove listings that do not match reality.',
      'Next we are expanding to more cities, adding reviews from people who actually lived there, and making it possible to book a visit in a few taps, even on the most basic phone.',
    ],
  },
];

const ABOUT_DESCRIPTION =
  'Why Nivaas exists and how it works: PG and hostel stays across Indian cities, searched by locality, budget, sharing, food and amenities.';

export function AboutPage() {
  return (
    <>
      <PageMeta title="About us" description={ABOUT_DESCRIPTION} />
      <BreadcrumbBanner title="About us" />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Stack gap="4" maxW="3xl" mb={{ base: '10', md: '14' }}>
          <Text color="saffron.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            Find Comfort. Find Nivaas.
          </Text>
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
            A home away from home should be easy to find.
          </Heading>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '6', md: '8' }}>
          {SECTIONS.map((section) => (
            <Box
              as="section"
              key={section.title}
              borderWidth="1px"
              borderRadius="card"
              p={{ base: '6', md: '7' }}
              bg="bg.panel"
              boxShadow="xs"
            >
              <Box display="inline-flex" p="3" borderRadius="xl" bg="brand.subtle" color="brand.fg" mb="4">
                <Icon as={section.icon} boxSize="6" aria-hidden />
              </Box>
              <Heading as="h3" size="xl" mb="3">
                {section.title}
              </Heading>
              <Stack gap="3" color="fg.muted" lineHeight="tall">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 20)}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Grid>
        <WhatWeCheck />
      </Container>
    </>
  );
}
