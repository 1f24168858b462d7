import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../config';
import { BlogListDocument } from '../../generated/graphql';
import { BlogCard } from '../blog/BlogCard';

export const HERO_TAGLINE = `Find Comfort. Find ${BRAND}.`;
export const HERO_SUBLINE = 'Budget-friendly PG and hostel stays for students and working professionals, with verified hosts and no brokerage.';

export function HomePage() {
  return (
    <>
      <Hero />
      <LatestGuides />
    </>
  );
}

function Hero() {
  return (
    <Box
      position="relative"
      overflow="hidden"
      bg="brand.900"
      bgImage="linear-gradient(180deg, rgba(4,35,34,0.35) 0%, rgba(4,35,34,0.85) 100%), url(/images/blog/default-banner.svg)"
      bgSize="cover"
      bgPos="center bottom"
      color="white"
    >
      <Container maxW="7xl" py={{ base: '16', md: '28' }}>
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" fontWeight="700" letterSpacing="-0.02em">
            {HERO_TAGLINE}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
            {HERO_SUBLINE}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function LatestGuides() {
  const { data } = useQuery(BlogListDocument);
  const latest = data?.blogs.slice(0, 3) ?? [];
  if (!latest.length) return null;
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }}>
      <HStack justify="space-between" align="end" mb="6" gap="4" wrap="wrap">
        <Box>
          <Text color="saffron.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            From our blog
          </Text>
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            Guides for your move
          </Heading>
        </Box>
        <Button asChild variant="ghost" colorPalette="brand" minH="44px">
          <RouterLink to="/blog">
            All posts <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {latest.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
