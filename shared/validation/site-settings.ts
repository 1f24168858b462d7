import { z } from 'zod';
import {
  CONTACT_ADDRESS_MAX,
  FEATURED_CITIES_MAX,
  FEATURED_CITIES_MIN,
  SITE_SETTINGS_MESSAGES as M,
  SOCIAL_URL_MAX,
} from '../domain/site-settings';
import { PHONE_MAX, PHONE_MIN } from './person';
import { emailField } from './email';

/** The phone's digits without +91 / 0 and separators: "+91 98765 43210" -> "9876543210". */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  return digits.replace(/^(\+91|0)(?=\d{10}$)/, '');
}

/** A phone shown to visitors: kept as written (spaces collapsed), checked as an Indian number. */
const phoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .transform((phone) => phone.replace(/\s+/g, ' '))
  .refine((phone) => {
    const digits = phoneDigits(phone);
    return /^\d{10}$/.test(digits) && Number(digits) >= PHONE_MIN && Number(digits) <= PHONE_MAX;
  }, M.phoneInvalid);

const urlField = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(SOCIAL_URL_MAX, M.urlInvalid)
  .refine((url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' && parsed.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.urlInvalid);

const citiesField = z
  .array(z.string().trim().min(1), { error: M.citiesTooFew })
  .min(FEATURED_CITIES_MIN, M.citiesTooFew)
  .max(FEATURED_CITIES_MAX, M.citiesTooMany)
  .refine((cities) => new Set(cities.map((city) => city.toLowerCase())).size === cities.length, M.citiesRepeated);

/** The dashboard's Settings form, and the gateway's check of what it saves. */
export const siteSettingsSchema = z.object({
  contactEmail: emailField,
  contactPhone: phoneField,
  contactAddress: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(CONTACT_ADDRESS_MAX, M.addressTooLong),
  facebookUrl: urlField,
  instagramUrl: urlField,
  xUrl: urlField,
  linkedinUrl: urlField,
  youtubeUrl: urlField,
  featuredCities: citiesField,
  reviewBeforeLive: z.boolean(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsSchema>;
