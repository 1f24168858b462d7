import { Box, Button, ButtonGroup, Collapsible, HStack, Heading, IconButton, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuList, LuMap, LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { SEARCH_SORTS } from '../../../../shared/domain/search';
import type { SearchFilters } from '../../../../shared/validation/search';
import type { SearchListingsQuery } from '../../generated/graphql';
import { SearchSidebar } from './SearchSidebar';
import { SEARCH_CHIPS } from './search-labels';
import type { SearchState } from './search-url';
import { removeChip, searchChips } from './understood';
import { useSearchState } from './useSearchState';

type Facets = SearchListingsQuery['search']['facets'];

/**
 * The sidebar: behind 'Refine results' on phones, beside the results (sticky) on wide screens.
 * An island of the search page; each of its parts, like the page's others, changes the search in
 * the address (useSearchState).
 */
export function RefinePanel({ filters, facets }: { filters: SearchFilters; facets: Facets | null | undefined }) {
  const { update: onChange, replaceFilters } = useSearchState();
  const onClearAll = () => replaceFilters({});
  return (
    <Box>
      {/* The panel below the trigger is made when first opened: the server's HTML carries the
          filters once (the wide screen's), not twice (about 10 KB and 6 ms of a search's render). */}
      <Collapsible.Root defaultOpen={false} lazyMount display={{ base: 'block', lg: 'none' }}>
        <Collapsible.Trigger asChild>
          <Button variant="outline" w="full" minH="44px" colorPalette="brand">
            <LuSlidersHorizontal aria-hidden /> Refine results
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pt="4">
            <SearchSidebar filters={filters} facets={facets} onChange={onChange} onClearAll={onClearAll} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
      <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4">
        <SearchSidebar filters={filters} facets={facets} onChange={onChange} onClearAll={onClearAll} />
      </Box>
    </Box>
  );
}

interface ResultsHeadingProps {
  heading: string;
  filters: SearchFilters;
  understoodQuery: string | null | undefined;
}

/** The count heading, what a free-text search was read as, and a removable chip per part of the search. */
export function ResultsHeading({ heading, filters, understoodQuery }: ResultsHeadingProps) {
  const { update: onChange } = useSearchState();
  const chips = searchChips(filters);
  const readAs = understoodQuery && filters.q && understoodQuery !== filters.q.trim().toLowerCase() ? understoodQuery : null;
  return (
    <Box>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} aria-live="polite">
        {heading}
      </Heading>
      {readAs && (
        <Text color="fg.muted" fontSize="sm">
          Showing results for “{readAs}”
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
              onClick={() => onChange(removeChip(filters, chip))}
            >
              {chip.label} <LuX aria-hidden />
            </Button>
          ))}
        </Wrap>
      )}
    </Box>
  );
}

interface ResultsControlsProps {
  filters: SearchFilters;
  sort: string;
  view: SearchState['view'];
}

/** Quick filter toggles, Sort By (by distance only with a point to measure from) and list or map. */
export function ResultsControls({ filters, sort, view }: ResultsControlsProps) {
  const { update: onChange, setView: onView } = useSearchState();
  const hasPoint = filters.lat !== undefined && filters.lng !== undefined;
  return (
    <Stack gap="3">
      <Wrap gap="2" role="group" aria-label="Quick filters">
        {SEARCH_CHIPS.map((chip) => {
          const on = chip.on(filters);
          return (
            <Button
              key={chip.label}
              size="sm"
              minH="44px"
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={on}
              onClick={() => onChange(chip.toggle(filters))}
            >
              {chip.label}
            </Button>
          );
        })}
      </Wrap>
      <HStack gap="2" justify={{ base: 'space-between', md: 'flex-end' }}>
        <NativeSelect.Root size="sm" width="auto" minW="170px">
          <NativeSelect.Field
            name="sort"
            aria-label="Sort By"
            value={sort}
            minH="44px"
            onChange={(event) => onChange({ sort: event.target.value as SearchFilters['sort'] })}
          >
            {SEARCH_SORTS.filter((s) => s.value !== 'distance' || hasPoint).map((s) => (
              <option key={s.value} value={s.value}>
                Sort By: {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ButtonGroup size="sm" attached variant="outline" colorPalette="brand">
          <IconButton
            aria-label="List view"
            aria-pressed={view === 'list'}
            variant={view === 'list' ? 'solid' : 'outline'}
            minH="44px"
            minW="44px"
            onClick={() => onView('list')}
          >
            <LuList />
          </IconButton>
          <IconButton
            aria-label="Map view"
            aria-pressed={view === 'map'}
            variant={view === 'map' ? 'solid' : 'outline'}
            minH="44px"
            minW="44px"
            onClick={() => onView('map')}
          >
            <LuMap />
          </IconButton>
        </ButtonGroup>
      </HStack>
    </Stack>
  );
}
