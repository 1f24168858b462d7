import type { AmenityFilter, FoodPreferenceFilter, HostelType, SharingType } from './search';
import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, SHARING_TYPES } from './search';

/**
 * The words a search query is read with (issue 17): which words mean which filter. This is the
 * one place the vocabulary lives; the search service's reader (query-understanding.ts) only
 * walks it. Phrases are lower case, words separated by one space, as the reader normalises text.
 */

/** What a phrase means when it is found in a query. */
export type WordMeaning =
  | { hostelType: HostelType }
  | { sharingType: SharingType }
  | { amenity: AmenityFilter }
  | { foodPreference: Exclude<FoodPreferenceFilter, 'any'> }
  | { switch: 'attachedBathroom' | 'furnished' }
  /** A price word: `max` before a number ("under 8000"), `maxAfter` after it ("8000 tak"). */
  | { price: 'max' | 'min' | 'around' | 'maxAfter' | 'minAfter' | 'to' | 'cheap' }
  /** Parts of a locality ("5th block", "sector 4"): dropped, the locality itself is searched. */
  | { subArea: true }
  /** Words that describe any stay or join words: removed, they narrow nothing. */
  | { ignore: true };

const words = (meaning: WordMeaning, ...phrases: string[]) => phrases.map((phrase) => ({ phrase, meaning }));

export const SEARCH_WORDS: ReadonlyArray<{ phrase: string; meaning: WordMeaning }> = [
  ...words(
    { hostelType: 'girls_hostel' },
    'girls',
    'girl',
    'ladies',
    'lady',
    'women',
    'woman',
    'womens',
    'female',
    'females',
    'ladki',
    'ladkiyon',
    'ladkiyo',
    'ladkiyan',
    'ladkiya',
    'mahila',
  ),
  ...words(
    { hostelType: 'boys_hostel' },
    'boys',
    'boy',
    'gents',
    'gent',
    'men',
    'mens',
    'male',
    'males',
    'ladko',
    'ladkon',
    'ladke',
    'ladka',
    'ladkon ke',
    'purush',
  ),
  ...words({ hostelType: 'co_living' }, 'co living', 'coliving', 'co-living', 'unisex', 'mixed', 'coed', 'co ed'),
  ...words(
    { sharingType: 'single' },
    'single',
    'single room',
    'single sharing',
    'private',
    'private room',
    '1 sharing',
    'one sharing',
    'single occupancy',
    'akela',
  ),
  ...words({ sharingType: 'double' }, 'double', 'double sharing', 'twin', 'twin sharing', '2 sharing', 'two sharing', 'double occupancy'),
  ...words({ sharingType: 'triple' }, 'triple', 'triple sharing', '3 sharing', 'three sharing', 'dormitory', 'dorm'),
  ...words({ amenity: 'meals' }, 'with food', 'food', 'meals', 'meal', 'food included', 'with meals', 'khana', 'khane', 'tiffin', 'mess'),
  ...words({ foodPreference: 'veg' }, 'veg', 'pure veg', 'vegetarian', 'veg food', 'shakahari'),
  ...words({ foodPreference: 'non_veg' }, 'non veg', 'nonveg', 'non-veg', 'non vegetarian', 'non veg food'),
  ...words({ amenity: 'ac' }, 'ac', 'a c', 'air conditioned', 'air conditioning', 'airconditioned'),
  ...words({ amenity: 'wifi' }, 'wifi', 'wi fi', 'wi-fi', 'internet', 'broadband'),
  ...words({ amenity: 'laundry' }, 'laundry', 'washing machine', 'washing'),
  ...words({ amenity: 'parking' }, 'parking', 'bike parking', 'car parking'),
  ...words({ switch: 'attachedBathroom' }, 'attached bathroom', 'attached washroom', 'attached bath', 'attached toilet', 'attached'),
  ...words({ switch: 'furnished' }, 'furnished', 'fully furnished'),
  ...words(
    { price: 'max' },
    'under',
    'below',
    'upto',
    'up to',
    'less than',
    'within',
    'max',
    'maximum',
    'budget',
    'below rs',
    'not more than',
  ),
  ...words({ price: 'min' }, 'above', 'over', 'more than', 'min', 'minimum', 'from', 'starting', 'at least', 'atleast'),
  ...words({ price: 'around' }, 'around', 'about', 'approx', 'approximately', 'nearly', 'roughly', 'lagbhag'),
  ...words({ price: 'maxAfter' }, 'se kam', 'tak', 'or less', 'and below', 'max'),
  ...words({ price: 'minAfter' }, 'se upar', 'or more', 'and above', 'plus'),
  ...words({ price: 'to' }, 'to', 'and', '-'),
  ...words({ price: 'cheap' }, 'cheap', 'cheapest', 'budget', 'affordable', 'low cost', 'sasta', 'saste', 'sasti', 'low budget'),
  ...words({ subArea: true }, 'block', 'sector', 'phase', 'stage', 'extension', 'extn'),
  ...words(
    { ignore: true },
    'pg',
    'pgs',
    'p g',
    'paying guest',
    'paying guests',
    'hostel',
    'hostels',
    'room',
    'rooms',
    'flat share',
    'flatshare',
    'sharing',
    'accommodation',
    'stay',
    'bed',
    'beds',
    'rent',
    'for rent',
    'on rent',
    'kamra',
    'near',
    'nearby',
    'near by',
    'close to',
    'in',
    'at',
    'around',
    'with',
    'for',
    'the',
    'a',
    'an',
    'of',
    'and',
    'me',
    'mein',
    'ke paas',
    'paas',
    'pass',
    'ke',
    'ki',
    'ka',
    'liye',
    'ke liye',
    'wala',
    'wali',
    'wale',
    'chahiye',
    'available',
    'per month',
    'month',
    'monthly',
    'pm',
    'rs',
    'inr',
    'rupees',
    'only',
    'best',
    'good',
    'students',
    'student',
    'working',
    'professionals',
    'area',
    'between',
    'me',
    'i',
    'want',
    'need',
    'looking',
  ),
];

