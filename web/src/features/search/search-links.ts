import { toSearchParams } from '../../../../shared/validation/search-params';
import type { SearchFilters } from '../../../../shared/validation/search';
import type { SearchState } from './search-url';

/** The URL query of a search (spec section 5's rule: empty filters are left out; page 1 and the list view too). */
export function searchQueryString(state: Partial<SearchState> & { filters: Partial<SearchFilters> }): string {
  return toSearchParams(state.filters, {
    page: state.page && state.page > 1 ? state.page : undefined,
    view: state.view === 'map' ? 'map' : undefined,
  }).toString();
}

export function searchHref(filters: Partial<SearchFilters>): string {
  const query = searchQueryString({ filters });
  return query ? `/search-list?${query}` : '/search-list';
}

/** How many filters are on, besides the text and the place (for the Filters button's badge). */
export function countPanelFilters(filters: Partial<SearchFilters>): number {
  return (
    (filters.hostelType ? 1 : 0) +
    (filters.foodPreference ? 1 : 0) +
    (filters.minRating ? 1 : 0) +
    (filters.bedsFree ? 1 : 0) +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0) +
    (filters.sharingType?.length ?? 0) +
    (filters.amenities?.length ?? 0)
  );
}
