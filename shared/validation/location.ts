import { z } from 'zod';

/** Spec section 9: a pin code of exactly this many characters triggers the lookup. */
export const PIN_CODE_LENGTH = 6;
/** An Indian pin code: exactly PIN_CODE_LENGTH digits. */
export const PIN_CODE_PATTERN = new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`);

/** One pin code rule, one message: the listing form and the pin code lookup say the same. */
export const PIN_CODE_MESSAGES = {
  required: 'Pin code is required',
  invalid: `Pin code must be ${PIN_CODE_LENGTH} digits`,
} as const;

/** Spec section 5: state, district and locality selectors switch on typed search at this many options. */
export const SELECTOR_SEARCH_THRESHOLD = 8;

/**
 * Spec section 8's location messages (the fallbacks when the server gives none), word for word,
 * and the input messages of the location calls.
 */
export const LOCATION_MESSAGES = {
  statesFailed: 'Failed to fetch states',
  districtsFailed: 'Failed to fetch districts',
  areasFailed: 'Failed to fetch areas',
  pincodeNotFound: 'Pincode not found',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  cityRequired: 'City is required',
} as const;

/** A pin code: exactly six digits (spaces around it are ignored). */
export const pinCodeField = z.string({ error: PIN_CODE_MESSAGES.invalid }).trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGES.invalid);

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const stateField = requiredName(LOCATION_MESSAGES.stateRequired);
export const districtField = requiredName(LOCATION_MESSAGES.districtRequired);
export const cityField = requiredName(LOCATION_MESSAGES.cityRequired);
