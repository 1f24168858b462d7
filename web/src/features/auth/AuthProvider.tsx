import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { notify } from '../../components/toaster';
import { LogoutDocument, MeDocument } from '../../generated/graphql';
import { AuthContext, type Auth, type NewSession } from './auth-context';
import { TOKEN_KEY, clearToken, onSessionRejected, readToken, replaceToken, saveToken } from './session-storage';
import { forgetAccountOnDevice } from '../../lib/offline-account';
import { useAfterHydration } from '../../lib/use-after-hydration';

/**
 * Holds the session: the token (in storage, see session-storage.ts) and the signed-in user (the
 * `me` query in Apollo's cache). On load a stored token is checked with `me`; a token the server
 * no longer accepts (expired, or revoked by a logout or password change) ends the session here
 * with a notice, and route guards send the user to sign in if the page needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // The stored token, read after hydration: the server renders every page signed out, and the
  // browser's first render must match it. Once set here (sign-in, sign-out), this state wins.
  const stored = useAfterHydration(readToken, null);
  const [changed, setToken] = useState<string | null | undefined>(undefined);
  const token = changed === undefined ? stored : changed;
  const me = useQuery(MeDocument, token ? { fetchPolicy: 'cache-first' } : skipToken);
  // While the user logs out, the gateway closes their live socket for the ended session (4403),
  // often before its answer to the logout comes: that report is this logout, not an expiry.
  const loggingOut = useRef(false);

  const endSession = useCallback(
    async (reason: 'signed-out' | 'rejected') => {
      // Several failing requests may report one rejected token: end the session once.
      if (reason === 'rejected' && (!readToken() || loggingOut.current)) return;
      clearToken();
      forgetAccountOnDevice();
      await client.clearStore();
      setToken(null);
      if (reason === 'rejected') notify('warning', AUTH_MESSAGES.sessionExpired);
    },
    [client],
  );

  // A token the server refused, reported by the Apollo links (app/apollo.ts).
  useEffect(() => onSessionRejected(() => void endSession('rejected')), [endSession]);

  // A remembered session lives in local storage, which every tab of the browser shares: when
  // another tab signs out or changes the password, this tab follows at once instead of failing on
  // its next request with a revoked token.
  useEffect(() => {
    const followOtherTab = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.key !== TOKEN_KEY) return;
      if (!event.oldValue || event.oldValue !== readToken()) return;
      if (event.newValue) {
        replaceToken(event.newValue);
        setToken(event.newValue);
      } else {
        void endSession('signed-out');
      }
    };
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, [endSession]);

  // `me` is null for a token the server refused (the Apollo link reports it, see app/apollo.ts).
  const rejected = Boolean(token) && me.data !== undefined && me.data.me === null;

  const signIn = useCallback(
    (session: NewSession, remember: boolean) => {
      saveToken(session.token, remember);
      client.writeQuery({ query: MeDocument, data: { me: session.user } });
      setToken(session.token);
    },
    [client],
  );

  const updateSession = useCallback(
    (session: NewSession) => {
      replaceToken(session.token);
      client.writeQuery({ query: MeDocument, data: { me: session.user } });
      setToken(session.token);
    },
    [client],
  );

  const signOut = useCallback(async () => {
    loggingOut.current = true;
    try {
      if (readToken()) await client.mutate({ mutation: LogoutDocument });
    } catch {
      // Already expired or revoked, or offline: the session still ends on this device.
    } finally {
      await endSession('signed-out');
      loggingOut.current = false;
    }
  }, [client, endSession]);

  const user = token ? (me.data?.me ?? null) : null;
  const status: Auth['status'] = !token
    ? 'anonymous'
    : user
      ? 'signed-in'
      : me.error && !me.data
        ? 'unavailable'
        : rejected
          ? 'anonymous'
          : 'loading';

  const { refetch } = me;
  const auth = useMemo<Auth>(
    () => ({ status, user, signIn, updateSession, signOut, retry: () => void refetch().catch(() => undefined) }),
    [status, user, signIn, updateSession, signOut, refetch],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
