/**
 * An account holder's gender (Edit Profile), optional: null when not given. Listings have a set
 * of their own (who can stay: PropertyGender in ./property.ts).
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** Who wrote something, once the account is gone (a review, a message in a thread, a deleted owner's listings). */
export const FORMER_MEMBER_NAME = 'Former member';

/** The account forms' messages (spec section 5); the rules that use them: shared/validation/account.ts. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters long',
  nameMax: 'Name must be at most 30 characters',
  nameOneLine: 'Name must be on one line',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is not valid',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 16 characters',
  /** Nivaas's own: a new password (registration, change, reset) from the list of the most used ones. */
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  confirmRequired: 'Confirm password is required',
  passwordsMatch: 'Passwords must match',
  roleRequired: 'Role is required',
  adminEmailInvalid: 'Invalid email',
} as const;
