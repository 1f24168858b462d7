import { z } from 'zod';
import { isOneLine } from './text';
import {
  AMENITY_VALUES,
  BATHROOM_OPTIONS,
  BEDS,
  MEALS,
  FURNISHING,
  GENDERS,
  FOOD_PREFERENCES,
  PARKING,
  PREFERRED_TENANTS,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  VACANT_BEDS_MAX,
  type Amenity,
} from '../domain/property';
import { PIN_CODE_MESSAGES, pinCodeField } from './location';

const PRICE_MIN = 500;
const PRICE_MAX = 500_000;
const DEPOSIT_MAX_MONTHS = 12;
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 20_000;
const CAPACITY_MAX = 1000;
const LIST_ITEM_MAX = 120;

const inr = (amount: number) => amount.toLocaleString('en-IN');

/**
 * The add/edit listing form, checked the same way in the browser and in the gateway. The spec
 * leaves this form without rules; these are the ones a real listing needs.
 */
export const PROPERTY_MESSAGES = {
  typeRequired: 'Choose PG or Hostel',
  genderRequired: 'Choose who can stay',
  priceRequired: 'Price is required',
  priceRange: `Enter a monthly rent between ₹${inr(PRICE_MIN)} and ₹${inr(PRICE_MAX)}`,
  depositRange: `Deposit cannot be negative or more than ${DEPOSIT_MAX_MONTHS} months of rent`,
  wholeRupees: 'Enter whole rupees',
  roomsRequired: 'Choose the number of rooms',
  bedsRequired: 'Choose the beds per room',
  bathroomsRequired: 'Choose the number of bathrooms',
  parkingRequired: 'Choose the parking',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  localityRequired: 'Locality is required',
  titleRequired: 'Property title is required',
  titleMax: `Keep the title under ${TITLE_MAX} characters`,
  titleOneLine: 'Keep the title on one line',
  descriptionMax: `The description is too long (at most ${inr(DESCRIPTION_MAX)} characters)`,
  capacityRange: `Enter a capacity between 1 and ${inr(CAPACITY_MAX)}`,
  videoUrl: 'Enter a YouTube link (https://www.youtube.com/... or https://youtu.be/...)',
  availableFrom: 'Enter a date',
  listItem: `Keep each entry under ${LIST_ITEM_MAX} characters`,
  vacantBedsRange: `Enter the beds free now as a whole number from 0 to ${inr(VACANT_BEDS_MAX)}`,
  vacantBedsOverCapacity: 'Beds free cannot be more than the total capacity',
} as const;

const values = <T extends { value: string | number }>(options: readonly T[]) =>
  options.map((option) => option.value) as [T['value'], ...T['value'][]];
/**
 * One of a closed set. Its input is text (what a select holds, and what GraphQL's String fields
 * give), its output the set's type, so form values and API values need no casts.
 */
const choice = <T extends string>(options: readonly [T, ...T[]], message?: string) =>
  z.string({ error: message }).pipe(z.enum(options, { error: message }));
const choices = <T extends string>(options: readonly [T, ...T[]]) =>
  z
    .array(choice(options))
    .default([])
    .transform((list) => [...new Set(list)]);
const optionalChoice = <T extends string>(options: readonly [T, ...T[]]) =>
  z.string().nullable().default(null).pipe(choice(options).nullable());

