import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MarkListingSeenDocument } from '../../generated/graphql';
import { rememberSeen } from '../../lib/seen-listings';

/**
 * Remembers that this listing was opened, for "Hide already seen": in this browser, and for the
 * signed-in account on the server (for anonymous visitors the server call does nothing). Sent
 * through the client, not useMutation, whose state (sending, sent) would render the whole page again.
 */
export function useMarkSeen(id: string | undefined) {
  const client = useApolloClient();
  useEffect(() => {
    if (!id) return;
    rememberSeen(id);
    // Best effort: a failure here must never disturb the page.
    client.mutate({ mutation: MarkListingSeenDocument, variables: { id } }).catch(() => undefined);
  }, [id, client]);
}
