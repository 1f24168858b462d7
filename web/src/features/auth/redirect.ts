import { useLocation, type Location, type To } from 'react-router-dom';

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
 * Where a plain link to the sign-in screen says to come back to: `/login?back=/property/…#reviews`.
 * A link's state lives in the browser's history, which a link followed before its page's script
 * (an island not yet awake) or opened in a new tab does not carry; the address does.
 */
const BACK_PARAM = 'back';

/** A link to sign in, then come back to `back`: by the link's state in the app, by its address without script. */
export function signInAndComeBack(back: Pick<Location, 'pathname' | 'search' | 'hash'>): { to: To; state: FromState } {
  const search = `?${BACK_PARAM}=${encodeURIComponent(`${back.pathname}${back.search}${back.hash}`)}`;
  return { to: { pathname: '/login', search }, state: { from: { pathname: back.pathname, search: back.search, hash: back.hash } } };
}

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
