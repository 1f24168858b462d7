import { AUTH_MESSAGES } from './auth-messages';
import { GOOGLE_SIGN_IN_PROBLEM_TEXTS_OWN, type GoogleSignInProblem } from './google-sign-in-problems';

/**
 * Signing in with Google (issue 31 item 3): the reasons a sign-in ends on the login page and their
 * texts, shared by the gateway (which names the reason) and the web app (which shows it). Apart
 * from AUTH_MESSAGES, and from the paths (google-sign-in-paths.ts), so that only the Google page
 * and the login page's alert after a failed Google sign-in (both lazy) carry them.
 */

export { GOOGLE_CALLBACK_PATH, GOOGLE_ERROR_PARAM, GOOGLE_TICKET_PAGE } from './google-sign-in-paths';

export type { GoogleSignInProblem } from './google-sign-in-problems';

/** What the login page says for each reason. */
export const GOOGLE_SIGN_IN_PROBLEM_TEXTS: Record<GoogleSignInProblem, string> = {
  ...GOOGLE_SIGN_IN_PROBLEM_TEXTS_OWN,
  suspended: AUTH_MESSAGES.accountSuspended,
};

export const GOOGLE_MESSAGES = {
  ticketInvalid: GOOGLE_SIGN_IN_PROBLEM_TEXTS.expired,
  alreadyLinked: 'This Google account is already linked to another Nivaas account.',
  linkWrongPassword: 'That password is not right for this account.',
  linked: 'Google is now linked to your account. Signed in.',
} as const;

/** The question on the link screen: an account with the Google account's e-mail exists already. */
export const googleLinkQuestion = (email: string) => `An account with ${email} exists. Link Google to it?`;

/** A ticket from the callback is exchanged (or used to link) within this many minutes. */
export const GOOGLE_TICKET_MINUTES = 10;
