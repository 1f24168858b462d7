import type { Location, To } from 'react-router-dom';
import { BACK_PARAM, type FromState } from './redirect';

/**
 * A link to sign in, then come back to `back`: by the link's state in the app, and by its address
 * (`/login?back=/property/…#reviews`), which a link followed before its page's script takes over
 * (an island not yet awake) or opened in a new tab carries when history state does not.
 */
export function signInAndComeBack(back: Pick<Location, 'pathname' | 'search' | 'hash'>): { to: To; state: FromState } {
  const search = `?${BACK_PARAM}=${encodeURIComponent(`${back.pathname}${back.search}${back.hash}`)}`;
  return { to: { pathname: '/login', search }, state: { from: { pathname: back.pathname, search: back.search, hash: back.hash } } };
}
