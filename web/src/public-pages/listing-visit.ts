import { print } from 'graphql';
import { GRAPHQL_PATH } from '../config';
import { authorizationHeader } from '../features/auth/session-storage';
import { seenCall, viewCall, type VisitCall } from '../features/listing-stats/record-visit';

/**
 * A listing's page of islands counts the visit and remembers the listing as seen, as the app's
 * page does (features/listing-stats/record-visit.ts). Loaded by the islands' script once the page
 * has loaded; the two calls go as plain requests, so neither an island's code nor Apollo's loads
 * for them (with Apollo's client they cost the page about 230 ms of blocking time, measured).
 */
export function recordListingVisit(listingId: string): void {
  for (const call of [seenCall(listingId), viewCall(listingId)]) if (call) void send(call);
}

function send({ mutation, variables }: VisitCall): Promise<unknown> {
  return fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorizationHeader() },
    body: JSON.stringify({ query: print(mutation), variables }),
  }).catch(() => undefined);
}
