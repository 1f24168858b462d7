import { SEARCH_FILTER_KEYS, searchFiltersSchema, toSearchParams, type SearchFilters } from '../../../../shared/validation/search';
import type { SearchFilterInput } from '../../generated/graphql';

/** What the /search-list URL holds: the filters (the REST query string's names), the page, the view. */
export interface SearchState {
  filters: SearchFilters;
  page: number;
  view: 'list' | 'map';
}

export const SEARCH_PAGE_SIZE = 20;

/**
 * Reads the filters from a URL query. A link someone edited by hand never breaks the page: a
 * value that does not read (an unknown amenity, a maximum below the minimum) is dropped and the
 * rest still applies.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const raw: Record<string, string> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  let filters: SearchFilters = {};
  for (let attempt = 0; attempt < SEARCH_FILTER_KEYS.length; attempt++) {
    const result = searchFiltersSchema.safeParse(raw);
    if (result.success) {
      filters = result.data;
      break;
    }
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      // A problem of a pair (lat without lng, nearMe without a point) drops the whole point.
      if (key in raw) delete raw[key];
      else for (const part of ['lat', 'lng', 'nearMe', 'radius']) delete raw[part];
    }
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1, view: params.get('view') === 'map' ? 'map' : 'list' };
}

/** The URL query of a search (spec section 5's rule: empty filters are left out; page 1 and the list view too). */
export function searchQueryString(state: Partial<SearchState> & { filters: Partial<SearchFilters> }): string {
  return toSearchParams(state.filters, { page: state.page && state.page > 1 ? state.page : undefined, view: state.view === 'map' ? 'map' : undefined }).toString();
}

export function searchHref(filters: Partial<SearchFilters>): string {
  const query = searchQueryString({ filters });
  return query ? `/search-list?${query}` : '/search-list';
}

/** The GraphQL input of the filters (sort travels separately). */
export function toFilterInput(filters: SearchFilters, excludeIds: string[] = []): SearchFilterInput {
  const { sort: _sort, excludeIds: _excluded, ...rest } = filters;
  return { ...rest, ...(excludeIds.length ? { excludeIds } : {}) };
}

/** How many filters are on, besides the text and the place (for the Filters button's badge). */
export function countPanelFilters(filters: Partial<SearchFilters>): number {
  return (filters.hostelType ? 1 : 0) + (filters.foodPreference ? 1 : 0) + (filters.minRating ? 1 : 0) + (filters.bedsFree ? 1 : 0) + (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0) + (filters.sharingType?.length ?? 0) + (filters.amenities?.length ?? 0);
}
