import { z } from 'zod';
import { PREFERRED_TENANTS } from '../domain/property';
import {
  AMENITY_FILTERS,
  FOOD_PREFERENCE_FILTERS,
  HOSTEL_TYPES,
  MIN_RATING_FILTERS,
  SEARCH_POSTED_BY,
  SEARCH_SORTS,
  SHARING_TYPES,
  parseHostelType,
  type AmenityFilter,
  type MinRatingFilter,
  type SharingType,
  type SearchPostedBy,
} from '../domain/search';

/**
 * The search filters of spec section 3 (plus the sidebar's and chips' own), read the same way
 * from the REST query string, the GraphQL input and the web app's URL. Empty, null and undefined
 * values are dropped (spec section 5); anything else that is wrong is refused with a message
 * that names its field.
 */

const SEARCH_MAX_QUERY_LENGTH = 100;
const SEARCH_MIN_RADIUS_KM = 0.5;
const SEARCH_MAX_RADIUS_KM = 50;
export const SEARCH_MAX_PRICE = 10_00_000;
const SEARCH_MAX_EXCLUDED = 500;

export const SEARCH_MESSAGES = {
  q: `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`,
  city: 'city must be at most 80 characters',
  location: 'location must be at most 120 characters',
  hostelType: `hostelType must be ${HOSTEL_TYPES.map((t) => t.value).join(', ')}`,
  foodPreference: `foodPreference must be ${FOOD_PREFERENCE_FILTERS.map((f) => f.value).join(', ')}`,
  sharingType: 'sharingType must be single, double or triple (comma-separated for more than one)',
  amenities: 'amenities must be wifi, ac, laundry, meals or parking (comma-separated for more than one)',
  tenants: 'tenants must be students or working_professionals',
  minRating: `minRating must be ${MIN_RATING_FILTERS.map((r) => r.value).join(' or ')} (${MIN_RATING_FILTERS.map((r) => r.label).join(', ')})`,
  priceMin: 'priceMin must be a whole number of rupees from 0 to 10,00,000',
  priceMax: 'priceMax must be a whole number of rupees from 0 to 10,00,000',
  priceOrder: 'priceMax must not be less than priceMin',
  lat: 'lat must be a number from -90 to 90',
  lng: 'lng must be a number from -180 to 180',
  latWithoutLng: 'lng is required when lat is given',
  lngWithoutLat: 'lat is required when lng is given',
  nearMeWithoutPoint: 'nearMe needs lat and lng (the position to search around)',
  radiusWithoutPlace: 'radius needs lat and lng, or a location, to search around',
  radius: `radius must be a number of kilometres from ${SEARCH_MIN_RADIUS_KM} to ${SEARCH_MAX_RADIUS_KM}`,
  sort: `sort must be one of ${SEARCH_SORTS.map((s) => s.value).join(', ')}`,
  distanceWithoutPoint: 'sort=distance needs lat and lng',
  postedBy: 'postedBy must be owner',
  excludeIds: `excludeIds must be listing ids (at most ${SEARCH_MAX_EXCLUDED}, comma-separated)`,
  boolean: (field: string) => `${field} must be true or false`,
} as const;

const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '' / null / undefined (and blank text) mean "not given". */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

/** A list given as an array or comma-joined text ("single,double"); blank parts are dropped. */
function list<T extends string>(
  values: readonly T[],
  message: string,
  read: (part: string) => T | undefined = (part) => values.find((v) => v === part.toLowerCase()),
) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      const parts = (Array.isArray(value) ? value : String(value).split(',')).map((part) => String(part ?? '').trim()).filter(Boolean);
      return parts.length ? parts : undefined;
    },
    z
      .array(z.string())
      .transform((parts, ctx) => {
        const read_ = parts.map(read);
        if (read_.some((part) => part === undefined)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return [...new Set(read_ as T[])];
      })
      .optional(),
  );
}

const flag = (field: string) =>
  optional(
    z.union([z.boolean(), z.string()]).transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      const text = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(text)) return true;
      if (['false', '0', 'no', 'off'].includes(text)) return false;
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.boolean(field) });
      return z.NEVER;
    }),
  );

const number = (message: string, min: number, max: number, whole = false) =>
  optional(
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n)), message),
  );

const text = (max: number, message: string) => optional(z.string({ error: message }).trim().max(max, message));

type ParsedFilters = {
  priceMin?: number;
  priceMax?: number;
  lat?: number;
  lng?: number;
  nearMe?: boolean;
  radius?: number;
  location?: string;
  sort?: string;
};
const hasNoPoint = (filters: ParsedFilters) => filters.lat === undefined && filters.lng === undefined;

