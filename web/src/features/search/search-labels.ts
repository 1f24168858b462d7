import { PREFERRED_TENANTS, VACANT_BEDS_TEXT, labelOf } from '../../../../shared/domain/property';
import {
  AMENITY_FILTERS,
  FOOD_PREFERENCE_FILTERS,
  HOSTEL_TYPES,
  MIN_RATING_FILTERS,
  PRICE_BANDS,
  SHARING_TYPES,
} from '../../../../shared/domain/search';
import { searchCountText } from '../../../../shared/domain/listing-text';
import type { SearchFilters } from '../../../../shared/validation/search';
import { radiusOf } from '../../../../shared/validation/search-params';
import { formatRupees } from '../../lib/money';

/** One applied filter as the sidebar lists it, and the change that removes it. */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

const without = <T>(list: readonly T[] | undefined, value: T) => {
  const rest = (list ?? []).filter((item) => item !== value);
  return rest.length ? rest : undefined;
};

export function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${formatRupees(min)} to ${formatRupees(max)}`;
  if (min !== undefined) return `From ${formatRupees(min)}`;
  return `Up to ${formatRupees(max ?? 0)}`;
}

/** Every filter that is on, in the order the page shows them. */
export function appliedFilters(filters: SearchFilters): AppliedFilter[] {
  return [...appliedPlace(filters), ...appliedStay(filters), ...appliedSwitches(filters)];
}

/** Where: the search text, the locality, the city and 'near me'. */
function appliedPlace(filters: SearchFilters): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (filters.q) applied.push({ key: 'q', label: `“${filters.q}”`, remove: { q: undefined } });
  if (filters.location)
    applied.push({
      key: 'location',
      label: `Around ${filters.location}`,
      remove: { location: undefined, radius: filters.nearMe ? filters.radius : undefined },
    });
  if (filters.city) applied.push({ key: 'city', label: filters.city, remove: { city: undefined } });
  if (filters.nearMe)
    applied.push({
      key: 'nearMe',
      label: `Within ${radiusOf(filters)} km of you`,
      remove: {
        nearMe: undefined,
        lat: undefined,
        lng: undefined,
        radius: undefined,
        sort: filters.sort === 'distance' ? undefined : filters.sort,
      },
    });
  return applied;
}

/** What kind of stay: hostel type, sharing, price, amenities, food, rating and tenants. */
function appliedStay(filters: SearchFilters): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (filters.hostelType)
    applied.push({ key: 'hostelType', label: labelOf(HOSTEL_TYPES, filters.hostelType), remove: { hostelType: undefined } });
  for (const sharing of filters.sharingType ?? [])
    applied.push({
      key: `sharing-${sharing}`,
      label: `${labelOf(SHARING_TYPES, sharing)} sharing`,
      remove: { sharingType: without(filters.sharingType, sharing) },
    });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    applied.push({
      key: 'price',
      label: priceLabel(filters.priceMin, filters.priceMax),
      remove: { priceMin: undefined, priceMax: undefined },
    });
  for (const amenity of filters.amenities ?? [])
    applied.push({
      key: `amenity-${amenity}`,
      label: labelOf(AMENITY_FILTERS, amenity),
      remove: { amenities: without(filters.amenities, amenity) },
    });
  if (filters.foodPreference)
    applied.push({
      key: 'foodPreference',
      label: `${labelOf(FOOD_PREFERENCE_FILTERS, filters.foodPreference)} food`,
      remove: { foodPreference: undefined },
    });
  const rating = MIN_RATING_FILTERS.find((r) => r.value === filters.minRating);
  if (rating) applied.push({ key: 'minRating', label: rating.label, remove: { minRating: undefined } });
  for (const tenant of filters.tenants ?? [])
    applied.push({
      key: `tenant-${tenant}`,
      label: `For ${labelOf(PREFERRED_TENANTS, tenant).toLowerCase()}`,
      remove: { tenants: without(filters.tenants, tenant) },
    });
  return applied;
}

/** The yes-or-no filters, each shown by its label while on. */
const SWITCHES: Array<[keyof SearchFilters, string]> = [
  ['postedBy', 'Posted by owner'],
  ['verified', 'Verified'],
  ['furnished', 'Furnished'],
  ['withPhotos', 'With photos'],
  ['withVideos', 'With videos'],
  ['bedsFree', VACANT_BEDS_TEXT.filter],
  ['attachedBathroom', 'Attached bathroom'],
  ['hideSeen', 'Hiding already seen'],
];

function appliedSwitches(filters: SearchFilters): AppliedFilter[] {
  return SWITCHES.filter(([key]) => filters[key]).map(([key, label]) => ({ key, label, remove: { [key]: undefined } }));
}

/** The heading's words for what was searched: "for “girls pg” in Jaipur within 5 km of you". */
function searchDescription(filters: SearchFilters): string {
  const parts: string[] = [];
  if (filters.q) parts.push(`for “${filters.q}”`);
  if (filters.location) parts.push(`in and around ${[filters.location, filters.city].filter(Boolean).join(', ')}`);
  else if (filters.city) parts.push(`in ${filters.city}`);
  if (filters.nearMe) parts.push(`within ${radiusOf(filters)} km of you`);
  return parts.join(' ');
}

/** "48 PGs found", "1 PG found for “adyar”", "1,000+ PGs found in Bengaluru" (counting stopped at its cap). */
export function searchHeading(filters: SearchFilters, total: number, totalExact = true): string {
  const description = searchDescription(filters);
  return `${searchCountText(total, totalExact)} ${total === 1 ? 'PG' : 'PGs'} found${description ? ` ${description}` : ''}`;
}

/** The price band the filters equal, if any (the sidebar's Budget). */
export function bandOf(filters: Pick<SearchFilters, 'priceMin' | 'priceMax'>) {
  return PRICE_BANDS.find(
    (band) => filters.priceMin === (band.min || undefined) && filters.priceMax === (band.max === null ? undefined : band.max - 1),
  );
}

/** The filters of a price band: its minimum (none for 0) and its maximum, inclusive. */
export function bandFilters(band: (typeof PRICE_BANDS)[number]): Pick<SearchFilters, 'priceMin' | 'priceMax'> {
  return { priceMin: band.min || undefined, priceMax: band.max === null ? undefined : band.max - 1 };
}

/** The spec's chips (section 2) and 'Rating 4+', each a switch over one filter. */
export const SEARCH_CHIPS: ReadonlyArray<{
  label: string;
  on: (f: SearchFilters) => boolean;
  toggle: (f: SearchFilters) => Partial<SearchFilters>;
}> = [
  { label: 'owner', on: (f) => f.postedBy === 'owner', toggle: (f) => ({ postedBy: f.postedBy ? undefined : 'owner' }) },
  { label: 'verified', on: (f) => Boolean(f.verified), toggle: (f) => ({ verified: f.verified ? undefined : true }) },
  { label: 'furnished', on: (f) => Boolean(f.furnished), toggle: (f) => ({ furnished: f.furnished ? undefined : true }) },
  {
    label: 'For girls',
    on: (f) => f.hostelType === 'girls_hostel',
    toggle: (f) => ({ hostelType: f.hostelType === 'girls_hostel' ? undefined : 'girls_hostel' }),
  },
  { label: 'With photos', on: (f) => Boolean(f.withPhotos), toggle: (f) => ({ withPhotos: f.withPhotos ? undefined : true }) },
  { label: 'With videos', on: (f) => Boolean(f.withVideos), toggle: (f) => ({ withVideos: f.withVideos ? undefined : true }) },
  // Beside the spec's chips: 'Rating 4+' (issue 12).
  {
    label: MIN_RATING_FILTERS[0].label,
    on: (f) => f.minRating === MIN_RATING_FILTERS[0].value,
    toggle: (f) => ({ minRating: f.minRating ? undefined : MIN_RATING_FILTERS[0].value }),
  },
  // And 'Only with beds free' (issue 14).
  { label: VACANT_BEDS_TEXT.filter, on: (f) => Boolean(f.bedsFree), toggle: (f) => ({ bedsFree: f.bedsFree ? undefined : true }) },
];

type WideningStep = { label: string; patch: Partial<SearchFilters> };

/** Beyond the place: each filter that is on can be dropped, in this order. */
const DROP_STEPS: ReadonlyArray<WideningStep & { on: (f: SearchFilters) => boolean }> = [
  {
    on: (f) => f.priceMin !== undefined || f.priceMax !== undefined,
    label: 'Remove the price limits',
    patch: { priceMin: undefined, priceMax: undefined },
  },
  { on: (f) => Boolean(f.amenities?.length), label: 'Remove the amenities', patch: { amenities: undefined } },
  { on: (f) => Boolean(f.sharingType?.length), label: 'Any room sharing', patch: { sharingType: undefined } },
  { on: (f) => Boolean(f.hostelType), label: 'Boys and girls hostels', patch: { hostelType: undefined } },
  { on: (f) => Boolean(f.minRating), label: 'Any rating', patch: { minRating: undefined } },
  { on: (f) => Boolean(f.bedsFree), label: 'Include full listings', patch: { bedsFree: undefined } },
  { on: (f) => Boolean(f.q), label: 'Clear the search text', patch: { q: undefined } },
];

/** Ways to widen a search that found nothing, most specific first. */
export function wideningSteps(filters: SearchFilters): WideningStep[] {
  const steps: WideningStep[] = [];
  if (filters.nearMe || filters.location) {
    const next = [10, 25, 50].find((km) => km > radiusOf(filters));
    if (next) steps.push({ label: `Search within ${next} km`, patch: { radius: next } });
  }
  if (filters.location)
    steps.push({
      label: filters.city ? `Search all of ${filters.city}` : 'Search every locality',
      patch: { location: undefined, radius: undefined },
    });
  for (const step of DROP_STEPS) if (step.on(filters)) steps.push({ label: step.label, patch: step.patch });
  return steps;
}
