import { useLocation, type Location } from 'react-router-dom';

/** Where a guard sent the user from; the sign-in screens go back there afterwards. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const NOT_BACK_TO = [
  '/login',
  '/login/mobile',
  '/login/google',
  '/register',
  '/logout',
  '/dashboard/admin-login',
  '/forgot-password',
  '/reset-password',
];

/** The page to open after signing in: where the user came from, else `fallback`. */
export function afterSignIn(state: unknown, fallback = '/'): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  if (NOT_BACK_TO.includes(from.pathname)) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The address parameter of the sign-in screen that names where to come back to (sign-in-link.ts):
 * a plain page load carries no history state.
 */
export const BACK_PARAM = 'back';

/** The page a sign-in screen's address names to come back to, if it is one of this site's. */
export function backFromAddress(search: string): FromState | null {
  const back = new URLSearchParams(search).get(BACK_PARAM);
  if (!back?.startsWith('/')) return null;
  const site = 'https://nivaas.invalid';
  let url: URL;
  try {
    url = new URL(back, site);
  } catch {
    return null;
  }
  // '//elsewhere.in' or '/\\elsewhere.in' name another site: never followed.
  if (url.origin !== site) return null;
  return { from: { pathname: url.pathname, search: url.search, hash: url.hash } };
}

/** Where the sign-in screens go back to: the link's state, else what their address names. */
export function useSignInReturn(): FromState | null {
  const location = useLocation();
  const state = location.state as FromState | null;
  return state?.from ? state : (backFromAddress(location.search) ?? state);
}
