import { z } from 'zod';
import { REGISTRABLE_ROLES } from '../domain/roles';
import { ACCOUNT_MESSAGES, GENDERS } from '../domain/account';
import { EMAIL_MESSAGES, emailField } from './email';
import { honeypotShape } from './honeypot';
import { isCommonPassword } from './common-passwords';
import { contactNumberField, nameField } from './person';

/**
 * The messages of spec section 5, word for word (kept in ../domain/account.ts, so a page that
 * only shows one need not load zod). A field can break several rules at once (an empty name is
 * also too short); forms and the gateway show only the first problem per field.
 */
export { ACCOUNT_MESSAGES };

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 16;

export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordMax);

/**
 * A password being set (registration, change, reset): the same rules, and not one of the most
 * common passwords. Signing in keeps passwordField, so an older account with one still gets in.
 */
const newPasswordField = passwordField.refine((password) => !isCommonPassword(password), ACCOUNT_MESSAGES.passwordCommon);

const confirmField = z.string({ error: ACCOUNT_MESSAGES.confirmRequired }).min(1, ACCOUNT_MESSAGES.confirmRequired);

const roleField = z.enum(REGISTRABLE_ROLES, { error: ACCOUNT_MESSAGES.roleRequired });

/** True once both fields hold text: "must match" is said as soon as the second one is typed. */
function typedBoth(value: unknown, first: string, second: string): boolean {
  const values = (value ?? {}) as Record<string, unknown>;
  return typeof values[first] === 'string' && typeof values[second] === 'string' && (values[second] as string).length > 0;
}

/** Registration (the REST adapter reads the spec's `contact_number` and `c_password` into these). */
export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    contactNumber: contactNumberField,
    password: newPasswordField,
    confirmPassword: confirmField,
    role: roleField,
    ...honeypotShape,
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsMatch,
    // Say so as soon as both passwords are typed, even while other fields still have problems.
    when: ({ value }) => typedBoth(value, 'password', 'confirmPassword'),
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** Login: the same e-mail and password rules as registration. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});

/** Admin login has its own, looser rules. */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGES.required })
    .trim()
    .min(1, EMAIL_MESSAGES.required)
    .regex(z.regexes.email, ACCOUNT_MESSAGES.adminEmailInvalid),
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
});
export type AdminLoginValues = z.output<typeof adminLoginSchema>;

/**
 * Messages of the account screens the spec shows without rules (change password, profile,
 * forgot and reset password). New passwords follow the registration rules above, so every
 * password an account can have meets the same 6 to 16 characters.
 */
export const ACCOUNT_FORM_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  resetTokenMissing: 'This reset link is not valid. Please ask for a new one.',
  genderInvalid: 'Please choose Male, Female or Other',
  placeTooLong: 'Must be at most 80 characters',
} as const;

/** Change password: currentPassword, newPassword, confirmPassword (the REST payload's names too). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_FORM_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_FORM_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordField,
    confirmPassword: confirmField,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsMatch,
    when: ({ value }) => typedBoth(value, 'newPassword', 'confirmPassword'),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: ACCOUNT_FORM_MESSAGES.newPasswordSameAsCurrent,
    when: ({ value }) => typedBoth(value, 'currentPassword', 'newPassword'),
  });
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** Optional text (state, city): trimmed; empty means "not given" and is stored as null. */
const optionalPlace = z
  .string()
  .trim()
  .max(80, ACCOUNT_FORM_MESSAGES.placeTooLong)
  .nullish()
  .transform((value) => value || null);

/** Edit Profile: the registration rules for name, e-mail and phone; gender, state and city optional. */
export const profileSchema = z.object({
  name: nameField,
  email: emailField,
  contactNumber: contactNumberField,
  gender: z
    .union([z.enum(GENDERS), z.literal(''), z.null()], { error: ACCOUNT_FORM_MESSAGES.genderInvalid })
    .optional()
    .transform((value) => value || null),
  state: optionalPlace,
  city: optionalPlace,
});
export type ProfileInput = z.input<typeof profileSchema>;

/** Forgot password: only an e-mail address. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** Reset password: the token from the e-mailed link and the new password, twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: ACCOUNT_FORM_MESSAGES.resetTokenMissing }).trim().min(1, ACCOUNT_FORM_MESSAGES.resetTokenMissing),
    newPassword: newPasswordField,
    confirmPassword: confirmField,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsMatch,
    when: ({ value }) => typedBoth(value, 'newPassword', 'confirmPassword'),
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
