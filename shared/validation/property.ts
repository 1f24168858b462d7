import { z } from 'zod';
import {
  AMENITY_VALUES,
  BATHROOM_OPTIONS,
  BEDS,
  FURNISHING,
  GENDERS,
  PARKING,
  PREFERRED_TENANTS,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  type Amenity,
} from '../domain/property';

/**
 * The add/edit listing form, checked the same way in the browser and in the gateway. The spec
 * leaves this form without rules; these are the ones a real listing needs.
 */
export const PROPERTY_MESSAGES = {
  typeRequired: 'Choose PG or Hostel',
  genderRequired: 'Choose who can stay',
  priceRequired: 'Price is required',
  priceRange: 'Enter a monthly rent between ₹500 and ₹5,00,000',
  depositRange: 'Deposit cannot be negative or more than 12 months of rent',
  wholeRupees: 'Enter whole rupees',
  roomsRequired: 'Choose the number of rooms',
  bedsRequired: 'Choose the beds per room',
  bathroomsRequired: 'Choose the number of bathrooms',
  parkingRequired: 'Choose the parking',
  pinCodeRequired: 'Pin code is required',
  pinCodeInvalid: 'Pin code must be 6 digits',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  localityRequired: 'Locality is required',
  titleRequired: 'Property title is required',
  titleMax: 'Keep the title under 150 characters',
  descriptionMax: 'The description is too long (at most 20,000 characters)',
  capacityRange: 'Enter a capacity between 1 and 1,000',
  videoUrl: 'Enter a YouTube link (https://www.youtube.com/... or https://youtu.be/...)',
  availableFrom: 'Enter a date',
  listItem: 'Keep each entry under 120 characters',
} as const;

export const PRICE_MIN = 500;
export const PRICE_MAX = 500_000;
export const DEPOSIT_MAX_MONTHS = 12;
export const DESCRIPTION_MAX = 20_000;

const values = <T extends { value: string | number }>(options: readonly T[]) => options.map((option) => option.value) as [T['value'], ...T['value'][]];
const choice = <T extends string>(options: readonly [T, ...T[]], message: string) => z.enum(options, { error: message });

/** Whole rupees from a number or a numeric string (form inputs give strings). */
const rupees = (requiredMessage: string) =>
  z.preprocess(
    (input) => (typeof input === 'string' ? (input.trim() === '' ? undefined : Number(input)) : input),
    z.number({ error: requiredMessage }).int(PROPERTY_MESSAGES.wholeRupees),
  );

const smallChoice = (options: readonly number[], message: string) =>
  z.preprocess((input) => (typeof input === 'string' && input !== '' ? Number(input) : input), z.number({ error: message }).refine((n) => options.includes(n), message));

const optionalText = (max: number) => z.string().trim().max(max).default('');
const listOfLines = z.array(z.string().trim().min(1).max(120, PROPERTY_MESSAGES.listItem)).max(20).default([]);

const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/;

export const propertySchema = z
  .object({
    propertyType: choice(values(PROPERTY_TYPES) as ['pg', 'hostel'], PROPERTY_MESSAGES.typeRequired),
    gender: choice(values(GENDERS) as ['male', 'female', 'unisex'], PROPERTY_MESSAGES.genderRequired),
    price: rupees(PROPERTY_MESSAGES.priceRequired).pipe(z.number().min(PRICE_MIN, PROPERTY_MESSAGES.priceRange).max(PRICE_MAX, PROPERTY_MESSAGES.priceRange)),
    // An empty deposit means none.
    deposit: z.preprocess((input) => (input === '' || input === undefined || input === null ? 0 : input), rupees(PROPERTY_MESSAGES.depositRange)).pipe(z.number().min(0, PROPERTY_MESSAGES.depositRange)),
    rooms: smallChoice(ROOM_OPTIONS, PROPERTY_MESSAGES.roomsRequired),
    beds: choice(values(BEDS) as ['single bed', 'double bed', 'triple bed'], PROPERTY_MESSAGES.bedsRequired),
    bathrooms: smallChoice(BATHROOM_OPTIONS, PROPERTY_MESSAGES.bathroomsRequired),
    parking: choice(values(PARKING) as ['car', 'bike', 'both', 'none'], PROPERTY_MESSAGES.parkingRequired),
    pinCode: z
      .string({ error: PROPERTY_MESSAGES.pinCodeRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.pinCodeRequired)
      .regex(/^\d{6}$/, PROPERTY_MESSAGES.pinCodeInvalid),
    state: z.string({ error: PROPERTY_MESSAGES.stateRequired }).trim().min(1, PROPERTY_MESSAGES.stateRequired).max(80),
    district: z.string({ error: PROPERTY_MESSAGES.districtRequired }).trim().min(1, PROPERTY_MESSAGES.districtRequired).max(80),
    locality: z.string({ error: PROPERTY_MESSAGES.localityRequired }).trim().min(1, PROPERTY_MESSAGES.localityRequired).max(120),
    streetAddress: optionalText(250),
    nearbyRoad: optionalText(150),
    title: z.string({ error: PROPERTY_MESSAGES.titleRequired }).trim().min(1, PROPERTY_MESSAGES.titleRequired).max(150, PROPERTY_MESSAGES.titleMax),
    description: z.string().max(DESCRIPTION_MAX, PROPERTY_MESSAGES.descriptionMax).default(''),
    amenities: z
      .array(z.enum(AMENITY_VALUES as [Amenity, ...Amenity[]]))
      .default([])
      .transform((list) => [...new Set(list)]),
    attachedBathroom: z.boolean().default(false),
    preferredTenants: z
      .array(z.enum(values(PREFERRED_TENANTS) as ['students', 'working_professionals']))
      .default([])
      .transform((list) => [...new Set(list)]),
    furnishing: z.enum(values(FURNISHING) as ['furnished', 'semi_furnished', 'unfurnished']).nullable().default(null),
    totalCapacity: z.preprocess(
      (input) => (input === '' || input === undefined ? null : typeof input === 'string' ? Number(input) : input),
      z.number().int(PROPERTY_MESSAGES.capacityRange).min(1, PROPERTY_MESSAGES.capacityRange).max(1000, PROPERTY_MESSAGES.capacityRange).nullable(),
    ),
    availableFrom: z.preprocess(
      (input) => (input === '' || input === undefined ? null : input),
      z.iso.date({ error: PROPERTY_MESSAGES.availableFrom }).nullable(),
    ),
    videoUrl: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? null : input === undefined ? null : input),
      z.string().trim().regex(YOUTUBE, PROPERTY_MESSAGES.videoUrl).max(300).nullable(),
    ),
    foodPreference: z.enum(['veg', 'non_veg', 'both']).nullable().default(null),
    meals: z
      .array(z.enum(['breakfast', 'lunch', 'dinner']))
      .default([])
      .transform((list) => [...new Set(list)]),
    priceInclusions: listOfLines,
    houseRules: listOfLines,
  })
  .refine((listing) => listing.deposit <= listing.price * DEPOSIT_MAX_MONTHS, { path: ['deposit'], message: PROPERTY_MESSAGES.depositRange });

export type PropertyFormInput = z.input<typeof propertySchema>;
export type PropertyValues = z.output<typeof propertySchema>;
