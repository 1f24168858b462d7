import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { readToken } from '../auth/session-storage';

/**
 * Keeps the page's enquiry threads live while it is open: a message written on either side, on
 * any gateway, shows without reloading (the socket's code loads on demand, signed in only).
 */
export function useLiveThreads(): void {
  const client = useApolloClient();
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    const token = readToken();
    if (!userId || !token) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./live-threads').then(({ followThreads }) => {
      if (!left) stop = followThreads(client, token);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [client, userId]);
}