/** Multiplied around a price given with "around" (±15 %). */
export const AROUND_PRICE_SHARE = 0.15;
/** "cheap" / "budget": prices in the lowest third of the city's (or everywhere's) listings. */
export const CHEAP_PRICE_SHARE = 1 / 3;
/** Numbers read as a monthly rent: below this they are not prices (a pin code is six digits, 1000-99999 are rents). */
export const PRICE_WORD_MIN = 1000;
export const PRICE_WORD_MAX = 99_999;

/** Filters the words set, each a chip on the search list that removes it. */
export interface UnderstoodFilters {
  city?: string;
  /** A locality named by the words: searched in and around it. */
  location?: string;
  hostelType?: HostelType;
  sharingType?: SharingType[];
  priceMin?: number;
  priceMax?: number;
  amenities?: AmenityFilter[];
  foodPreference?: Exclude<FoodPreferenceFilter, 'any'>;
  attachedBathroom?: boolean;
  furnished?: boolean;
}

type UnderstoodKey = keyof UnderstoodFilters;

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The chip text of the price words ("under ₹8,000", "₹5,000 to ₹8,000", "₹9,000 and more"). */
function priceWords(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${rupees(min)} to ${rupees(max)}`;
  if (max !== undefined) return `under ${rupees(max)}`;
  if (min !== undefined) return `${rupees(min)} and more`;
  return null;
}

/** Chip texts, as the search list shows how it read a query ("Girls · Jaipur · under ₹8,000 · food included"). */
const UNDERSTOOD_LABELS = {
  hostelType: { boys_hostel: 'Boys', girls_hostel: 'Girls', co_living: 'Co-living' } satisfies Record<HostelType, string>,
  sharingType: Object.fromEntries(SHARING_TYPES.map((s) => [s.value, `${s.label} sharing`])) as Record<SharingType, string>,
  amenities: { ...Object.fromEntries(AMENITY_FILTERS.map((a) => [a.value, a.label])), meals: 'food included' } as Record<
    AmenityFilter,
    string
  >,
  foodPreference: Object.fromEntries(FOOD_PREFERENCE_FILTERS.map((f) => [f.value, f.label])) as Record<FoodPreferenceFilter, string>,
  attachedBathroom: 'Attached bathroom',
  furnished: 'Furnished',
} as const;

/** One chip: the filter it removes and, for lists, which value. */
export interface UnderstoodChip {
  key: UnderstoodKey | 'q';
  value?: string;
  label: string;
}

/** The chips of the understood filters and remaining text, in reading order. */
export function understoodChips(filters: UnderstoodFilters, text: string | null): UnderstoodChip[] {
  const chips: UnderstoodChip[] = [];
  if (filters.hostelType) chips.push({ key: 'hostelType', label: UNDERSTOOD_LABELS.hostelType[filters.hostelType] });
  if (text) chips.push({ key: 'q', label: text });
  if (filters.location) chips.push({ key: 'location', label: filters.location });
  if (filters.city) chips.push({ key: 'city', label: filters.city });
  const price = priceWords(filters.priceMin, filters.priceMax);
  if (price) chips.push({ key: filters.priceMax !== undefined ? 'priceMax' : 'priceMin', label: price });
  for (const sharing of filters.sharingType ?? [])
    chips.push({ key: 'sharingType', value: sharing, label: UNDERSTOOD_LABELS.sharingType[sharing] });
  for (const amenity of filters.amenities ?? [])
    chips.push({ key: 'amenities', value: amenity, label: UNDERSTOOD_LABELS.amenities[amenity] });
  if (filters.foodPreference) chips.push({ key: 'foodPreference', label: UNDERSTOOD_LABELS.foodPreference[filters.foodPreference] });
  if (filters.attachedBathroom) chips.push({ key: 'attachedBathroom', label: UNDERSTOOD_LABELS.attachedBathroom });
  if (filters.furnished) chips.push({ key: 'furnished', label: UNDERSTOOD_LABELS.furnished });
  return chips;
}
