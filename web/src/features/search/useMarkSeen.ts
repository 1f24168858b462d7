import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { seenCall, sendThrough } from '../listing-stats/record-visit';

/** Remembers that this listing was opened, for "Hide already seen" (record-visit.ts). */
export function useMarkSeen(id: string | undefined) {
  const client = useApolloClient();
  useEffect(() => {
    if (id) sendThrough(client, seenCall(id));
  }, [id, client]);
}