/** A whole number from a number or typed text; empty means not stated (null). */
const optionalCount = (min: number, max: number, message: string) =>
  z.preprocess(
    (input) => (input === '' || input === undefined ? null : typeof input === 'string' ? Number(input) : input),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

/** Whole rupees from a number or a numeric string (form inputs give strings). */
const rupees = (requiredMessage: string) =>
  z.preprocess(
    (input) => (typeof input === 'string' ? (input.trim() === '' ? undefined : Number(input)) : input),
    z.number({ error: requiredMessage }).int(PROPERTY_MESSAGES.wholeRupees),
  );

const smallChoice = (options: readonly number[], message: string) =>
  z.preprocess(
    (input) => (typeof input === 'string' && input !== '' ? Number(input) : input),
    z.number({ error: message }).refine((n) => options.includes(n), message),
  );

const optionalText = (max: number) => z.string().trim().max(max).default('');
const listOfLines = z.array(z.string().trim().min(1).max(LIST_ITEM_MAX, PROPERTY_MESSAGES.listItem)).max(20).default([]);

const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/;

export const propertySchema = z
  .object({
    propertyType: choice(values(PROPERTY_TYPES) as ['pg', 'hostel'], PROPERTY_MESSAGES.typeRequired),
    gender: choice(values(GENDERS) as ['male', 'female', 'unisex'], PROPERTY_MESSAGES.genderRequired),
    price: rupees(PROPERTY_MESSAGES.priceRequired).pipe(
      z.number().min(PRICE_MIN, PROPERTY_MESSAGES.priceRange).max(PRICE_MAX, PROPERTY_MESSAGES.priceRange),
    ),
    // An empty deposit means none.
    deposit: z
      .preprocess((input) => (input === '' || input === undefined || input === null ? 0 : input), rupees(PROPERTY_MESSAGES.depositRange))
      .pipe(z.number().min(0, PROPERTY_MESSAGES.depositRange)),
    rooms: smallChoice(ROOM_OPTIONS, PROPERTY_MESSAGES.roomsRequired),
    beds: choice(values(BEDS) as ['single_bed', 'double_bed', 'triple_bed'], PROPERTY_MESSAGES.bedsRequired),
    bathrooms: smallChoice(BATHROOM_OPTIONS, PROPERTY_MESSAGES.bathroomsRequired),
    parking: choice(values(PARKING) as ['car', 'bike', 'both', 'none'], PROPERTY_MESSAGES.parkingRequired),
    pinCode: z.string({ error: PIN_CODE_MESSAGES.required }).trim().min(1, PIN_CODE_MESSAGES.required).pipe(pinCodeField),
    state: z.string({ error: PROPERTY_MESSAGES.stateRequired }).trim().min(1, PROPERTY_MESSAGES.stateRequired).max(80),
    district: z.string({ error: PROPERTY_MESSAGES.districtRequired }).trim().min(1, PROPERTY_MESSAGES.districtRequired).max(80),
    locality: z.string({ error: PROPERTY_MESSAGES.localityRequired }).trim().min(1, PROPERTY_MESSAGES.localityRequired).max(120),
    streetAddress: optionalText(250),
    nearbyRoad: optionalText(150),
    title: z
      .string({ error: PROPERTY_MESSAGES.titleRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.titleRequired)
      .max(TITLE_MAX, PROPERTY_MESSAGES.titleMax)
      .refine(isOneLine, PROPERTY_MESSAGES.titleOneLine),
    description: z.string().max(DESCRIPTION_MAX, PROPERTY_MESSAGES.descriptionMax).default(''),
    amenities: choices(AMENITY_VALUES as [Amenity, ...Amenity[]]),
    attachedBathroom: z.boolean().default(false),
    preferredTenants: choices(values(PREFERRED_TENANTS) as ['students', 'working_professionals']),
    furnishing: optionalChoice(values(FURNISHING) as ['furnished', 'semi_furnished', 'unfurnished']),
    totalCapacity: optionalCount(1, CAPACITY_MAX, PROPERTY_MESSAGES.capacityRange),
    /** Beds free now; null when the owner has not said (VACANT_BEDS_TEXT). */
    vacantBeds: optionalCount(0, VACANT_BEDS_MAX, PROPERTY_MESSAGES.vacantBedsRange),
    availableFrom: z.preprocess(
      (input) => (input === '' || input === undefined ? null : input),
      z.iso.date({ error: PROPERTY_MESSAGES.availableFrom }).nullable(),
    ),
    videoUrl: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? null : input === undefined ? null : input),
      z.string().trim().regex(YOUTUBE, PROPERTY_MESSAGES.videoUrl).max(300).nullable(),
    ),
    foodPreference: optionalChoice(FOOD_PREFERENCES),
    meals: choices(values(MEALS)),
    priceInclusions: listOfLines,
    houseRules: listOfLines,
  })
  .refine((listing) => listing.deposit <= listing.price * DEPOSIT_MAX_MONTHS, {
    path: ['deposit'],
    message: PROPERTY_MESSAGES.depositRange,
  })
  .refine((listing) => !exceedsCapacity(listing.vacantBeds, listing.totalCapacity), {
    path: ['vacantBeds'],
    message: PROPERTY_MESSAGES.vacantBedsOverCapacity,
  });

