/**
 * Signing in with a mobile number and verifying one (issue 31): the texts the gateway sends and
 * the web app shows, and the code's limits. Apart from AUTH_MESSAGES, which every page loads, so
 * that only the pages that need them carry them.
 */
export const PHONE_MESSAGES = {
  phoneCodeFormat: 'Enter the 6-digit code from the SMS',
  phoneCodeWrong: 'That code is wrong or has expired. Ask for a new one.',
  phoneCodeTooSoon: 'Wait a few seconds before asking for another code.',
  phoneTaken: 'This number is already verified on another account.',
  signUpTokenInvalid: 'Your code has expired. Ask for a new one.',
  signsInWithPhone: 'This account signs in with its mobile number.',
  /** A password-less account changing its number in Edit Profile: an unproved number would lock it out. */
  verifyNewNumberFirst: 'This account signs in with its mobile number. Verify the new number to change it.',
} as const;

/** Why a code is sent: to sign in (or up) with the number, or to verify the signed-in account's number. */
export const PHONE_CODE_PURPOSES = ['sign-in', 'verify'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

/** A code sent by SMS works for this long, once, and for this many wrong tries. */
export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_TRIES = 5;
/** Another code for the same number and purpose may be asked this long after the last one. */
export const PHONE_CODE_RESEND_SECONDS = 30;
export const PHONE_CODE_LENGTH = 6;
/** After a right code for a number with no account, the sign-up form has this long. */
export const PHONE_SIGN_UP_MINUTES = 15;

/** The SMS that carries a code. */
export const phoneCodeSms = (code: string) =>
  `${code} is your Nivaas code. It expires in ${PHONE_CODE_MINUTES} minutes. Do not share it with anyone.`;
