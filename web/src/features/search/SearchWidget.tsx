import { Badge, Button, chakra, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { LuLocateFixed, LuSearch, LuSlidersHorizontal } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { MIN_RATING_FILTERS, type AmenityFilter, type HostelType, type SharingType } from '../../../../shared/domain/search';

const [TOP_RATING_FILTER] = MIN_RATING_FILTERS;
import type { SearchFilters } from '../../../../shared/validation/search';
import { radiusOf } from '../../../../shared/validation/search-params';
import type { SearchListingsQuery } from '../../generated/graphql';
import { onDemand } from '../../lib/on-demand';
import { SearchBox, suggestionLabel, type Suggestion } from './SearchBox';
import type { SearchPanelValues } from './search-form.schema';
import { openNewSearch } from './latest-search';
import { countPanelFilters } from './search-links';
import { useNearMe } from './useNearMe';

type Facets = NonNullable<SearchListingsQuery['search']['facets']>;

/** The filter panel (and its checkboxes, radios and switch) loads when Filters is first touched or opened. */
const filterPanel = onDemand(() => import('./FilterPanel').then((m) => m.FilterPanel));

/** The panel's rules (zod) load with the first check, not with the page. */
const searchPanelResolver: Resolver<SearchPanelValues> = (...args) =>
  import('./search-form.schema').then((m) => m.searchPanelResolver(...args));

/** The filters the widget owns; the sidebar's, chips' and sort survive a new search. */
const WIDGET_KEYS = [
  'q',
  'city',
  'location',
  'hostelType',
  'foodPreference',
  'priceMin',
  'priceMax',
  'sharingType',
  'amenities',
  'minRating',
  'bedsFree',
  'nearMe',
  'lat',
  'lng',
  'radius',
] as const;

/** The place part of a search as the box shows it: "Malviya Nagar, Jaipur", "Jaipur", "girls pg". */
function placeLabel(filters: Partial<SearchFilters>): string {
  return [filters.location ?? filters.q, filters.city].filter(Boolean).join(', ');
}

/** What choosing a suggestion searches: a locality in its city, a city, or a landmark or PG name in its city. */
function placeOf(suggestion: Suggestion): Partial<SearchFilters> {
  if (suggestion.kind === 'city') return { city: suggestion.text };
  if (suggestion.kind === 'locality') return { location: suggestion.text, city: suggestion.city };
  return { q: suggestion.text, city: suggestion.city };
}

function panelValues(filters: Partial<SearchFilters>): SearchPanelValues {
  return {
    hostelType: filters.hostelType ?? '',
    foodPreference: filters.foodPreference ?? 'any',
    priceMin: filters.priceMin !== undefined ? String(filters.priceMin) : '',
    priceMax: filters.priceMax !== undefined ? String(filters.priceMax) : '',
    sharingType: [...(filters.sharingType ?? [])],
    amenities: [...(filters.amenities ?? [])],
    minRating: filters.minRating === TOP_RATING_FILTER.value,
    bedsFree: Boolean(filters.bedsFree),
  };
}

/**
 * The search widget of spec section 2: one text box (with suggestions) for location, city or PG
 * name, a Filters toggle with the filter panel, Near Me and Search. Searching opens
 * /search-list with the filters in its URL; empty ones are left out (spec section 5). The search
 * it opens is the page's latest (latest-search.ts), so a sort or chip clicked before the page
 * re-renders builds on it instead of dropping it.
 */
export function SearchWidget({
  initial = {},
  facets,
  onHero = false,
}: {
  initial?: SearchFilters;
  facets?: Facets | null;
  onHero?: boolean;
}) {
  const navigate = useNavigate();
  const searchFor = (filters: SearchFilters) => openNewSearch(navigate, filters);
  const panelId = useId();
  const initialLabel = placeLabel(initial);
  const [text, setTextState] = useState(initialLabel);
  // The latest text, also for a submit that comes before React has re-rendered (fast Enter).
  const latestText = useRef(initialLabel);
  const setText = (value: string) => {
    latestText.current = value;
    setTextState(value);
  };
  const [open, setOpen] = useState(false);
  const [near, setNear] = useState(
    initial.nearMe && initial.lat !== undefined && initial.lng !== undefined ? { lat: initial.lat, lng: initial.lng } : null,
  );
  const nearMe = useNearMe();
  const form = useForm<SearchPanelValues>({ resolver: searchPanelResolver, mode: 'all', defaultValues: panelValues(initial) });
  const activeFilters = countPanelFilters(initial);

  function search(place: Partial<SearchFilters> | null, point = near) {
    return form.handleSubmit(
      (values) => {
        const carried = { ...initial };
        for (const key of WIDGET_KEYS) delete carried[key];
        if (!point && carried.sort === 'distance') delete carried.sort;
        const typed = latestText.current.trim();
        const unchanged = typed === initialLabel;
        const where = place ?? (unchanged ? { q: initial.q, city: initial.city, location: initial.location } : { q: typed });
        const filters: SearchFilters = {
          ...carried,
          ...where,
          hostelType: (values.hostelType || undefined) as HostelType | undefined,
          foodPreference: values.foodPreference === 'any' ? undefined : values.foodPreference,
          priceMin: values.priceMin === '' ? undefined : Number(values.priceMin),
          priceMax: values.priceMax === '' ? undefined : Number(values.priceMax),
          sharingType: values.sharingType as SharingType[],
          amenities: values.amenities as AmenityFilter[],
          minRating: values.minRating ? TOP_RATING_FILTER.value : undefined,
          bedsFree: values.bedsFree || undefined,
          ...(point ? { nearMe: true, lat: point.lat, lng: point.lng, radius: initial.radius } : {}),
        };
        searchFor(filters);
      },
      () => setOpen(true),
    )();
  }

  async function searchNearMe() {
    const point = await nearMe.locate();
    if (!point) return;
    setNear(point);
    await search(null, point);
  }

  return (
    <chakra.form
      role="search"
      aria-label="Search PGs and hostels"
      // Before the page's scripts run (or without them) the browser sends the text to the search page itself.
      action="/search-list"
      method="get"
      bg="bg.panel"
      color="fg"
      borderRadius="card"
      boxShadow={onHero ? 'xl' : 'sm'}
      borderWidth={onHero ? '0' : '1px'}
      p={{ base: '3', md: '4' }}
      onSubmit={(event) => {
        event.preventDefault();
        void search(null);
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" align="stretch">
        <SearchBox
          value={text}
          onChange={setText}
          onPick={(suggestion) => {
            // The query as the search reads it opens that search as it is.
            if (suggestion.kind === 'understood' && suggestion.query) {
              const query = new URLSearchParams(suggestion.query);
              // Read with the URL's own schema, whose zod stays out of the home page's first load.
              void import('./search-url').then(({ readSearchState }) => searchFor(readSearchState(query).filters));
              return;
            }
            setText(suggestionLabel(suggestion));
            void search(placeOf(suggestion));
          }}
          onSubmit={() => void search(null)}
        />
        <HStack gap="2" flexShrink={0}>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            minH="44px"
            flex={{ base: '1', md: 'initial' }}
            aria-expanded={open}
            aria-controls={panelId}
            onPointerDown={() => void filterPanel.load()}
            onFocus={() => void filterPanel.load()}
            onClick={() => setOpen((value) => !value)}
          >
            <LuSlidersHorizontal aria-hidden /> Filters
            {activeFilters > 0 && (
              <Badge colorPalette="saffron" variant="solid" borderRadius="full" aria-label={`${activeFilters} on`}>
                {activeFilters}
              </Badge>
            )}
          </Button>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            minH="44px"
            flex={{ base: '1', md: 'initial' }}
            loading={nearMe.locating}
            loadingText="Locating..."
            onClick={() => void searchNearMe()}
          >
            <LuLocateFixed aria-hidden /> Near Me
          </Button>
          <Button type="submit" colorPalette="saffron" minH="44px" flex={{ base: '1', md: 'initial' }} px="6">
            <LuSearch aria-hidden /> Search
          </Button>
        </HStack>
      </Stack>

      {near && (
        <HStack mt="2" gap="2" fontSize="sm" color="brand.fg">
          <LuLocateFixed aria-hidden />
          <Text>Near you: within {radiusOf(initial)} km</Text>
          <CloseButton size="2xs" aria-label="Stop searching near me" onClick={() => setNear(null)} />
        </HStack>
      )}
      {nearMe.error && (
        <HStack mt="2" gap="2" align="start" role="alert">
          <Text fontSize="sm" color="fg.error" flex="1">
            {nearMe.error}
          </Text>
          <CloseButton size="2xs" aria-label="Dismiss" onClick={nearMe.clearError} />
        </HStack>
      )}
      {open && (
        <FormProvider {...form}>
          <Suspense fallback={null}>
            <filterPanel.Component id={panelId} facets={facets} />
          </Suspense>
        </FormProvider>
      )}
    </chakra.form>
  );
}
