import { useQuery } from '@apollo/client/react';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { organizationStructuredData } from '../../../../shared/domain/page-meta';
import { PageMeta } from '../../components/PageMeta';
import { BRAND, runtimeConfig } from '../../config';
import { BlogListDocument } from '../../generated/graphql';
import { Island } from '../../public-pages/island';
import { BlogCard } from '../blog/BlogCard';
import { SearchWidget } from '../search/SearchWidget';
import { Collections } from './Collections';
import { FeaturedCities } from './FeaturedCities';
import { Recommended } from './Recommended';
import { SectionHeader } from './SectionHeader';

/** The hero's backdrop: the page's largest paint, asked for in the head rather than found in its styles. */
const HERO_IMAGE = '/images/blog/default-banner.svg';
const HERO_TAGLINE = `Find Comfort. Find ${BRAND}.`;
const HERO_SUBLINE =
  'Budget-friendly PG and hostel stays for students and working professionals, with owners you can reach directly and no brokerage.';
const HOME_TITLE = 'PG and hostel stays across India';
const HOME_DESCRIPTION =
  'Find PG and hostel stays across Indian cities. Search by locality, landmark, budget, sharing, food and amenities, and contact owners directly.';

/**
 * Home (spec section 2): hero with the search widget, then live recommendations and collections,
 * then guides. Served as HTML with islands (router.tsx): the search widget, the recommendations
 * (hearts, the carousel's arrows, the nearest listings once allowed) and the collections'
 * carousels; the featured cities and the guides are links.
 */
export function HomePage() {
  return (
    <>
      <PageMeta
        title={HOME_TITLE}
        description={HOME_DESCRIPTION}
        structuredData={() => organizationStructuredData(runtimeConfig())}
        preloadImage={{ url: HERO_IMAGE }}
      />
      <Hero />
      <Island name="recommended" component={Recommended} props={{}} />
      <FeaturedCities />
      <Island name="collections" component={Collections} props={{}} />
      <LatestGuides />
    </>
  );
}

function Hero() {
  return (
    <Box
      position="relative"
      bg="brand.900"
      bgImage={`linear-gradient(180deg, rgba(4,35,34,0.35) 0%, rgba(4,35,34,0.85) 100%), url(${HERO_IMAGE})`}
      bgSize="cover"
      bgPos="center bottom"
      color="white"
    >
      <Container maxW="7xl" pt={{ base: '12', md: '24' }} pb={{ base: '8', md: '16' }}>
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" fontWeight="700" letterSpacing="-0.02em">
            {HERO_TAGLINE}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
            {HERO_SUBLINE}
          </Text>
        </Stack>
        <Box mt={{ base: '6', md: '10' }} maxW="5xl">
          <Island name="search-widget" component={SearchWidget} props={{ onHero: true }} />
        </Box>
      </Container>
    </Box>
  );
}

function LatestGuides() {
  const { data } = useQuery(BlogListDocument);
  const latest = data?.blogs.slice(0, 3) ?? [];
  if (!latest.length) return null;
  return (
    <Container maxW="7xl" py={{ base: '10', md: '14' }}>
      <Box mb="4">
        <SectionHeader eyebrow="From our blog" title="Guides for your move" link={{ to: '/blog', label: 'All posts' }} />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {latest.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
