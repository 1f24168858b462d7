import { formatRupees } from './listing-text';
import type { Amenity, Beds, FoodPreference, PropertyGender } from './property';

/** Search filter values (spec section 3) and how they map onto listings (design.md section 5). */

export const HOSTEL_TYPES = [
  { value: 'boys_hostel', label: 'Boys Hostel', genders: ['male', 'unisex'] },
  { value: 'girls_hostel', label: 'Girls Hostel', genders: ['female', 'unisex'] },
  { value: 'co_living', label: 'Co-living', genders: ['unisex'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; genders: readonly PropertyGender[] }>;
export type HostelType = (typeof HOSTEL_TYPES)[number]['value'];

/** The hostel type for a value or, as the spec's client may send, a label. */
export function parseHostelType(input: string): HostelType | undefined {
  const normalized = input.trim().toLowerCase();
  return HOSTEL_TYPES.find((type) => type.value === normalized || type.label.toLowerCase() === normalized)?.value;
}

export const SHARING_TYPES = [
  { value: 'single', label: 'Single', beds: 'single_bed' },
  { value: 'double', label: 'Double', beds: 'double_bed' },
  { value: 'triple', label: 'Triple', beds: 'triple_bed' },
] as const satisfies ReadonlyArray<{ value: string; label: string; beds: Beds }>;
export type SharingType = (typeof SHARING_TYPES)[number]['value'];

/**
 * Food preference filter: which kitchens a choice admits (listings' food_preference). "Non-veg"
 * admits kitchens serving both; "any" filters nothing.
 */
export const FOOD_PREFERENCE_FILTERS = [
  { value: 'any', label: 'Any', kitchens: null },
  { value: 'veg', label: 'Veg', kitchens: ['veg'] },
  { value: 'non_veg', label: 'Non-veg', kitchens: ['non_veg', 'both'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; kitchens: readonly FoodPreference[] | null }>;
export type FoodPreferenceFilter = (typeof FOOD_PREFERENCE_FILTERS)[number]['value'];

/** Amenity filters; `parking` means any parking other than none. */
export const AMENITY_FILTERS = [
  { value: 'wifi', label: 'WiFi', amenity: 'internet' },
  { value: 'ac', label: 'AC', amenity: 'air_conditioning' },
  { value: 'laundry', label: 'Laundry', amenity: 'laundry' },
  { value: 'meals', label: 'Meals', amenity: 'food_service' },
  { value: 'parking', label: 'Parking', amenity: null },
] as const satisfies ReadonlyArray<{ value: string; label: string; amenity: Amenity | null }>;
export type AmenityFilter = (typeof AMENITY_FILTERS)[number]['value'];

/** What a search box suggestion is: a phrase of the listings, or `understood`, the whole query as the search reads it. */
export const SEARCH_SUGGESTION_KINDS = ['understood', 'city', 'locality', 'landmark', 'name'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];
/** The kinds of phrases the listings give (search_phrases). */
export type SearchPhraseKind = Exclude<SearchSuggestionKind, 'understood'>;

/** Who posted the listings a search keeps: `owner`, only those posted by their owners. */
export const SEARCH_POSTED_BY = [{ value: 'owner', label: 'only listings posted by their owners' }] as const;
export type SearchPostedBy = (typeof SEARCH_POSTED_BY)[number]['value'];

export const SEARCH_DEFAULT_PAGE = 1;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_SUGGESTIONS_DEFAULT_LIMIT = 8;
export const SEARCH_SUGGESTIONS_MAX_LIMIT = 20;
export const NEAR_ME_DEFAULT_RADIUS_KM = 5;

export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'distance', label: 'Distance' },
  { value: 'top_rated', label: 'Top rated' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/**
 * The rating filters: listings whose average (rounded to one decimal, as cards show it) is at
 * least `value`. Each is a search_flags bit kept by the trigger (modules/search/search-flags.ts).
 */
export const MIN_RATING_FILTERS = [{ value: 4, label: 'Rating 4+' }] as const;
export type MinRatingFilter = (typeof MIN_RATING_FILTERS)[number]['value'];

/** Where one price band of the facet counts ends and the next begins, in rupees per bed per month. */
const PRICE_BAND_EDGES = [5000, 8000, 12000, 20000];

/** A price band's key, a GraphQL enum value (PriceBand) naming its bounds: under_5000, from_5000_to_8000, over_20000. */
export type PriceBand = `under_${number}` | `from_${number}_to_${number}` | `over_${number}`;

/** The price bands between those edges: `max` is exclusive, null is open ('Under ₹5,000' ... '₹20,000 and more'). */
export const PRICE_BANDS: ReadonlyArray<{ key: PriceBand; label: string; min: number; max: number | null }> = [0, ...PRICE_BAND_EDGES].map(
  (min, index) => {
    const max = PRICE_BAND_EDGES[index] ?? null;
    if (max === null) return { key: `over_${min}`, label: `${formatRupees(min)} and more`, min, max };
    if (min === 0) return { key: `under_${max}`, label: `Under ${formatRupees(max)}`, min, max };
    return { key: `from_${min}_to_${max}`, label: `${formatRupees(min)} to ${formatRupees(max)}`, min, max };
  },
);

/**
 * The home page's collections (spec section 2), each the search it opens. Their counts are the
 * totals of exactly these searches.
 */
export const CURATED_COLLECTIONS = [
  { key: 'boys', label: 'For Boys', filters: { hostelType: 'boys_hostel' } },
  { key: 'girls', label: 'For Girls', filters: { hostelType: 'girls_hostel' } },
  { key: 'students', label: 'For Students', filters: { tenants: ['students'] } },
  { key: 'working_professionals', label: 'For Working Professionals', filters: { tenants: ['working_professionals'] } },
] as const;

export const AMENITY_COLLECTIONS = [
  { key: 'ac', label: 'AC Room', filters: { amenities: ['ac'] } },
  { key: 'meals', label: 'Food Service', filters: { amenities: ['meals'] } },
  { key: 'wifi', label: 'Free WiFi', filters: { amenities: ['wifi'] } },
  { key: 'laundry', label: 'Laundry Available', filters: { amenities: ['laundry'] } },
] as const;

export const SEARCH_COLLECTIONS = [...CURATED_COLLECTIONS, ...AMENITY_COLLECTIONS];
export type SearchCollectionKey = (typeof SEARCH_COLLECTIONS)[number]['key'];

/** The gender facet, labelled like the cards' gender badge (spec section 4). */
export const GENDER_LABELS = [
  { value: 'male', label: 'Only Boys' },
  { value: 'female', label: 'Only Girls' },
  { value: 'unisex', label: 'Boys & Girls' },
] as const;
