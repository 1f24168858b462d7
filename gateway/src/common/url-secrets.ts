import { GOOGLE_CALLBACK_PATH, GOOGLE_TICKET_PAGE } from '../../../shared/domain/google-sign-in';

/**
 * Query parameters that work as a key for a while: Sign in with Google's one-time ticket (its page)
 * and the provider's authorization code and state (its callback). The request log writes every
 * URL; these are written as [redacted], so reading the log opens nothing.
 */
const SECRET_PARAMS: Array<[path: string, params: RegExp]> = [
  [GOOGLE_TICKET_PAGE, /([?&]ticket=)[^&#]*/g],
  [GOOGLE_CALLBACK_PATH, /([?&](?:code|state)=)[^&#]*/g],
];

export function withoutUrlSecrets(url: string | undefined): string | undefined {
  if (!url) return url;
  const path = url.split('?')[0];
  return SECRET_PARAMS.reduce(
    (written, [secretPath, params]) => (path === secretPath ? written.replace(params, '$1[redacted]') : written),
    url,
  );
}
