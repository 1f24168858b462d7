import type { ApolloClient } from '@apollo/client';
import { MarkListingSeenDocument, RecordListingViewDocument } from '../../generated/graphql';
import { rememberSeen } from '../../lib/seen-listings';
import { firstReportToday, visitorId } from './listing-views';

/*
 * A listing page's two best-effort calls, made once it has shown: the app's page makes them from
 * its hooks (useMarkSeen, useRecordView), a page of islands from its script once it has loaded
 * (islands/listing-visit.ts: no island need wake for them). Sent through the client, not useMutation,
 * whose state (sending, sent) would render the whole page again; a failure is ignored.
 */

/**
 * Remembers that this listing was opened, for "Hide already seen": in this browser, and for the
 * signed-in account on the server (for anonymous visitors the server call does nothing).
 */
export function markListingSeen(client: ApolloClient, listingId: string): void {
  rememberSeen(listingId);
  client.mutate({ mutation: MarkListingSeenDocument, variables: { id: listingId } }).catch(() => undefined);
}

/**
 * Counts a view of the listing page for its owner's figures, once per listing and day from this
 * browser (the server counts one per viewer and day, and never the owner's own or an admin's).
 */
export function recordListingView(client: ApolloClient, listingId: string): void {
  if (!firstReportToday(listingId)) return;
  client
    .mutate({ mutation: RecordListingViewDocument, variables: { propertyId: listingId, visitorId: visitorId() } })
    .catch(() => undefined);
}
