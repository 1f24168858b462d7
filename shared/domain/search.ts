import type { Amenity, Beds, PropertyGender } from './property';

/** Search filter values (spec section 3) and how they map onto listings (design.md section 5). */

export const HOSTEL_TYPES = [
  { value: 'boys_hostel', label: 'Boys Hostel', genders: ['male', 'unisex'] },
  { value: 'girls_hostel', label: 'Girls Hostel', genders: ['female', 'unisex'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; genders: readonly PropertyGender[] }>;
export type HostelType = (typeof HOSTEL_TYPES)[number]['value'];

/** The hostel type for a value or, as the spec's client may send, a label. */
export function parseHostelType(input: string): HostelType | undefined {
  const normalized = input.trim().toLowerCase();
  return HOSTEL_TYPES.find((type) => type.value === normalized || type.label.toLowerCase() === normalized)?.value;
}

export const SHARING_TYPES = [
  { value: 'single', label: 'Single', beds: 'single bed' },
  { value: 'double', label: 'Double', beds: 'double bed' },
  { value: 'triple', label: 'Triple', beds: 'triple bed' },
] as const satisfies ReadonlyArray<{ value: string; label: string; beds: Beds }>;
export type SharingType = (typeof SHARING_TYPES)[number]['value'];

/** Amenity filters; `parking` means any parking other than none. */
export const AMENITY_FILTERS = [
  { value: 'wifi', label: 'WiFi', amenity: 'internet' },
  { value: 'ac', label: 'AC', amenity: 'air_conditioning' },
  { value: 'laundry', label: 'Laundry', amenity: 'laundry' },
  { value: 'meals', label: 'Meals', amenity: 'food_service' },
  { value: 'parking', label: 'Parking', amenity: null },
] as const satisfies ReadonlyArray<{ value: string; label: string; amenity: Amenity | null }>;
export type AmenityFilter = (typeof AMENITY_FILTERS)[number]['value'];

export const SEARCH_DEFAULT_PAGE = 1;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const NEAR_ME_DEFAULT_RADIUS_KM = 5;
