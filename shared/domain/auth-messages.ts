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
} as const;

/** A reset link works for this long after it is sent. */
export const RESET_LINK_MINUTES = 30;
