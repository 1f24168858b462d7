import type { ApolloClient } from '@apollo/client';
import { CloseCode, createClient } from 'graphql-ws';
import { print } from 'graphql';
import { LeadThreadItemFragmentDoc, LeadThreadsDocument, type LeadThreadsSubscription } from '../../generated/graphql';
import { authorizationHeader, reportSessionRejected } from '../auth/session-storage';

/** What shows unread counts and threads: read again whenever the socket comes up. */
const CATCH_UP = ['MyEnquiries', 'Leads', 'Visits', 'MyVisits', 'PhoneReveals', 'MyPhoneRevealThreads', 'UnreadLeads', 'UnreadEnquiries'];

/**
 * Follows the signed-in user's threads (enquiries', visits') over a WebSocket to the gateway (graphql-ws at
 * /graphql): each new message's thread goes into Apollo's cache, so the open page shows it, and
 * the unread counts are read again. Loaded on demand by useLiveThreads, outside the first download.
 * Returns what closes the socket.
 */
export function followThreads(client: ApolloClient, token: string): () => void {
  const socket = createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    connectionParams: authorizationHeader(token),
    // Quiet sockets are closed by proxies (deploy/nginx: 1 h); a ping keeps this one open.
    keepAlive: 30_000,
    retryAttempts: Infinity,
    // 4403: the gateway ended this socket because its session ended (signed out everywhere, a new
    // password, a suspension). Trying again with the same token is refused for ever: the app ends
    // the session as for any refused token, and signing in again opens a new socket.
    shouldRetry: (event) => {
      if (!isClosedForbidden(event)) return true;
      reportSessionRejected();
      return false;
    },
    on: {
      // Each time the socket is up, the first time too: a message may have come between the page's
      // read and the subscription, or while the socket was away.
      connected: () => void client.refetchQueries({ include: CATCH_UP }),
    },
  });
  const unsubscribe = socket.subscribe<LeadThreadsSubscription>(
    { query: print(LeadThreadsDocument) },
    {
      next: ({ data }) => {
        if (!data) return;
        client.writeFragment({ fragment: LeadThreadItemFragmentDoc, fragmentName: 'LeadThreadItem', data: data.leadThreads });
        // A phone number view's first message puts it in the seeker's list (which holds those with messages).
        void client.refetchQueries({ include: ['UnreadLeads', 'UnreadEnquiries', 'MyPhoneRevealThreads'] });
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return () => {
    unsubscribe();
    void socket.dispose();
  };
}

function isClosedForbidden(event: unknown): boolean {
  return typeof event === 'object' && event !== null && 'code' in event && event.code === CloseCode.Forbidden;
}
