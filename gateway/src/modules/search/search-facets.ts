import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, GENDER_LABELS, HOSTEL_TYPES, PRICE_BANDS, SHARING_TYPES } from '../../../../shared/domain/search';

interface FacetCount {
  value: string;
  label: string;
  count: number;
}

interface PriceBandCount {
  key: string;
  label: string;
  min: number;
  max: number | null;
  count: number;
}

export interface SearchFacets {
  hostelType: FacetCount[];
  gender: FacetCount[];
  sharingType: FacetCount[];
  amenities: FacetCount[];
  foodPreference: FacetCount[];
  priceBands: PriceBandCount[];
}

/** The facet counts as the search statement returns them (JSON on its first row). */
export type RawFacets = {
  total: number;
  hostelType: Record<string, number>;
  gender: Record<string, number>;
  sharingType: Record<string, number>;
  amenities: Record<string, number>;
  foodPreference: Record<string, number>;
  priceBands: number[];
};

type Options = ReadonlyArray<{ value: string; label: string }>;

/** Every option of each filter with its count (zero included, so the panel keeps its order) and label. */
export function facetsOf(raw: RawFacets): SearchFacets {
  const counts = (record: Record<string, number>, options: Options) => options.map((option) => ({ value: option.value, label: option.label, count: Number(record[option.value] ?? 0) }));
  return {
    hostelType: counts(raw.hostelType, HOSTEL_TYPES),
    gender: counts(raw.gender, GENDER_LABELS),
    sharingType: counts(raw.sharingType, SHARING_TYPES),
    amenities: counts(raw.amenities, AMENITY_FILTERS),
    foodPreference: counts(raw.foodPreference, FOOD_PREFERENCE_FILTERS),
    priceBands: PRICE_BANDS.map((band, index) => ({ key: band.key, label: band.label, min: band.min, max: band.max, count: Number(raw.priceBands[index] ?? 0) })),
  };
}
