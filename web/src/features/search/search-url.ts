import { SEARCH_FILTER_KEYS, searchFiltersSchema, type SearchFilters } from '../../../../shared/validation/search';
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

/** The GraphQL input of the filters (sort travels separately). */
export function toFilterInput(filters: SearchFilters, excludeIds: string[] = []): SearchFilterInput {
  const { sort: _sort, excludeIds: _excluded, ...rest } = filters;
  return { ...rest, ...(excludeIds.length ? { excludeIds } : {}) };
}

// Links to searches need no zod (the home page's widget uses only these).
export { countPanelFilters, searchHref, searchQueryString } from './search-links';
