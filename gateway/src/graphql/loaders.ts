import DataLoader from 'dataloader';
import type { Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';

/**
 * Per-request DataLoaders, one per relation a field resolver follows. Built for each request in
 * context.ts, never at module scope, so cached rows never leak between viewers.
 */
export function createLoaders(services: Services, viewer: Viewer | null) {
  return {
    propertyImages: new DataLoader((ids: readonly string[]) => services.propertyQueries.imagesOf(ids)),
    ownerSummaries: new DataLoader((ids: readonly string[]) => services.propertyQueries.ownerSummaries(ids)),
    /** The owner block: name, member since, listing counts and median reply time. */
    ownerProfiles: new DataLoader((ids: readonly string[]) => services.ownerProfiles.profiles(ids)),
    latestVerifications: new DataLoader((ids: readonly string[]) => services.verification.latestOf(ids)),
    users: new DataLoader((ids: readonly string[]) => services.users.byIds(ids)),
    googleAccounts: new DataLoader((ids: readonly string[]) => services.googleSignIn.linkedAccounts(ids)),
    /** How many listings each account on a page of the admin's users table owns. */
    userListingCounts: new DataLoader((ids: readonly string[]) => services.userAdmin.listingCounts(ids)),
    /** Who posted listings (id, name, role): what cards and the owner block show. */
    listingOwners: new DataLoader(async (ids: readonly string[]) =>
      (await services.users.byIds(ids)).map((user) => (user ? { id: user.id, name: user.name, role: user.role } : null)),
    ),
    /** 'Verified visit' / 'Enquired' for a page of reviews, keyed by listing and writer, in one query. */
    reviewerConnections: new DataLoader(
      (reviews: ReadonlyArray<{ propertyId: string; authorId: string }>) => services.reviews.connectionsOf(reviews),
      {
        cacheKeyFn: (review) => `${review.propertyId}:${review.authorId}`,
      },
    ),
    /** My Properties' figures for a whole page of listings in one grouped query (the viewer's own only). */
    listingStats: new DataLoader((ids: readonly string[]) => services.listingStats.statsOf(viewer, ids)),
    /** The threads of a page of leads (enquiries, visits, phone number views) the viewer is in, with their messages, in a few queries. */
    leadThreads: new DataLoader((ids: readonly string[]) => services.threads.threadsOf(viewer, ids)),
    /** Open visits of each of the viewer's own listings on a page (My Properties' delete dialog), one grouped query. */
    openVisitCounts: new DataLoader((ids: readonly string[]) => services.visits.openCountsOf(viewer, ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
