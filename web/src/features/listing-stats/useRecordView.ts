import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { RecordListingViewDocument } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { firstReportToday, visitorId } from './listing-views';

/**
 * Counts a view of the listing page for its owner's figures: once per listing and day from this
 * browser, after the page has shown, never on the owner's own listing, and off the page's path (the
 * listing query does not wait for it; a failure is ignored). Sent through the client, not
 * useMutation, whose state (sending, sent) would render the whole page again.
 */
export function useRecordView(listingId: string | undefined, ownerId: string | undefined) {
  const { status, user } = useAuth();
  const client = useApolloClient();
  const settled = status === 'signed-in' || status === 'anonymous';
  const own = Boolean(user && user.id === ownerId);
  useEffect(() => {
    if (!listingId || !settled || own || !firstReportToday(listingId)) return;
    client
      .mutate({ mutation: RecordListingViewDocument, variables: { propertyId: listingId, visitorId: visitorId() } })
      .catch(() => undefined);
  }, [listingId, settled, own, client]);
}
