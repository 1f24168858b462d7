/**
 * Saved searches: a seeker keeps a search of the /search-list page under a name and comes back to
 * see what is new in it. The name is made from the search's own parts ("Girls · Jaipur · under
 * ₹8,000 · Meals"), the same in the web app's dialog and in the sample data.
 */

import { labelOf } from './property';
import { formatRupees } from './listing-text';
import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, MIN_RATING_FILTERS, SHARING_TYPES } from './search';
import type { SearchFilters } from '../validation/search';
import { radiusOf } from '../validation/search-params';

/** The most searches one account keeps. */
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The longest search query kept (the search's own limits keep a real one far shorter). */
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  full: `You can keep at most ${SAVED_SEARCH_MAX} saved searches. Delete one to save another.`,
  queryTooLong: `This search is too long to save (at most ${SAVED_SEARCH_QUERY_MAX} characters)`,
  notFound: 'This saved search does not exist (it may have been deleted)',
  save: 'Save this search',
  saved: 'Search saved. Find it in My saved searches.',
  alreadySaved: 'You have already saved this search.',
  renamed: 'Saved search renamed.',
  paused: 'Saved search paused.',
  resumed: 'Saved search resumed.',
  deleted: 'Saved search deleted.',
} as const;

const HOSTEL_TYPE_WORDS = { boys_hostel: 'Boys', girls_hostel: 'Girls', co_living: 'Co-living' } as const;

/** The name a search is saved under unless the seeker types another: its parts joined with " · ". */
export function savedSearchName(filters: Partial<SearchFilters>): string {
  const parts = [...placeWords(filters), ...priceWords(filters), ...stayWords(filters)];
  const name = parts.length ? parts.join(' · ') : 'All PGs';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}

/** Who and where: "Girls", the text, the locality, the city, "within 5 km". */
function placeWords(filters: Partial<SearchFilters>): string[] {
  const parts: string[] = [];
  if (filters.hostelType) parts.push(HOSTEL_TYPE_WORDS[filters.hostelType]);
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.location) parts.push(filters.location);
  if (filters.city) parts.push(filters.city);
  if (filters.nearMe) parts.push(`within ${radiusOf(filters)} km`);
  return parts;
}

function priceWords({ priceMin, priceMax }: Partial<SearchFilters>): string[] {
  if (priceMin !== undefined && priceMax !== undefined) return [`${formatRupees(priceMin)} to ${formatRupees(priceMax)}`];
  if (priceMax !== undefined) return [`under ${formatRupees(priceMax)}`];
  if (priceMin !== undefined) return [`from ${formatRupees(priceMin)}`];
  return [];
}

/** What kind of stay: sharing, food, amenities, rating, beds free. */
function stayWords(filters: Partial<SearchFilters>): string[] {
  const parts = (filters.sharingType ?? []).map((sharing) => `${labelOf(SHARING_TYPES, sharing).toLowerCase()} sharing`);
  if (filters.foodPreference) parts.push(`${labelOf(FOOD_PREFERENCE_FILTERS, filters.foodPreference).toLowerCase()} food`);
  parts.push(...(filters.amenities ?? []).map((amenity) => labelOf(AMENITY_FILTERS, amenity)));
  const rating = MIN_RATING_FILTERS.find((r) => r.value === filters.minRating);
  if (rating) parts.push(rating.label);
  if (filters.bedsFree) parts.push('beds free');
  return parts;
}
