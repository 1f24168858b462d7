import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, HOSTEL_TYPES, PRICE_BANDS, SHARING_TYPES } from '../../../../shared/domain/search';
import type { SearchFilters } from '../../../../shared/validation/search';
import { AMENITY_FLAG, FLAG, FOOD_FLAG, GENDER_FLAG, SHARING_FLAG, hostelTypeMask, sharingMask } from './search-flags';
import type { Placeholders } from './search-place-sql';

/**
 * The SQL of a search's facet counts, for search-sql.ts: the faceted filters (hostel type, sharing,
 * price, food) as tests on a row's flags and price, and each facet value counted off the groups of
 * candidates with the other faceted filters applied but not its own.
 */

const ALL_GENDERS = FLAG.male | FLAG.female | FLAG.unisex;
const ALL_SHARING = FLAG.singleBed | FLAG.doubleBed | FLAG.tripleBed;
/** The flag bits facet counts distinguish (grouping on fewer bits makes fewer groups to count). */
export const FACET_BITS =
  ALL_GENDERS | ALL_SHARING | FLAG.vegKitchen | FLAG.nonVegKitchen | AMENITY_FILTERS.reduce((mask, a) => mask | AMENITY_FLAG[a.value], 0);
export const BAND_EDGES = PRICE_BANDS.slice(1).map((band) => band.min);

/** Tests of a row's flags (f) and price for the three faceted filters and food; 'true' when the filter is off. */
export interface FacetTests {
  genderOk(f: string): string;
  sharingOk(f: string): string;
  foodOk(f: string): string;
  priceOk(price: string): string;
}

/** The three faceted filters and food as tests on a row's flags and price; masks are parameters, like every other value. */
export function facetTests(filters: SearchFilters, params: Placeholders): FacetTests {
  const bitTest = (mask: number | null) => {
    const placeholder = mask ? params.add(mask, '::int') : null;
    return (f: string) => (placeholder ? `${f} & ${placeholder} <> 0` : 'true');
  };
  const genderOk = bitTest(filters.hostelType ? hostelTypeMask(filters.hostelType) : null);
  const sharingOk = bitTest(filters.sharingType?.length ? sharingMask(filters.sharingType) : null);
  const priceMin = filters.priceMin !== undefined ? params.add(filters.priceMin, '::int') : null;
  const priceMax = filters.priceMax !== undefined ? params.add(filters.priceMax, '::int') : null;
  const foodOk = bitTest(filters.foodPreference ? FOOD_FLAG[filters.foodPreference] : null);
  const priceOk = (price: string) =>
    [priceMin && `${price} >= ${priceMin}`, priceMax && `${price} <= ${priceMax}`].filter(Boolean).join(' AND ') || 'true';
  return { genderOk, sharingOk, foodOk, priceOk };
}

/** Each facet group counted with the other faceted filters applied but not its own. */
export function facetColumns({ genderOk, sharingOk, foodOk }: FacetTests): string[] {
  const g = 'g.f';
  const sum = (...conditions: string[]) =>
    `coalesce(sum(g.n) FILTER (WHERE ${conditions.filter((c) => c !== 'true').join(' AND ') || 'true'}), 0)`;
  // A food preference without a flag of its own (any) passes every listing.
  const hasBit = (bit: number | null) => (bit ? `${g} & ${bit} <> 0` : 'true');
  return [
    `'hostelType', jsonb_build_object(${HOSTEL_TYPES.map((type) => `'${type.value}', ${sum(hasBit(hostelTypeMask(type.value)), sharingOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'gender', jsonb_build_object(${Object.entries(GENDER_FLAG)
      .map(([gender, bit]) => `'${gender}', ${sum(hasBit(bit), sharingOk(g), 'g.in_price', foodOk(g))}`)
      .join(', ')})`,
    `'sharingType', jsonb_build_object(${SHARING_TYPES.map((s) => `'${s.value}', ${sum(hasBit(SHARING_FLAG[s.value]), genderOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'amenities', jsonb_build_object(${AMENITY_FILTERS.map((a) => `'${a.value}', ${sum(hasBit(AMENITY_FLAG[a.value]), genderOk(g), sharingOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'priceBands', jsonb_build_array(${PRICE_BANDS.map((_, index) => sum(`g.band = ${index}`, genderOk(g), sharingOk(g), foodOk(g))).join(', ')})`,
    // Food preference is counted without its own filter: what choosing each would give.
    `'foodPreference', jsonb_build_object(${FOOD_PREFERENCE_FILTERS.map((f) => `'${f.value}', ${sum(hasBit(FOOD_FLAG[f.value]), genderOk(g), sharingOk(g), 'g.in_price')}`).join(', ')})`,
  ];
}
