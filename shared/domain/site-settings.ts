/** Site settings admins edit in the dashboard (issue 13 item 8): texts and limits. */
import { ACCOUNT_MESSAGES } from './account';

/** The social networks the footer links to, in the footer's order. */
export const SOCIAL_NETWORK_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORK_LABELS;

/** Each setting's label, in the form's order: the dashboard form and the audit log's entries. */
export const SITE_SETTINGS_LABELS = {
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  contactAddress: 'Address',
  facebookUrl: 'Facebook page',
  instagramUrl: 'Instagram profile',
  xUrl: 'X profile',
  linkedinUrl: 'LinkedIn page',
  youtubeUrl: 'YouTube channel',
  featuredCities: 'Featured cities',
  reviewBeforeLive: 'Review new listings before they go live',
} as const;

export const FEATURED_CITIES_MIN = 1;
export const FEATURED_CITIES_MAX = 12;
export const CONTACT_ADDRESS_MAX = 200;
export const SOCIAL_URL_MAX = 300;

export const SITE_SETTINGS_MESSAGES = {
  phoneRequired: ACCOUNT_MESSAGES.phoneRequired,
  phoneInvalid: 'Enter an Indian phone number: 10 digits, optionally after +91 or 0 (spaces and dashes are fine)',
  addressRequired: 'Address is required',
  addressTooLong: `Keep the address under ${CONTACT_ADDRESS_MAX} characters`,
  urlInvalid: 'Enter a full web address starting with https://',
  citiesTooFew: `Choose at least ${FEATURED_CITIES_MIN} city to feature`,
  citiesTooMany: `Feature at most ${FEATURED_CITIES_MAX} cities`,
  citiesRepeated: 'Each city may be featured once',
  cityUnknown: (city: string) => `"${city}" is not a city with listings: choose cities from the list`,
  saved: 'Settings saved. Every page shows them now.',
} as const;

/** What owners are told when new listings wait for an admin's approval (the setting is on). */
export const REVIEW_BEFORE_LIVE_TEXTS = {
  /** The add-listing success text while the setting is on (the spec's own text otherwise). */
  added: 'Property added. It waits for review and goes live once an admin approves it.',
  /** My Properties, above the list, while the setting is on. */
  notice: 'New listings wait for review: they go live once an admin approves them.',
} as const;
