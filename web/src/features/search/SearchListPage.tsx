import { useQuery } from '@apollo/client/react';
import { Box, Button, ButtonGroup, Collapsible, Container, Grid, HStack, Heading, IconButton, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { LuList, LuMap, LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { SEARCH_SORTS } from '../../../../shared/domain/search';
import { PageNumbers } from '../../components/PageNumbers';
import { SearchListingsDocument } from '../../generated/graphql';
import { graphQLErrorsOf } from '../../lib/errors';
import { seenListings } from '../../lib/seen-listings';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { ListingCard } from '../property/ListingCard';
import { SearchSidebar } from './SearchSidebar';
import { SearchWidget } from './SearchWidget';
import { SEARCH_CHIPS, searchHeading, wideningSteps } from './search-labels';
import { SEARCH_PAGE_SIZE, searchQueryString, toFilterInput } from './search-url';
import { removeChip, searchChips, withUnderstood } from './understood';
import { useSearchState } from './useSearchState';
import { PageMeta } from '../../components/PageMeta';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

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
  const { filters, page, view, update, replaceFilters, adoptUnderstood, setPage, setView } = useSearchState();
  const excludeIds = useMemo(() => (filters.hideSeen ? seenListings() : []), [filters.hideSeen]);
  const { data, previousData, loading, error } = useQuery(SearchListingsDocument, {
    variables: { filter: toFilterInput(filters, excludeIds), page, limit: SEARCH_PAGE_SIZE, sort: filters.sort ?? null },
  });
  const result = (data ?? (loading ? previousData : undefined))?.search;
  const hasPoint = filters.lat !== undefined && filters.lng !== undefined;

  useEffect(() => {
    if (error) console.error(CALL_MESSAGES.searchFailed, error);
  }, [error]);

  // The words of q the search read as filters move into the URL, so reloading and sharing give this page and each part can be removed.
  const understood = data?.search.understood;
  useEffect(() => {
    const next = withUnderstood(filters, understood);
    if (next && searchQueryString({ filters: next }) !== searchQueryString({ filters })) adoptUnderstood(next);
  }, [understood, filters, adoptUnderstood]);
  const chips = searchChips(filters);

  const heading = result ? searchHeading(filters, result.total) : loading ? 'Searching...' : 'Search results';
  const sort = filters.sort ?? result?.sort ?? 'newest';

  return (
    <>
      <PageMeta title={heading} description="PG and hostel stays matching your search on Nivaas: compare rent, sharing, food and amenities, on a list or a map." />
      <BreadcrumbBanner title="Search List" />
      <Container maxW="7xl" py={{ base: '4', md: '8' }}>
        {/* A new search (not a new page or view of it) starts the widget afresh. */}
        <SearchWidget key={searchQueryString({ filters })} initial={filters} facets={result?.facets} />

        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={{ base: '4', lg: '8' }} mt={{ base: '4', md: '8' }}>
          <Box>
            <Collapsible.Root defaultOpen={false} display={{ base: 'block', lg: 'none' }}>
              <Collapsible.Trigger asChild>
                <Button variant="outline" w="full" minH="44px" colorPalette="brand">
                  <LuSlidersHorizontal aria-hidden /> Refine results
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Box pt="4">
                  <SearchSidebar filters={filters} facets={result?.facets} onChange={update} onClearAll={() => replaceFilters({})} />
                </Box>
              </Collapsible.Content>
            </Collapsible.Root>
            <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4">
              <SearchSidebar filters={filters} facets={result?.facets} onChange={update} onClearAll={() => replaceFilters({})} />
            </Box>
          </Box>

          <Stack gap="4" minW="0">
            <Box>
              <Heading as="h2" size={{ base: 'lg', md: 'xl' }} aria-live="polite">
                {heading}
              </Heading>
              {result?.understoodQuery && filters.q && result.understoodQuery !== filters.q.trim().toLowerCase() && (
                <Text color="fg.muted" fontSize="sm">
                  Showing results for “{result.understoodQuery}”
                </Text>
              )}
              {chips.length > 0 && (
                <Wrap gap="2" mt="2" role="group" aria-label="Your search">
                  {chips.map((chip) => (
                    <Button
                      key={`${chip.key}-${chip.value ?? ''}`}
                      size="sm"
                      minH="44px"
                      borderRadius="full"
                      variant="subtle"
                      colorPalette="brand"
                      aria-label={`Remove ${chip.label}`}
                      onClick={() => update(removeChip(filters, chip))}
                    >
                      {chip.label} <LuX aria-hidden />
                    </Button>
                  ))}
                </Wrap>
              )}
            </Box>

            <Stack gap="3">
              <Wrap gap="2" role="group" aria-label="Quick filters">
                {SEARCH_CHIPS.map((chip) => {
                  const on = chip.on(filters);
                  return (
                    <Button key={chip.label} size="sm" minH="44px" borderRadius="full" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on} onClick={() => update(chip.toggle(filters))}>
                      {chip.label}
                    </Button>
                  );
                })}
              </Wrap>
              <HStack gap="2" justify={{ base: 'space-between', md: 'flex-end' }}>
                <NativeSelect.Root size="sm" width="auto" minW="170px">
                  <NativeSelect.Field aria-label="Sort By" value={sort} minH="44px" onChange={(event) => update({ sort: event.target.value as typeof filters.sort })}>
                    {SEARCH_SORTS.filter((s) => s.value !== 'distance' || hasPoint).map((s) => (
                      <option key={s.value} value={s.value}>
                        Sort By: {s.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <ButtonGroup size="sm" attached variant="outline" colorPalette="brand">
                  <IconButton aria-label="List view" aria-pressed={view === 'list'} variant={view === 'list' ? 'solid' : 'outline'} minH="44px" minW="44px" onClick={() => setView('list')}>
                    <LuList />
                  </IconButton>
                  <IconButton aria-label="Map view" aria-pressed={view === 'map'} variant={view === 'map' ? 'solid' : 'outline'} minH="44px" minW="44px" onClick={() => setView('map')}>
                    <LuMap />
                  </IconButton>
                </ButtonGroup>
              </HStack>
            </Stack>

            {error && !loading ? (
              <Text role="alert" color="fg.error" fontSize="lg">
                {searchError(error)}
              </Text>
            ) : !result ? (
              <Stack gap="4" aria-busy="true">
                <Text color="fg.muted">Loading...</Text>
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="6">
                  {[0, 1, 2].map((key) => (
                    <Skeleton key={key} h="380px" borderRadius="card" />
                  ))}
                </SimpleGrid>
              </Stack>
            ) : !result.results.length ? (
              <NoResults filters={filters} page={page} onChange={update} onClearAll={() => replaceFilters({})} onFirstPage={() => setPage(1)} />
            ) : (
              <Stack gap="6" opacity={loading ? 0.6 : 1} aria-busy={loading}>
                {view === 'map' && (
                  <Suspense fallback={<Skeleton h={{ base: '320px', md: '460px' }} borderRadius="card" />}>
                    <SearchMap listings={result.results.map((hit) => hit.property)} center={filters.nearMe && hasPoint ? { lat: filters.lat as number, lng: filters.lng as number } : null} />
                  </Suspense>
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
                <PageNumbers total={result.total} pageSize={SEARCH_PAGE_SIZE} page={page} onPageChange={setPage} />
              </Stack>
            )}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

function NoResults({ filters, page, onChange, onClearAll, onFirstPage }: { filters: Parameters<typeof wideningSteps>[0]; page: number; onChange: (patch: Parameters<typeof wideningSteps>[0]) => void; onClearAll: () => void; onFirstPage: () => void }) {
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
          <Button key={step.label} variant="outline" colorPalette="brand" minH="44px" borderRadius="full" onClick={() => onChange(step.patch)}>
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
