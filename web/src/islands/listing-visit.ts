/**
 * A listing's page of islands counts the visit and remembers the listing as seen, as the app's
 * page does (features/listing-stats/record-visit.ts), on an Apollo client of its own: no island's
 * code is loaded for it. Loaded by the islands' script once the page has loaded; its code comes
 * through imports of its own, so the first script names none of its files.
 */
export async function recordListingVisit(listingId: string): Promise<void> {
  const [{ createApolloClient }, visit] = await Promise.all([import('../app/apollo'), import('../features/listing-stats/record-visit')]);
  const client = createApolloClient();
  visit.markListingSeen(client, listingId);
  visit.recordListingView(client, listingId);
}
