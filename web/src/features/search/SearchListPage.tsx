import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Grid, Heading, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useMemo } from 'react';
import type { SearchFilters } from '../../../../shared/validation/search';
import { PageNumbers } from '../../components/PageNumbers';
import { SearchListingsDocument, type SearchListingsQuery } from '../../generated/graphql';
import { graphQLErrorsOf } from '../../lib/errors';
import { seenListings } from '../../lib/seen-listings';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { ListingCard } from '../property/ListingCard';
import { RefinePanel, ResultsControls, ResultsHeading } from './SearchResultsHeader';
import { SearchWidget } from './SearchWidget';
import { searchHeading, wideningSteps } from './search-labels';
import { SEARCH_PAGE_SIZE, searchQueryString, toFilterInput, type SearchState } from './search-url';
import { withUnderstood } from './understood';
import { useSearchState } from './useSearchState';
import { PageMeta } from '../../components/PageMeta';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { BrowserOnly } from '../../components/BrowserOnly';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';

const SearchMap = lazy(() => import('./SearchMap'));

const NO_RESULTS = 'No PGs match these filters';

/** Spec section 8: the server's message, else the error's own, else 'Search failed'. */
function searchError(error: unknown): string {
  return graphQLErrorsOf(error)[0]?.message || (error instanceof Error && error.message) || CALL_MESSAGES.searchFailed;
}

/**
 * /search-list: the results of the search in the URL, with the widget, the sidebar, the chips,
 * Sort By, pages and a map view.
 */
export function SearchListPage() {
  const { filters, page, view, update, replaceFilters, searchAnew, adoptUnderstood, setPage, setView } = useSearchState();
  const excludeIds = useMemo(() => (filters.hideSeen ? seenListings() : []), [filters.hideSeen]);
  const { data, previousData, loading, error } = useQuery(SearchListingsDocument, {
    variables: { filter: toFilterInput(filters, excludeIds), page, limit: SEARCH_PAGE_SIZE, sort: filters.sort ?? null },
  });
  const result = (data ?? (loading ? previousData : undefined))?.search;

  useEffect(() => {
    if (error) console.error(CALL_MESSAGES.searchFailed, error);
  }, [error]);

  // The words of q the search read as filters move into the URL, so reloading and sharing give this page and each part can be removed.
  const understood = data?.search.understood;
  const read = useMemo(() => withUnderstood(filters, understood), [filters, understood]);
  useEffect(() => {
    if (read && searchQueryString({ filters: read }) !== searchQueryString({ filters })) adoptUnderstood(filters, read);
  }, [read, filters, adoptUnderstood]);
  // Shown from the render the results come in (the server's HTML, for a page it renders): the URL
  // takes them an effect later, once the page has started, and Budget said "Any budget" meanwhile.
  const shown = read ?? filters;

  const heading = result ? searchHeading(shown, result.total, result.totalExact) : loading ? 'Searching...' : 'Search results';
  const sort = shown.sort ?? result?.sort ?? 'newest';

  return (
    <>
      <PageMeta
        title={heading}
        description="PG and hostel stays matching your search on Nivaas: compare rent, sharing, food and amenities, on a list or a map."
      />
      <BreadcrumbBanner title="Search List" />
      <Container maxW="7xl" py={{ base: '4', md: '8' }}>
        {/* A new search (not a new page or view of it) starts the widget afresh. */}
        <SearchWidget key={searchQueryString({ filters })} initial={filters} facets={result?.facets} onSearch={searchAnew} />

        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={{ base: '4', lg: '8' }} mt={{ base: '4', md: '8' }}>
          <RefinePanel filters={shown} facets={result?.facets} onChange={update} onClearAll={() => replaceFilters({})} />

          <Stack gap="4" minW="0">
            <ResultsHeading heading={heading} filters={shown} understoodQuery={result?.understoodQuery} onChange={update} />

            <Box>
              <SaveSearchButton filters={shown} />
            </Box>

            <ResultsControls filters={shown} sort={sort} view={view} onChange={update} onView={setView} />

            <ResultsBody
              result={result}
              loading={loading}
              error={error}
              filters={shown}
              page={page}
              view={view}
              onChange={update}
              onClearAll={() => replaceFilters({})}
              onPage={setPage}
            />
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

type SearchResult = SearchListingsQuery['search'];

interface ResultsBodyProps {
  result: SearchResult | undefined;
  loading: boolean;
  error: unknown;
  filters: SearchFilters;
  page: number;
  view: SearchState['view'];
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
  onPage: (page: number) => void;
}

/** The error, skeletons, a way out of no results, or the results (with the map in map view). */
function ResultsBody({ result, loading, error, filters, page, view, onChange, onClearAll, onPage }: ResultsBodyProps) {
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
  if (!result.results.length)
    return <NoResults filters={filters} page={page} onChange={onChange} onClearAll={onClearAll} onFirstPage={() => onPage(1)} />;
  return (
    <Stack gap="6" opacity={loading ? 0.6 : 1} aria-busy={loading}>
      {view === 'map' && (
        <BrowserOnly fallback={<Skeleton h={{ base: '320px', md: '460px' }} borderRadius="card" />}>
          <Suspense fallback={<Skeleton h={{ base: '320px', md: '460px' }} borderRadius="card" />}>
            <SearchMap listings={result.results.map((hit) => hit.property)} center={mapCenter(filters)} />
          </Suspense>
        </BrowserOnly>
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
      {/* The gateway's totalPages, not total: past the count's cap it numbers a page beyond the counted ones. */}
      <PageNumbers total={result.totalPages * SEARCH_PAGE_SIZE} pageSize={SEARCH_PAGE_SIZE} page={page} onPageChange={onPage} />
    </Stack>
  );
}

/** A 'near me' search centres the map on the seeker; any other lets the map fit the results. */
function mapCenter(filters: SearchFilters): { lat: number; lng: number } | null {
  if (!filters.nearMe || filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng };
}

function NoResults({
  filters,
  page,
  onChange,
  onClearAll,
  onFirstPage,
}: {
  filters: SearchFilters;
  page: number;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
  onFirstPage: () => void;
}) {
  if (page > 1) {
    return (
      <Stack align="start" gap="3">
        <Text fontSize="lg">This page is past the last result.</Text>
        <Button colorPalette="brand" minH="44px" borderRadius="full" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </Stack>
    );
  }
  const steps = wideningSteps(filters);
  return (
    <Stack align="start" gap="3" borderWidth="1px" borderRadius="card" p={{ base: '5', md: '8' }} bg="bg.subtle">
      <Heading as="h2" size="lg">
        {NO_RESULTS}
      </Heading>
      <Text color="fg.muted">Try a wider search:</Text>
      <Wrap gap="2">
        {steps.slice(0, 4).map((step) => (
          <Button
            key={step.label}
            variant="outline"
            colorPalette="brand"
            minH="44px"
            borderRadius="full"
            onClick={() => onChange(step.patch)}
          >
            {step.label}
          </Button>
        ))}
        <Button colorPalette="saffron" minH="44px" borderRadius="full" onClick={onClearAll}>
          Clear all filters
        </Button>
      </Wrap>
    </Stack>
  );
}
