/**
 * Sign in with Google's paths, apart from its texts (google-sign-in.ts) so that the login and
 * register pages, which need only these, do not carry the texts.
 */

/** Starts the sign-in: the gateway redirects to Google (404 when Google is not configured). */
export const GOOGLE_START_PATH = '/api/v1/auth/google/start';
/** Where Google sends the person back; registered with Google as the redirect URI (PUBLIC_URL + this). */
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';
/** The web page that exchanges the one-time ticket for a session (or asks to link an existing account). */
export const GOOGLE_TICKET_PAGE = '/login/google';
/** The login page's query parameter naming why a Google sign-in did not work. */
export const GOOGLE_ERROR_PARAM = 'google';
