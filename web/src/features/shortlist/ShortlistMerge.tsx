import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MergeShortlistDocument, ShortlistIdsDocument } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { writeLocalShortlist } from './local-shortlist';
import { useLocalShortlist } from './use-local-shortlist';

/**
 * Once signed in (sign-in, registration, or a session found on load), the shortlist this browser
 * kept is added to the account's and cleared here. If that fails, it stays and is tried again the
 * next time the account is signed in.
 */
export function ShortlistMerge() {
  const { status, user } = useAuth();
  const client = useApolloClient();
  const local = useLocalShortlist();
  const running = useRef(false);

  useEffect(() => {
    if (status !== 'signed-in' || !local.length || running.current) return;
    running.current = true;
    client
      .mutate({ mutation: MergeShortlistDocument, variables: { propertyIds: local } })
      .then(({ data }) => {
        if (!data) return;
        client.cache.writeQuery({ query: ShortlistIdsDocument, data: { shortlistedIds: data.mergeShortlist } });
        writeLocalShortlist([]);
      })
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, [status, user?.id, local, client]);

  return null;
}
