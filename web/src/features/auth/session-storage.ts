/**
 * Where the session token lives. The spec keeps it in session storage under the key `token`
 * (gone when the browser closes). "Remember Me" also keeps it in local storage, so a restarted
 * browser finds it and is still signed in.
 */
export const TOKEN_KEY = 'token';

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  // On the server, whose renders ask for the session in every island's frame: no exception to throw and catch.
  if (typeof window === 'undefined') return null;
  try {
    return window[kind];
  } catch {
    return null; // Storage disabled by the browser: the session lasts as long as the page.
  }
}

/** The stored token, if any; a remembered one is copied back into session storage. */
export function readToken(): string | null {
  const current = storage('sessionStorage')?.getItem(TOKEN_KEY);
  if (current) return current;
  const remembered = storage('localStorage')?.getItem(TOKEN_KEY);
  if (remembered) storage('sessionStorage')?.setItem(TOKEN_KEY, remembered);
  return remembered ?? null;
}

/** The session's Authorization header, for the requests and the socket the app opens itself (none when signed out). */
export function authorizationHeader(token = readToken()): { authorization?: string } {
  return token ? { authorization: `Bearer ${token}` } : {};
}

function isRemembered(): boolean {
  return Boolean(storage('localStorage')?.getItem(TOKEN_KEY));
}

/** Keeps a new session's token: for this browser session, and across restarts if remembered. */
export function saveToken(token: string, remember: boolean): void {
  storage('sessionStorage')?.setItem(TOKEN_KEY, token);
  if (remember) storage('localStorage')?.setItem(TOKEN_KEY, token);
  else storage('localStorage')?.removeItem(TOKEN_KEY);
}

/** A new token for the same session (after a password change): kept wherever the old one was. */
export function replaceToken(token: string): void {
  saveToken(token, isRemembered());
}

export function clearToken(): void {
  storage('sessionStorage')?.removeItem(TOKEN_KEY);
  storage('localStorage')?.removeItem(TOKEN_KEY);
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** The auth provider listens; the Apollo link reports a token the server no longer accepts. */
export function onSessionRejected(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function reportSessionRejected(): void {
  for (const listener of expiredListeners) listener();
}
