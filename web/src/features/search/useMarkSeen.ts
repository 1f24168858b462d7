import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { MarkListingSeenDocument } from '../../generated/graphql';
import { rememberSeen } from '../../lib/seen-listings';

/**
 * Remembers that this listing was opened, for "Hide already seen": in this browser, and for the
 * signed-in account on the server (for anonymous visitors the server call does nothing).
 */
export function useMarkSeen(id: string | undefined) {
  const [markSeen] = useMutation(MarkListingSeenDocument);
  useEffect(() => {
    if (!id) return;
    rememberSeen(id);
    // Best effort: a failure here must never disturb the page.
    markSeen({ variables: { id } }).catch(() => undefined);
  }, [id, markSeen]);
}
