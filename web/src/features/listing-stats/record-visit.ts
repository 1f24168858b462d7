import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { MarkListingSeenDocument, RecordListingViewDocument } from '../../generated/graphql';
import { rememberSeen } from '../../lib/seen-listings';
import { firstReportToday, visitorId } from './listing-views';

/*
 * A listing page's two best-effort calls, made once it has shown: the app's page makes them from
 * its hooks (useMarkSeen, useRecordView) through its Apollo client, a page of islands from its
 * script once it has loaded (public-pages/listing-visit.ts, as plain requests: no island, nor Apollo,
 * need load for them). A failure is ignored.
 */

/** One call: its mutation and variables. */
export interface VisitCall {
  mutation: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables: Record<string, unknown>;
}

/**
 * Remembers that this listing was opened, for "Hide already seen": in this browser, and for the
 * signed-in account on the server (for anonymous visitors the server call does nothing).
 */
export function seenCall(listingId: string): VisitCall {
  rememberSeen(listingId);
  return { mutation: MarkListingSeenDocument as VisitCall['mutation'], variables: { id: listingId } };
}

/**
 * Counts a view of the listing page for its owner's figures, once per listing and day from this
 * browser (the server counts one per viewer and day, and never the owner's own or an admin's):
 * null when this browser reported it today.
 */
export function viewCall(listingId: string): VisitCall | null {
  if (!firstReportToday(listingId)) return null;
  return { mutation: RecordListingViewDocument as VisitCall['mutation'], variables: { propertyId: listingId, visitorId: visitorId() } };
}

/**
 * A call through the app's client: not useMutation, whose state (sending, sent) would render the
 * whole page again.
 */
export function sendThrough(client: ApolloClient, call: VisitCall | null): void {
  if (call) client.mutate({ mutation: call.mutation, variables: call.variables }).catch(() => undefined);
}
