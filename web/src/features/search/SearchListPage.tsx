import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import type { SearchFilters } from '../../../../shared/validation/search';
import { SearchListingsDocument, type SearchListingsQuery } from '../../generated/graphql';
import { graphQLErrorsOf } from '../../lib/errors';
import { seenListings } from '../../lib/seen-listings';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { Island } from '../../public-pages/island';
import { PageRedirect } from '../../public-pages/page-status';
import { ListingCard } from '../property/ListingCard';
import { NoResults } from './NoResults';
import { RefinePanel, ResultsControls, ResultsHeading } from './SearchResultsHeader';
import { SearchMapView } from './SearchMapView';
import { SearchPageNumbers } from './SearchPageNumbers';
import { SearchWidget } from './SearchWidget';
import { searchHeading } from './search-labels';
import { SEARCH_PAGE_SIZE, searchQueryString, toFilterInput, type SearchState } from './search-url';
import { withUnderstood } from './understood';
import { useSearchState } from './useSearchState';
import { PageMeta } from '../../components/PageMeta';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';

/** Spec section 8: the server's message, else the error's own, else 'Search failed'. */
function searchError(error: unknown): string {
  return graphQLErrorsOf(error)[0]?.message || (error instanceof Error && error.message) || CALL_MESSAGES.searchFailed;
}

/**
 * /search-list: the results of the search in the URL, with the widget, the sidebar, the chips,
 * Sort By, pages and a map view. Served as HTML with islands (each part that changes the search
 * is one, and changes it in the address: useSearchState), or, opened from within the app, as
 * any page.
 */
export function SearchListPage() {
  const { filters, page, view, adoptUnderstood } = useSearchState();
  const excludeIds = useMemo(() => (filters.hideSeen ? seenListings() : []), [filters.hideSeen]);
  const { data, previousData, loading, error } = useQuery(SearchListingsDocument, {
    variables: { filter: toFilterInput(filters, excludeIds), page, limit: SEARCH_PAGE_SIZE, sort: filters.sort ?? null },
  });
  const result = (data ?? (loading ? previousData : undefined))?.search;

  useEffect(() => {
    if (error) console.error(CALL_MESSAGES.searchFailed, error);
  }, [error]);

  const { shown, readAddress } = useReadFilters(filters, data?.search.understood, adoptUnderstood);

  const heading = resultsHeading(shown, result, loading);
  const sort = shown.sort ?? result?.sort ?? 'newest';
  const facets = result?.facets ?? null;

  return (
    <>
      {readAddress && <PageRedirect to={`/search-list?${searchQueryString({ filters: readAddress, page, view })}`} />}
      <PageMeta
        title={heading}
        description="PG and hostel stays matching your search on Nivaas: compare rent, sharing, food and amenities, on a list or a map."
      />
      <BreadcrumbBanner title="Search List" />
      <Container maxW="7xl" py={{ base: '4', md: '8' }}>
        {/* A new search (not a new page or view of it) starts the widget afresh. */}
        <Island key={searchQueryString({ filters })} name="search-widget" component={SearchWidget} props={{ initial: filters, facets }} />

        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={{ base: '4', lg: '8' }} mt={{ base: '4', md: '8' }}>
          <Island name="search-refine" component={RefinePanel} props={{ filters: shown, facets }} />

          <Stack gap="4" minW="0">
            <Island
              name="search-heading"
              component={ResultsHeading}
              props={{ heading, filters: shown, understoodQuery: result?.understoodQuery ?? null }}
            />

            <Box>
              <Island name="save-search" component={SaveSearchButton} props={{ filters: shown }} />
            </Box>

            <Island name="search-controls" component={ResultsControls} props={{ filters: shown, sort, view }} />

            <ResultsBody result={result} loading={loading} error={error} filters={shown} page={page} view={view} />
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

type SearchResult = SearchListingsQuery['search'];

function resultsHeading(filters: SearchFilters, result: SearchResult | undefined, loading: boolean): string {
  if (result) return searchHeading(filters, result.total, result.totalExact);
  return loading ? 'Searching...' : 'Search results';
}

/**
 * The words of q the search read as filters move into the URL, so reloading and sharing give this
 * page and each part can be removed: the server answers with a redirect to that address
 * (`readAddress`), the app replaces its own. They are `shown` from the render the results come
 * in; the URL takes them an effect later (and Budget said "Any budget" meanwhile).
 */
function useReadFilters(
  filters: SearchFilters,
  understood: SearchResult['understood'] | undefined,
  adoptUnderstood: (made: SearchFilters, read: SearchFilters) => void,
) {
  const read = useMemo(() => withUnderstood(filters, understood), [filters, understood]);
  const readAddress = read && searchQueryString({ filters: read }) !== searchQueryString({ filters }) ? read : null;
  useEffect(() => {
    if (readAddress) adoptUnderstood(filters, readAddress);
  }, [readAddress, filters, adoptUnderstood]);
  return { shown: read ?? filters, readAddress };
}

interface ResultsBodyProps {
  result: SearchResult | undefined;
  loading: boolean;
  error: unknown;
  filters: SearchFilters;
  page: number;
  view: SearchState['view'];
}

/** The error, skeletons, a way out of no results, or the results (with the map in map view). */
function ResultsBody({ result, loading, error, filters, page, view }: ResultsBodyProps) {
  if (error && !loading) {
    return (
      <Text role="alert" color="fg.error" fontSize="lg">
        {searchError(error)}
      </Text>
    );
  }
  if (!result) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text color="fg.muted">Loading...</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="380px" borderRadius="card" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (!result.results.length) return <Island name="search-widening" component={NoResults} props={{ filters, page }} />;
  return (
    <Stack gap="6" opacity={loading ? 0.6 : 1} aria-busy={loading}>
      {view === 'map' && (
        <Island
          name="search-map"
          component={SearchMapView}
          props={{ listings: result.results.map(({ property }) => mapListing(property)), center: mapCenter(filters) }}
          wake="visible"
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6" as="ul" listStyleType="none" aria-label="Results">
        {result.results.map((hit, index) => (
          <Box as="li" key={hit.property.id}>
            <ListingCard listing={hit.property} distanceKm={hit.distanceKm} headingLevel="h2" priority={index === 0} />
          </Box>
        ))}
      </SimpleGrid>
      {result.results.some((hit) => hit.distanceKm !== null) && (
        <Text fontSize="xs" color="fg.muted">
          Distances are measured to the centre of each listing's postal area, so they are approximate.
        </Text>
      )}
      {result.totalPages > 1 && (
        <Island name="search-page-numbers" component={SearchPageNumbers} props={{ totalPages: result.totalPages, page }} />
      )}
    </Stack>
  );
}

/** What the map shows of a listing (its island's props go to the browser as JSON: only these). */
function mapListing({ id, title, price, locality, latitude, longitude }: SearchResult['results'][number]['property']) {
  return { id, title, price, locality, latitude, longitude };
}

/** A 'near me' search centres the map on the seeker; any other lets the map fit the results. */
function mapCenter(filters: SearchFilters): { lat: number; lng: number } | null {
  if (!filters.nearMe || filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng };
}