/** True when more beds are said to be free than the place holds (both stated). */
export function exceedsCapacity(vacantBeds: number | null, totalCapacity: number | null): boolean {
  return vacantBeds !== null && totalCapacity !== null && vacantBeds > totalCapacity;
}

/** The quick update of My Properties: just the beds free now. */
export const vacantBedsSchema = z.object({ vacantBeds: propertySchema.shape.vacantBeds });

export type PropertyFormInput = z.input<typeof propertySchema>;
export type PropertyValues = z.output<typeof propertySchema>;

/** The GraphQL type a listing field travels as: a scalar, or the enum of its closed set (shared/domain/property.ts). */
export type ListingFieldScalar = 'String' | 'Int' | 'Boolean' | ListingEnumName;
type ListingEnumName =
  'PropertyType' | 'PropertyGender' | 'Beds' | 'Parking' | 'Amenity' | 'PreferredTenant' | 'Furnishing' | 'FoodPreference' | 'Meal';

export interface ListingFieldWire {
  scalar: ListingFieldScalar;
  list?: true;
  /** The add/edit input must give it (non-null in GraphQL's PropertyInput). */
  required?: true;
  /** A listing may have none (nullable on GraphQL's Property). */
  nullable?: true;
  description?: string;
  /** Where the input says something else than the listing (raw HTML in, sanitized out). */
  inputDescription?: string;
}

/**
 * How each field of the form travels: GraphQL's PropertyInput and Property fields and the REST
 * adapter's mapping are built from this table, so a field added to the schema above and here
 * reaches the API with no other list to keep. `satisfies` makes a field missing here an error.
 */
export const LISTING_FIELDS = {
  propertyType: { scalar: 'PropertyType', required: true },
  gender: { scalar: 'PropertyGender', required: true, description: 'Who can stay.' },
  price: { scalar: 'Int', required: true, description: 'Rent for one bed per month.' },
  deposit: { scalar: 'Int' },
  rooms: { scalar: 'Int', required: true, description: '1 to 5; 5 means 5 or more.' },
  beds: { scalar: 'Beds', required: true, description: 'Beds per room.' },
  bathrooms: { scalar: 'Int', required: true },
  parking: { scalar: 'Parking', required: true },
  pinCode: { scalar: 'String', required: true },
  state: { scalar: 'String', required: true },
  district: { scalar: 'String', required: true },
  locality: { scalar: 'String', required: true },
  streetAddress: { scalar: 'String' },
  nearbyRoad: { scalar: 'String', description: 'A nearby road or landmark.' },
  title: { scalar: 'String', required: true },
  description: {
    scalar: 'String',
    description: 'Sanitized HTML.',
    inputDescription: 'HTML; sanitized with an allowlist before it is stored.',
  },
  amenities: { scalar: 'Amenity', list: true },
  attachedBathroom: { scalar: 'Boolean' },
  preferredTenants: { scalar: 'PreferredTenant', list: true },
  furnishing: { scalar: 'Furnishing', nullable: true },
  totalCapacity: { scalar: 'Int', nullable: true },
  vacantBeds: { scalar: 'Int', nullable: true, description: 'Beds free now, as the owner last said; null when not stated, 0 when full.' },
  availableFrom: { scalar: 'String', nullable: true, description: 'YYYY-MM-DD.' },
  videoUrl: { scalar: 'String', nullable: true, description: 'A YouTube link.' },
  foodPreference: { scalar: 'FoodPreference', nullable: true, description: 'What the kitchen serves, when it serves meals.' },
  meals: { scalar: 'Meal', list: true },
  priceInclusions: { scalar: 'String', list: true },
  houseRules: { scalar: 'String', list: true },
} as const satisfies Record<keyof PropertyValues, ListingFieldWire>;

export type ListingFieldName = keyof typeof LISTING_FIELDS;
export const LISTING_FIELD_NAMES = Object.keys(LISTING_FIELDS) as ListingFieldName[];
