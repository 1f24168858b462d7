import { NEAR_ME_DEFAULT_RADIUS_KM } from '../domain/search';
import type { SearchFilters } from './search';

/**
 * The search filters as URL and query-string parameters, and the near-me helpers: plain code,
 * so a page that only links to searches does not load zod (the filters' rules: ./search.ts).
 */

/** lat/lng with nearMe or a radius: only listings within the radius of the point (issue 10 item 8). */
export const searchesAroundPoint = (filters: Pick<SearchFilters, 'nearMe' | 'radius' | 'lat' | 'lng'>) =>
  filters.lat !== undefined && filters.lng !== undefined && (Boolean(filters.nearMe) || filters.radius !== undefined);

/** The radius of a near-me search, in km. */
export const radiusOf = (filters: Pick<SearchFilters, 'radius'>) => filters.radius ?? NEAR_ME_DEFAULT_RADIUS_KM;

/** Keys of SearchFilters in the order URLs and query strings list them. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'city',
  'location',
  'hostelType',
  'sharingType',
  'priceMin',
  'priceMax',
  'amenities',
  'foodPreference',
  'tenants',
  'minRating',
  'nearMe',
  'lat',
  'lng',
  'radius',
  'attachedBathroom',
  'verified',
  'furnished',
  'postedBy',
  'withPhotos',
  'withVideos',
  'bedsFree',
  'hideSeen',
  'sort',
] as const satisfies ReadonlyArray<keyof SearchFilters>;

/**
 * Spec section 5's submission rule: every filter that is empty, null, undefined (or false, for
 * the on/off ones, and an empty list) is dropped; lists are comma-joined. The result is the
 * query string of GET /api/v1/search and of the /search-list page.
 */
export function toSearchParams(
  filters: Partial<Record<(typeof SEARCH_FILTER_KEYS)[number], unknown>>,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
      continue;
    }
    const text = String(value).trim();
    if (text) params.set(key, text);
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && String(value) !== '') params.set(key, String(value));
  return params;
}

/** A query string's search filters as raw text (toSearchParams's inverse, before the filters' rules read them); other keys are left out. */
export function searchFiltersOf(query: string): Partial<Record<(typeof SEARCH_FILTER_KEYS)[number], string>> {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  return Object.fromEntries(SEARCH_FILTER_KEYS.filter((key) => params.has(key)).map((key) => [key, params.get(key) ?? '']));
}
