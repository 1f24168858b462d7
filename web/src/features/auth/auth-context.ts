import { createContext, useContext } from 'react';
import type { SessionUserFragment } from '../../generated/graphql';

export type SessionUser = SessionUserFragment;

/** A session as login, register and change password answer it. */
export interface NewSession {
  token: string;
  user: SessionUser;
}

export interface Auth {
  /**
   * loading: a stored token is being checked; unavailable: the server could not be reached to
   * check it (the token is kept); anonymous / signed-in: as it says.
   */
  status: 'loading' | 'unavailable' | 'anonymous' | 'signed-in';
  user: SessionUser | null;
  /** Starts a session after login or registration; `remember` keeps it across browser restarts. */
  signIn(session: NewSession, remember: boolean): void;
  /** A new token for the current session (after a password change), kept where the old one was. */
  updateSession(session: NewSession): void;
  /** Ends the session on the server (every device) and here. */
  signOut(): Promise<void>;
  /** Checks the stored token again (after the server could not be reached). */
  retry(): void;
}

export const AuthContext = createContext<Auth | null>(null);

/** Said when the stored session could not be checked ('unavailable'). */
export const SESSION_UNREACHABLE = 'We could not reach Nivaas to check your session. Check your connection and try again.';

/** The signed-in user and the session actions; the state lives in AuthProvider and Apollo's cache. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
