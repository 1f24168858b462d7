import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../domain/account';
import { PHONE_CODE_LENGTH, PHONE_CODE_PURPOSES, PHONE_MESSAGES } from '../domain/phone-sign-in';
import { REGISTRABLE_ROLES } from '../domain/roles';
import { emailField } from './email';
import { contactNumberField, nameField } from './person';

/**
 * Signing in (or up) with a mobile number and a code sent by SMS, and verifying the account's
 * number. The number follows the spec's phone rule (./person.ts).
 */

/** Exactly six digits, as the SMS gives them. */
export const phoneCodeField = z
  .string({ error: PHONE_MESSAGES.phoneCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PHONE_MESSAGES.phoneCodeFormat);

export const requestPhoneCodeSchema = z.object({
  phone: contactNumberField,
  purpose: z
    .enum(PHONE_CODE_PURPOSES)
    .nullish()
    .transform((purpose) => purpose ?? 'sign-in'),
});

/** signInWithPhone and verifyPhone: the number and the code sent to it. */
export const phoneCodeCheckSchema = z.object({ phone: contactNumberField, code: phoneCodeField });

/** An optional e-mail: empty or missing is none (a phone-only account). */
const optionalEmail = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  emailField.nullable(),
);

export const phoneSignUpSchema = z.object({
  signUpToken: z.string({ error: PHONE_MESSAGES.signUpTokenInvalid }).min(1, PHONE_MESSAGES.signUpTokenInvalid),
  name: nameField,
  role: z.enum(REGISTRABLE_ROLES, { error: ACCOUNT_MESSAGES.roleRequired }),
  email: optionalEmail,
});
export type PhoneSignUpInput = z.input<typeof phoneSignUpSchema>;
