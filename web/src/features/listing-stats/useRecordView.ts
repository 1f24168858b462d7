import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { sendThrough, viewCall } from './record-visit';

/**
 * Counts a view of the listing page for its owner's figures (record-visit.ts): after the page has
 * shown, once the session is known, never from the owner's own listing, off the page's path (the
 * listing query does not wait for it).
 */
export function useRecordView(listingId: string | undefined, ownerId: string | undefined) {
  const { status, user } = useAuth();
  const client = useApolloClient();
  const settled = status === 'signed-in' || status === 'anonymous';
  const own = Boolean(user && user.id === ownerId);
  useEffect(() => {
    if (listingId && settled && !own) sendThrough(client, viewCall(listingId));
  }, [listingId, settled, own, client]);
}
