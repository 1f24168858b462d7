import { formatRupees, searchCountText } from './listing-text';
import type { HostelType } from './search';

/**
 * City and locality landing pages (/pg-in-jaipur, /pg-in-jaipur/malviya-nagar,
 * /girls-pg-in-jaipur): their addresses, headings and the summary written from live numbers.
 */

export const LANDING_AUDIENCES = [
  { value: 'boys', label: 'Boys', hostelType: 'boys_hostel' },
  { value: 'girls', label: 'Girls', hostelType: 'girls_hostel' },
] as const satisfies ReadonlyArray<{ value: string; label: string; hostelType: HostelType }>;
export type LandingAudience = (typeof LANDING_AUDIENCES)[number]['value'];

export interface LandingPlace {
  city: string;
  locality?: string;
  audience?: LandingAudience;
}

/**
 * What an address names, in slugs; the gateway finds the city and locality they stand for.
 * /girls-pg and /boys-pg name no city: they stand for the city with the most such listings.
 */
export interface LandingAddress {
  citySlug?: string;
  localitySlug?: string;
  audience?: LandingAudience;
}

/** "Malviya Nagar" -> "malviya-nagar". */
export function placeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function landingPath({ city, locality, audience }: LandingPlace): string {
  const cityPath = `/${audience ? `${audience}-` : ''}pg-in-${placeSlug(city)}`;
  return locality ? `${cityPath}/${placeSlug(locality)}` : cityPath;
}

const LANDING_PATH = /^\/(?:(boys|girls)-)?pg-in-([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/;
const LARGEST_CITY_PATH = /^\/(boys|girls)-pg\/?$/;

/** The place an address names, or null when it is not a landing page's address. */
export function parseLandingPath(path: string): LandingAddress | null {
  const anyCity = LARGEST_CITY_PATH.exec(path);
  if (anyCity) return { audience: anyCity[1] as LandingAudience };
  const match = LANDING_PATH.exec(path);
  if (!match) return null;
  const [, audience, citySlug, localitySlug] = match;
  return { citySlug, ...(localitySlug ? { localitySlug } : {}), ...(audience ? { audience: audience as LandingAudience } : {}) };
}

const placeName = ({ city, locality }: LandingPlace) => (locality ? `${locality}, ${city}` : city);

/** "Girls PG in Malviya Nagar, Jaipur". */
export function landingHeading(place: LandingPlace): string {
  const audience = LANDING_AUDIENCES.find((option) => option.value === place.audience);
  return `${audience ? `${audience.label} PG` : 'PG'} in ${placeName(place)}`;
}

export interface LandingNumbers {
  total: number;
  /** False when the search stopped counting at its cap: "1,000+". */
  totalExact?: boolean;
  /** False when the amenities were counted over the first candidates only: "WiFi in 640+". */
  countsExact?: boolean;
  priceMin: number | null;
  priceMax: number | null;
  /** The amenities most listings offer, with how many offer each, most first. */
  amenities: ReadonlyArray<{ label: string; count: number }>;
}

/**
 * "14 PGs and hostels for girls in and around Malviya Nagar, Jaipur, from ₹5,500 to ₹12,000 a
 * month. WiFi in 12, Meals in 9, Laundry in 7." Every number is counted from the listings.
 */
export function landingSummary(place: LandingPlace, numbers: LandingNumbers): string {
  const who = place.audience ? ` for ${place.audience}` : '';
  const where = `${place.locality ? 'in and around' : 'in'} ${placeName(place)}`;
  if (numbers.total === 0) return `There are no PGs or hostels${who} listed ${where} yet.`;
  const { totalExact = true, countsExact = true } = numbers;
  const stays = numbers.total === 1 ? 'PG or hostel' : 'PGs and hostels';
  const prices =
    numbers.priceMin === null || numbers.priceMax === null
      ? ''
      : numbers.priceMin === numbers.priceMax
        ? `, at ${formatRupees(numbers.priceMin)} a month`
        : `, from ${formatRupees(numbers.priceMin)} to ${formatRupees(numbers.priceMax)} a month`;
  const amenities = numbers.amenities.length
    ? ` ${numbers.amenities.map((amenity) => `${amenity.label} in ${searchCountText(amenity.count, countsExact)}`).join(', ')}.`
    : '';
  return `${searchCountText(numbers.total, totalExact)} ${stays}${who} ${where}${prices}.${amenities}`;
}
