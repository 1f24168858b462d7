/**
 * The listing vocabulary shared by forms, storage, search and display (design.md section 5).
 * Values are what the API stores and sends; labels are what people see.
 */

export const PROPERTY_TYPES = [
  { value: 'pg', label: 'PG' },
  { value: 'hostel', label: 'Hostel' },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'unisex', label: 'Unisex' },
] as const;
export type PropertyGender = (typeof GENDERS)[number]['value'];

/**
 * The listings that suit a seeker of this one, by who may stay: a girls' PG's visitor is shown
 * girls' and unisex ones, never a boys' hostel (as the search's Girls Hostel type); a unisex
 * one's visitor may be anyone.
 */
export function gendersSuitingVisitorsOf(gender: PropertyGender): PropertyGender[] {
  return gender === 'unisex' ? GENDERS.map((option) => option.value) : [gender, 'unisex'];
}

/** Beds per room. The spec's REST payload writes them with a space ('single bed'); the REST adapter translates. */
export const BEDS = [
  { value: 'single_bed', label: 'Single Bed' },
  { value: 'double_bed', label: 'Double Bed' },
  { value: 'triple_bed', label: 'Triple Bed' },
] as const;
export type Beds = (typeof BEDS)[number]['value'];

/** Parking as the add form offers it, and as the detail page shows it. */
export const PARKING = [
  { value: 'car', label: 'Car Parking', display: 'Car Parking' },
  { value: 'bike', label: 'Bike Parking', display: 'Bike Parking' },
  { value: 'both', label: 'Car and Bike Parking', display: 'Car & Bike Parking' },
  { value: 'none', label: 'No Parking', display: 'No Parking' },
] as const;
export type Parking = (typeof PARKING)[number]['value'];

/** Rooms 1 to 5, where 5 is shown as "5+"; bathrooms 1 to 5. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const roomsLabel = (rooms: number) => (rooms >= 5 ? '5+' : String(rooms));

/** The 13 amenity checkboxes of the add form. */
export const FORM_AMENITIES = [
  { value: 'air_conditioning', label: 'Air Conditioning' },
  { value: 'balcony', label: 'Balcony' },
  { value: 'bed', label: 'Bed' },
  { value: 'central_heating', label: 'Central Heating' },
  { value: 'chair', label: 'Chair' },
  { value: 'coolar', label: 'Cooler' },
  { value: 'fan', label: 'Fan' },
  { value: 'fridge', label: 'Fridge' },
  { value: 'internet', label: 'Internet' },
  { value: 'swimming_pool', label: 'Swimming Pool' },
  { value: 'table', label: 'Table' },
  { value: 'tv', label: 'TV' },
  { value: 'wardrobe', label: 'Wardrobe' },
] as const;

/** Services a listing can offer besides the 13 furnishings. */
export const SERVICE_AMENITIES = [
  { value: 'food_service', label: 'Food Service' },
  { value: 'laundry', label: 'Laundry' },
] as const;

export const AMENITIES = [...FORM_AMENITIES, ...SERVICE_AMENITIES] as const;
export type Amenity = (typeof AMENITIES)[number]['value'];
export const AMENITY_VALUES = AMENITIES.map((amenity) => amenity.value) as Amenity[];

/** What a listing's kitchen serves, when it serves meals. */
export const FOOD_PREFERENCES = ['veg', 'non_veg', 'both'] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];

/** The meals a kitchen serves. */
export const MEALS = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
] as const;
export type Meal = (typeof MEALS)[number]['value'];

export const FURNISHING = [
  { value: 'furnished', label: 'Furnished' },
  { value: 'semi_furnished', label: 'Semi-furnished' },
  { value: 'unfurnished', label: 'Unfurnished' },
] as const;
export type Furnishing = (typeof FURNISHING)[number]['value'];

export const PREFERRED_TENANTS = [
  { value: 'students', label: 'Students' },
  { value: 'working_professionals', label: 'Working Professionals' },
] as const;
export type PreferredTenant = (typeof PREFERRED_TENANTS)[number]['value'];

export const LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
/** New listings go live at once (spec); admins can change the status later. */
export const DEFAULT_LISTING_STATUS: ListingStatus = 'approved';

export const MAX_LISTING_IMAGES = 10;
/** At most this many similar listings under a listing. */
export const SIMILAR_LISTINGS_MAX = 12;

/** Label of a value in one of the lists above, or the value itself when unknown. */
export function labelOf<T extends { value: string | number; label: string }>(
  options: readonly T[],
  value: T['value'] | string | number,
): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/**
 * Beds free now, as the owner states them (vacantBeds). Null means the owner has not said, and
 * shows nothing; 0 shows 'Full'. The search filter keeps listings with at least one bed free.
 */
export const VACANT_BEDS_MAX = 1000;
export const VACANT_BEDS_TEXT = {
  field: 'Beds free now',
  helper: 'Update it whenever a bed fills or frees up; leave empty if you would rather not say',
  full: 'Full',
  notStated: 'Not stated',
  oneMore: 'One more bed free',
  oneFewer: 'One bed fewer free',
  filter: 'Only with beds free',
} as const;

/** '3 beds free', '1 bed free', 'Full', or null when the owner has not said. */
export function vacantBedsLabel(vacantBeds: number | null | undefined): string | null {
  if (vacantBeds === null || vacantBeds === undefined) return null;
  if (vacantBeds === 0) return VACANT_BEDS_TEXT.full;
  return `${vacantBeds} ${vacantBeds === 1 ? 'bed' : 'beds'} free`;
}

/**
 * An owner pauses a listing (issue 30 item 4): it leaves search and the like but keeps its page,
 * which says `notTakingEnquiries`; enquiries, phone reveals and visit requests are refused with it.
 */
export const LISTING_PAUSE_TEXT = {
  notTakingEnquiries: 'This listing is not taking enquiries now.',
  badge: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  explanation: 'Paused listings are hidden from search and take no enquiries; their page stays. Resume any time.',
  paused: 'Listing paused. It is hidden from search until you resume it.',
  resumed: 'Listing resumed. Seekers can find it and enquire again.',
  failed: 'Could not change the listing. Try again.',
} as const;

/**
 * A listing its owner (or an admin) deleted (issue 30 item 4): it is offered and managed nowhere,
 * but the seekers' enquiries, threads, visits, reviews and shortlist entries stay as history,
 * marked `removed` instead of a link. Writing in its threads is refused with `removed`.
 */
export const LISTING_REMOVED_TEXT = {
  removed: 'This listing was removed',
  threadClosed: 'This listing was removed: the conversation stays here to read, and no new messages can be sent.',
  shortlistHeading: 'Removed since you saved them',
  /** The owner's delete dialog, after what goes: what stays. */
  historyStays: 'Enquiries, their conversations, visits and reviews stay readable for the seekers, marked "This listing was removed".',
  searchIn: (city: string) => `Search PGs in ${city}`,
} as const;