/** Filters that only make sense together, each with the field its message names. */
const CROSS_FIELD_RULES: Array<{ field: string; message: string; broken: (filters: ParsedFilters) => boolean }> = [
  {
    field: 'priceMax',
    message: SEARCH_MESSAGES.priceOrder,
    broken: (f) => f.priceMin !== undefined && f.priceMax !== undefined && f.priceMax < f.priceMin,
  },
  { field: 'lng', message: SEARCH_MESSAGES.latWithoutLng, broken: (f) => f.lat !== undefined && f.lng === undefined },
  { field: 'lat', message: SEARCH_MESSAGES.lngWithoutLat, broken: (f) => f.lng !== undefined && f.lat === undefined },
  { field: 'lat', message: SEARCH_MESSAGES.nearMeWithoutPoint, broken: (f) => Boolean(f.nearMe) && hasNoPoint(f) },
  { field: 'radius', message: SEARCH_MESSAGES.radiusWithoutPlace, broken: (f) => f.radius !== undefined && hasNoPoint(f) && !f.location },
  { field: 'sort', message: SEARCH_MESSAGES.distanceWithoutPoint, broken: (f) => f.sort === 'distance' && hasNoPoint(f) },
];

export const searchFiltersSchema = z
  .object({
    q: text(SEARCH_MAX_QUERY_LENGTH, SEARCH_MESSAGES.q),
    city: text(80, SEARCH_MESSAGES.city),
    location: text(120, SEARCH_MESSAGES.location),
    hostelType: optional(
      z.string({ error: SEARCH_MESSAGES.hostelType }).transform((value, ctx) => {
        const type = parseHostelType(value);
        if (!type) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.hostelType });
          return z.NEVER;
        }
        return type;
      }),
    ),
    // "any" is the panel's way of saying no preference.
    foodPreference: optional(
      z.string({ error: SEARCH_MESSAGES.foodPreference }).transform((value, ctx) => {
        const choice = FOOD_PREFERENCE_FILTERS.find(
          (f) =>
            f.value ===
            value
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, '_'),
        )?.value;
        if (!choice) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.foodPreference });
          return z.NEVER;
        }
        return choice === 'any' ? undefined : choice;
      }),
    ),
    sharingType: list<SharingType>(
      SHARING_TYPES.map((s) => s.value),
      SEARCH_MESSAGES.sharingType,
    ),
    amenities: list<AmenityFilter>(
      AMENITY_FILTERS.map((a) => a.value),
      SEARCH_MESSAGES.amenities,
    ),
    tenants: list(
      PREFERRED_TENANTS.map((t) => t.value),
      SEARCH_MESSAGES.tenants,
    ),
    minRating: optional(
      z.coerce.number({ error: SEARCH_MESSAGES.minRating }).transform((value, ctx) => {
        const rating = MIN_RATING_FILTERS.find((r) => r.value === value)?.value;
        if (rating === undefined) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.minRating });
          return z.NEVER;
        }
        return rating as MinRatingFilter;
      }),
    ),
    priceMin: number(SEARCH_MESSAGES.priceMin, 0, SEARCH_MAX_PRICE, true),
    priceMax: number(SEARCH_MESSAGES.priceMax, 0, SEARCH_MAX_PRICE, true),
    nearMe: flag('nearMe'),
    lat: number(SEARCH_MESSAGES.lat, -90, 90),
    lng: number(SEARCH_MESSAGES.lng, -180, 180),
    radius: number(SEARCH_MESSAGES.radius, SEARCH_MIN_RADIUS_KM, SEARCH_MAX_RADIUS_KM),
    sort: optional(
      z.string({ error: SEARCH_MESSAGES.sort }).transform((value, ctx) => {
        const sort = SEARCH_SORTS.find((s) => s.value === value.trim().toLowerCase())?.value;
        if (!sort) {
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.sort });
          return z.NEVER;
        }
        return sort;
      }),
    ),
    attachedBathroom: flag('attachedBathroom'),
    verified: flag('verified'),
    furnished: flag('furnished'),
    withPhotos: flag('withPhotos'),
    withVideos: flag('withVideos'),
    /** 'Only with beds free': listings whose owner says at least one bed is free now. */
    bedsFree: flag('bedsFree'),
    postedBy: optional(
      z
        .string({ error: SEARCH_MESSAGES.postedBy })
        .trim()
        .toLowerCase()
        .pipe(z.enum(SEARCH_POSTED_BY.map((by) => by.value) as [SearchPostedBy], { error: SEARCH_MESSAGES.postedBy })),
    ),
    hideSeen: flag('hideSeen'),
    excludeIds: z.preprocess(
      (value) => {
        if (isBlank(value)) return undefined;
        const ids = (Array.isArray(value) ? value : String(value).split(',')).map((id) => String(id ?? '').trim()).filter(Boolean);
        return ids.length ? ids : undefined;
      },
      z
        .array(z.string(), { error: SEARCH_MESSAGES.excludeIds })
        .max(SEARCH_MAX_EXCLUDED, SEARCH_MESSAGES.excludeIds)
        .refine((ids) => ids.every((id) => LISTING_ID.test(id)), SEARCH_MESSAGES.excludeIds)
        .optional(),
    ),
  })
  .superRefine((filters, ctx) => {
    for (const rule of CROSS_FIELD_RULES) {
      if (rule.broken(filters)) ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
    }
  });

export type SearchFilters = z.output<typeof searchFiltersSchema>;

// Reading filters needs zod; writing them into a URL does not (web pages load these without it).
export { SEARCH_FILTER_KEYS, radiusOf, searchesAroundPoint, toSearchParams } from './search-params';
