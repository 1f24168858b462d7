/**
 * Why a Google sign-in came back to the login page, and what the page says: a module of its own,
 * importing nothing, so the login page fetches it only when there is something to say (a suspended
 * account's text is AUTH_MESSAGES.accountSuspended, which every page has).
 */
export type GoogleSignInProblem =
  'cancelled' | 'state' | 'expired' | 'unverified' | 'unconfirmed' | 'linked' | 'suspended' | 'failed' | 'throttled';

export const GOOGLE_SIGN_IN_PROBLEM_TEXTS_OWN: Record<Exclude<GoogleSignInProblem, 'suspended'>, string> = {
  cancelled: 'Google sign-in was cancelled. Choose another way to sign in, or try Google again.',
  state: 'That Google sign-in did not start here or took too long. Please try again.',
  expired: 'That Google sign-in has expired or was already used. Please try again.',
  unverified:
    'Google has not verified the e-mail address of that account, so it cannot sign in here. Verify it with Google, or use another way in.',
  unconfirmed:
    'That e-mail belongs to a Nivaas account that signs in with its mobile number and has not confirmed the address yet. Sign in with your number, confirm the e-mail from My Profile, then Google can sign you in.',
  linked: 'That Nivaas account signs in with another Google account. Use that one, or your mobile number.',
  failed: 'Google sign-in did not work. Please try again, or use another way in.',
  throttled: 'Too many sign-in attempts from this connection. Try again in a few minutes.',
};
