import type { AmenityFilter, FoodPreferenceFilter, HostelType, MinRatingFilter, SharingType } from '../../../../shared/domain/search';
import { HOSTEL_TYPES } from '../../../../shared/domain/search';
import type { PreferredTenant, PropertyGender } from '../../../../shared/domain/property';

/**
 * The bits of `properties.search_flags`, written by the `properties_search_fields` trigger
 * (migration SearchIndexes). Every filter of the search except text, place and distance is a
 * test on these bits, so filters and facet counts read them from the index alone. The values
 * here must equal the trigger's; search-flags.test.ts checks they do.
 */
export const FLAG = {
  male: 1 << 0,
  female: 1 << 1,
  unisex: 1 << 2,
  singleBed: 1 << 3,
  doubleBed: 1 << 4,
  tripleBed: 1 << 5,
  wifi: 1 << 6,
  ac: 1 << 7,
  laundry: 1 << 8,
  meals: 1 << 9,
  parking: 1 << 10,
  attachedBathroom: 1 << 11,
  verified: 1 << 12,
  furnished: 1 << 13,
  video: 1 << 14,
  students: 1 << 15,
  workingProfessionals: 1 << 16,
  /** food_preference 'veg' (migration SearchFoodFlags). */
  vegKitchen: 1 << 17,
  /** food_preference 'non_veg' or 'both'. */
  nonVegKitchen: 1 << 18,
  /** rating_average (rounded to one decimal) of 4 or more (migration ListingRatings). */
  rated4: 1 << 19,
  /** vacant_beds of 1 or more (migration VacantBeds). */
  bedsFree: 1 << 20,
} as const;

/** The bit of each 'Rating N+' filter (MIN_RATING_FILTERS). */
export const MIN_RATING_FLAG: Record<MinRatingFilter, number> = { 4: FLAG.rated4 };

export const GENDER_FLAG: Record<PropertyGender, number> = { male: FLAG.male, female: FLAG.female, unisex: FLAG.unisex };

export const SHARING_FLAG: Record<SharingType, number> = { single: FLAG.singleBed, double: FLAG.doubleBed, triple: FLAG.tripleBed };

export const AMENITY_FLAG: Record<AmenityFilter, number> = {
  wifi: FLAG.wifi,
  ac: FLAG.ac,
  laundry: FLAG.laundry,
  meals: FLAG.meals,
  parking: FLAG.parking,
};

/** The kitchens a food preference admits, as bits (FOOD_PREFERENCE_FILTERS' kitchens); null admits all. */
export const FOOD_FLAG: Record<FoodPreferenceFilter, number | null> = { any: null, veg: FLAG.vegKitchen, non_veg: FLAG.nonVegKitchen };

export const TENANT_FLAG: Record<PreferredTenant, number> = { students: FLAG.students, working_professionals: FLAG.workingProfessionals };

/** The genders a hostel type admits, as bits: boys_hostel -> male or unisex (design.md section 5). */
export function hostelTypeMask(type: HostelType): number {
  const genders = HOSTEL_TYPES.find((t) => t.value === type)?.genders ?? [];
  return genders.reduce((mask, gender) => mask | GENDER_FLAG[gender], 0);
}

export function sharingMask(types: readonly SharingType[]): number {
  return types.reduce((mask, type) => mask | SHARING_FLAG[type], 0);
}

/** The flags a listing has, computed like the trigger does (for tests). */
export function flagsOf(listing: {
  gender: string;
  beds: string;
  amenities: readonly string[];
  parking: string;
  attachedBathroom: boolean;
  verified: boolean;
  furnishing: string | null;
  videoUrl: string | null;
  preferredTenants: readonly string[];
  foodPreference?: string | null;
  ratingAverage?: number | null;
  vacantBeds?: number | null;
}): number {
  const has = (amenity: string) => listing.amenities.includes(amenity);
  const bits: Array<[boolean, number]> = [
    [listing.gender === 'male', FLAG.male],
    [listing.gender === 'female', FLAG.female],
    [listing.gender === 'unisex', FLAG.unisex],
    [listing.beds === 'single_bed', FLAG.singleBed],
    [listing.beds === 'double_bed', FLAG.doubleBed],
    [listing.beds === 'triple_bed', FLAG.tripleBed],
    [has('internet'), FLAG.wifi],
    [has('air_conditioning'), FLAG.ac],
    [has('laundry'), FLAG.laundry],
    [has('food_service'), FLAG.meals],
    [listing.parking !== 'none', FLAG.parking],
    [listing.attachedBathroom, FLAG.attachedBathroom],
    [listing.verified, FLAG.verified],
    [listing.furnishing === 'furnished', FLAG.furnished],
    [Boolean(listing.videoUrl), FLAG.video],
    [listing.preferredTenants.includes('students'), FLAG.students],
    [listing.preferredTenants.includes('working_professionals'), FLAG.workingProfessionals],
    [listing.foodPreference === 'veg', FLAG.vegKitchen],
    [listing.foodPreference === 'non_veg' || listing.foodPreference === 'both', FLAG.nonVegKitchen],
    [(listing.ratingAverage ?? 0) >= 4, FLAG.rated4],
    [(listing.vacantBeds ?? 0) > 0, FLAG.bedsFree],
  ];
  return bits.reduce((flags, [on, bit]) => (on ? flags | bit : flags), 0);
}
