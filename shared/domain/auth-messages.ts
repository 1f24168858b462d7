/**
 * Account texts that the gateway sends and the web app shows or recognises. The spec's own
 * words (section 4 and 8) are kept exactly; the others are Nivaas's.
 */
/** The sign-in, sign-up and logout pages' busy texts (spec section 2). */
export const AUTH_BUSY_TEXTS = { signingIn: 'Signing In...', signingUp: 'Signing Up...', loggingOut: 'Logging out...' } as const;

export const AUTH_MESSAGES = {
  /** Spec section 4 and 8: admin login by anyone who is not an admin. */
  notAnAdmin: 'Access denied: Not an admin.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Try logging in instead.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  wrongRole: 'You do not have permission to do this.',
  currentPasswordWrong: 'Current password is incorrect',
  resetRequested: 'If an account exists for this email, we have sent a link to reset your password. The link works for 30 minutes.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account.',
  accountSuspended: 'This account has been suspended. Please contact us if you think this is a mistake.',
  /** Phone sign-in and verification (Nivaas's own). */
  phoneCodeFormat: 'Enter the 6-digit code from the SMS',
  phoneCodeWrong: 'That code is wrong or has expired. Ask for a new one.',
  phoneCodeTooSoon: 'Wait a few seconds before asking for another code.',
  phoneTaken: 'This number is already verified on another account.',
  signUpTokenInvalid: 'Your code has expired. Ask for a new one.',
  signsInWithPhone: 'This account signs in with its mobile number.',
  /** A password-less account changing its number in Edit Profile: an unproved number would lock it out. */
  verifyNewNumberFirst: 'This account signs in with its mobile number. Verify the new number to change it.',
} as const;

/** A reset link works for this long after it is sent. */
export const RESET_LINK_MINUTES = 30;

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
