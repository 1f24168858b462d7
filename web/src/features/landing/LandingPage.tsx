import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LANDING_AUDIENCES, landingHeading, landingPath, parseLandingPath } from '../../../../shared/domain/landing-pages';
import { cappedCountText } from '../../../../shared/domain/listing-text';
import { PageRedirect } from '../../public-pages/page-status';
import { PageMeta } from '../../components/PageMeta';
import { LandingPageDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorCode, errorMessage } from '../../lib/errors';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ListingCard } from '../property/ListingCard';

/**
 * /pg-in-jaipur, /pg-in-jaipur/malviya-nagar, /girls-pg-in-jaipur (and /girls-pg, the largest
 * city's): a heading, a summary counted from the listings, the first listings, a link to the full
 * search and links to the city's other localities and to its boys' and girls' pages.
 */
export function LandingPage() {
  const { pathname } = useLocation();
  const isLandingPath = parseLandingPath(pathname) !== null;
  const { data, loading, error } = useQuery(LandingPageDocument, { variables: { path: pathname }, skip: !isLandingPath });
  const page = data?.landingPage;
  const navigate = useNavigate();

  // /girls-pg names no city: show the page at its real address (the server redirects there).
  useEffect(() => {
    if (page && page.path !== pathname) navigate(page.path, { replace: true });
  }, [page, pathname, navigate]);

  if (!isLandingPath || errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  if (loading) {
    return (
      <Container maxW="7xl" py="8" aria-busy="true">
        <Text color="fg.muted" mb="4">
          Loading...
        </Text>
        <Skeleton h="8" w="50%" />
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6" mt="6">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="320px" borderRadius="card" />
          ))}
        </SimpleGrid>
      </Container>
    );
  }
  if (error || !page) {
    return (
      <Container maxW="3xl" py="12">
        <Text color="fg.error" role="alert">
          Error: {errorMessage(error, 'This page could not be loaded. Check your connection and try again.')}
        </Text>
      </Container>
    );
  }

  if (page.path !== pathname) return <PageRedirect to={page.path} />;

  const cityPath = landingPath({ city: page.city });
  // Counted up to the search's cap (COUNT_CAP for a first page): that figure means at least as many.
  const total = page.listings.total;
  return (
    <>
      {/* /girls-pg is the largest city's page: its address is that page's. */}
      <PageMeta title={page.heading} description={page.summary} noIndex={total === 0} canonicalPath={page.path} />
      <BreadcrumbBanner
        title={page.heading}
        parents={page.locality ? [{ label: landingHeading({ city: page.city }), to: cityPath }] : []}
        current={page.heading}
      />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          <Text fontSize="lg" maxW="3xl">
            {page.summary}
          </Text>
          {total > 0 && (
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6" as="ul" listStyleType="none" aria-label="Listings">
              {page.listings.results.map((hit, index) => (
                <Box as="li" key={hit.property.id}>
                  <ListingCard listing={hit.property} distanceKm={hit.distanceKm} headingLevel="h2" priority={index === 0} />
                </Box>
              ))}
            </SimpleGrid>
          )}
          <Box>
            <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
              <RouterLink to={`/search-list?${page.searchQuery}`}>
                {total > page.listings.results.length
                  ? `See all ${cappedCountText(total)} on the search page`
                  : 'Refine on the search page'}{' '}
                <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Box>
          <Box as="nav" aria-label={`More PGs in ${page.city}`}>
            <Heading as="h2" size="lg" mb="3">
              More PGs in {page.city}
            </Heading>
            <HStack as="ul" listStyleType="none" wrap="wrap" gap="2">
              {[
                ...(page.locality || page.audience ? [{ name: landingHeading({ city: page.city }), path: cityPath }] : []),
                ...LANDING_AUDIENCES.filter((audience) => audience.value !== page.audience).map((audience) => ({
                  name: landingHeading({ city: page.city, audience: audience.value }),
                  path: landingPath({ city: page.city, audience: audience.value }),
                })),
                ...page.localities.map((locality) => ({ name: `PG in ${locality.name}`, path: locality.path })),
              ].map((link) => (
                <Box as="li" key={link.path}>
                  <Link
                    asChild
                    variant="plain"
                    borderWidth="1px"
                    borderRadius="full"
                    px="4"
                    py="2"
                    minH="44px"
                    display="inline-flex"
                    alignItems="center"
                    color="brand.fg"
                  >
                    <RouterLink to={link.path}>{link.name}</RouterLink>
                  </Link>
                </Box>
              ))}
            </HStack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
