import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { SHORTLIST_MAX, SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { notify } from '../../components/toaster';
import { AddToShortlistDocument, RemoveFromShortlistDocument, ShortlistIdsDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { useAuth } from '../auth/auth-context';
import { localShortlist, writeLocalShortlist } from './local-shortlist';
import { useLocalShortlist } from './use-local-shortlist';

const NONE: string[] = [];

export interface Shortlist {
  /** Listing ids, newest first. */
  ids: string[];
  has(id: string): boolean;
  toggle(id: string): Promise<void>;
  /** Kept on the account (signed in) or in this browser. */
  signedIn: boolean;
  /** Signed in, and the account's shortlist is still on its way. */
  loading: boolean;
}

/**
 * The one source of the heart's state, signed in or not: the account's shortlist (the
 * `shortlistedIds` query in Apollo's cache, which every add and remove rewrites, so every heart on
 * the page follows) or this browser's (local storage).
 */
export function useShortlist(): Shortlist {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const client = useApolloClient();
  const local = useLocalShortlist();
  // Signed in with a local shortlist not merged yet (ShortlistMerge is on it): the local one shows
  // until the merge writes the account's into the cache, so no older answer can overwrite it.
  const inBrowser = !signedIn || local.length > 0;
  const server = useQuery(ShortlistIdsDocument, inBrowser ? skipToken : { fetchPolicy: 'cache-first' });
  const [add] = useMutation(AddToShortlistDocument);
  const [remove] = useMutation(RemoveFromShortlistDocument);
  const ids = inBrowser ? local : (server.data?.shortlistedIds ?? NONE);

  const toggle = useCallback(
    async (id: string) => {
      if (inBrowser) {
        const current = localShortlist();
        if (current.includes(id)) return writeLocalShortlist(current.filter((kept) => kept !== id));
        if (current.length >= SHORTLIST_MAX) return notify('error', SHORTLIST_MESSAGES.full);
        return writeLocalShortlist([id, ...current]);
      }
      const current = client.readQuery({ query: ShortlistIdsDocument })?.shortlistedIds ?? [];
      const on = current.includes(id);
      if (!on && current.length >= SHORTLIST_MAX) return notify('error', SHORTLIST_MESSAGES.full);
      const next = on ? current.filter((kept) => kept !== id) : [id, ...current];
      const store = (shortlistedIds: string[] | undefined) => {
        if (shortlistedIds) client.cache.writeQuery({ query: ShortlistIdsDocument, data: { shortlistedIds } });
      };
      try {
        if (on) {
          await remove({
            variables: { propertyId: id },
            optimisticResponse: { removeFromShortlist: next },
            update: (_, { data }) => store(data?.removeFromShortlist),
          });
        } else {
          await add({
            variables: { propertyId: id },
            optimisticResponse: { addToShortlist: next },
            update: (_, { data }) => store(data?.addToShortlist),
          });
        }
      } catch (failure) {
        notify('error', errorMessage(failure, 'Your shortlist could not be changed. Please try again.'));
      }
    },
    [inBrowser, client, add, remove],
  );

  return { ids, has: (id) => ids.includes(id), toggle, signedIn, loading: !inBrowser && server.loading };
}
