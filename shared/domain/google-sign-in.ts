import { AUTH_MESSAGES } from './auth-messages';

/**
 * Signing in with Google (issue 31 item 3): the paths, the reasons a sign-in ends on the login page
 * and their texts, shared by the gateway (which names the reason) and the web app (which shows it).
 * Apart from AUTH_MESSAGES so that only the login page and the Google page carry them.
 */

/** Starts the sign-in: the gateway redirects to Google (404 when Google is not configured). */
export const GOOGLE_START_PATH = '/api/v1/auth/google/start';
/** Where Google sends the person back; registered with Google as the redirect URI (PUBLIC_URL + this). */
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';
/** The web page that exchanges the one-time ticket for a session (or asks to link an existing account). */
export const GOOGLE_TICKET_PAGE = '/login/google';
/** The login page's query parameter naming why a Google sign-in did not work. */
export const GOOGLE_ERROR_PARAM = 'google';

export const GOOGLE_SIGN_IN_PROBLEMS = ['cancelled', 'state', 'expired', 'unverified', 'suspended', 'failed'] as const;
export type GoogleSignInProblem = (typeof GOOGLE_SIGN_IN_PROBLEMS)[number];

/** What the login page says for each reason. */
export const GOOGLE_SIGN_IN_PROBLEM_TEXTS: Record<GoogleSignInProblem, string> = {
  cancelled: 'Google sign-in was cancelled. Choose another way to sign in, or try Google again.',
  state: 'That Google sign-in did not start here or took too long. Please try again.',
  expired: 'That Google sign-in has expired or was already used. Please try again.',
  unverified:
    'Google has not verified the e-mail address of that account, so it cannot sign in here. Verify it with Google, or use another way in.',
  suspended: AUTH_MESSAGES.accountSuspended,
  failed: 'Google sign-in did not work. Please try again, or use another way in.',
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
