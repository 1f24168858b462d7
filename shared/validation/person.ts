import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../domain/account';
import { isOneLine } from './text';

/**
 * A person's name and mobile number, as registration, the profile, enquiries and the contact form
 * take them. Apart from account.ts so that the public forms do not load its password rules (with
 * their list of common passwords) into their pages.
 */

const NAME_MIN = 2;
export const NAME_MAX = 30;
export const PHONE_MIN = 1_000_000_000;
export const PHONE_MAX = 9_999_999_999;

export const nameField = z
  .string({ error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .min(NAME_MIN, ACCOUNT_MESSAGES.nameMin)
  .max(NAME_MAX, ACCOUNT_MESSAGES.nameMax)
  .refine(isOneLine, ACCOUNT_MESSAGES.nameOneLine);

/** A number from 1000000000 to 9999999999, sent as a number or as digits; kept as digits. */
export const contactNumberField = z
  .union([z.string(), z.number()], { error: ACCOUNT_MESSAGES.phoneRequired })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_MESSAGES.phoneRequired)
      .refine(
        (digits) => /^\d+$/.test(digits) && Number(digits) >= PHONE_MIN && Number(digits) <= PHONE_MAX,
        ACCOUNT_MESSAGES.phoneInvalid,
      ),
  );
