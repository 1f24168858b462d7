import type { Location } from 'react-router-dom';

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
