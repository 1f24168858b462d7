import type { PropertyGender } from '../../../../shared/domain/property';
import {
  AMENITY_FILTERS,
  FOOD_PREFERENCE_FILTERS,
  GENDER_LABELS,
  HOSTEL_TYPES,
  PRICE_BANDS,
  SHARING_TYPES,
  type AmenityFilter,
  type FoodPreferenceFilter,
  type HostelType,
  type PriceBand,
  type SharingType,
} from '../../../../shared/domain/search';

interface FacetCount<V extends string> {
  value: V;
  label: string;
  count: number;
}

interface PriceBandCount {
  key: PriceBand;
  label: string;
  min: number;
  max: number | null;
  count: number;
}

export interface SearchFacets {
  /** False when more candidates matched than were counted (COUNT_CAP): each count is then at least its figure. */
  exact: boolean;
  hostelType: Array<FacetCount<HostelType>>;
  gender: Array<FacetCount<PropertyGender>>;
  sharingType: Array<FacetCount<SharingType>>;
  amenities: Array<FacetCount<AmenityFilter>>;
  foodPreference: Array<FacetCount<FoodPreferenceFilter>>;
  priceBands: PriceBandCount[];
}

/** The facet counts as the search statement returns them (JSON on its first row). */
export type RawFacets = {
  /** The results counted, up to one past the total's cap. */
  total: number;
  /** The candidates the facets were counted over, up to one past the cap. */
  candidates: number;
  hostelType: Record<string, number>;
  gender: Record<string, number>;
  sharingType: Record<string, number>;
  amenities: Record<string, number>;
  foodPreference: Record<string, number>;
  priceBands: number[];
};

/**
 * Every option of each filter with its count (zero included, so the panel keeps its order) and
 * label; exact when the candidates were all counted (no more than `cap`).
 */
export function facetsOf(raw: RawFacets, cap: number): SearchFacets {
  const counts = <V extends string>(record: Record<string, number>, options: ReadonlyArray<{ value: V; label: string }>) =>
    options.map((option) => ({ value: option.value, label: option.label, count: Number(record[option.value] ?? 0) }));
  return {
    exact: Number(raw.candidates) <= cap,
    hostelType: counts(raw.hostelType, HOSTEL_TYPES),
    gender: counts(raw.gender, GENDER_LABELS),
    sharingType: counts(raw.sharingType, SHARING_TYPES),
    amenities: counts(raw.amenities, AMENITY_FILTERS),
    foodPreference: counts(raw.foodPreference, FOOD_PREFERENCE_FILTERS),
    priceBands: PRICE_BANDS.map((band, index) => ({
      key: band.key,
      label: band.label,
      min: band.min,
      max: band.max,
      count: Number(raw.priceBands[index] ?? 0),
    })),
  };
}
