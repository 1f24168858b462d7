import DataLoader from 'dataloader';
import type { Services } from '../services';

/**
 * Per-request DataLoaders, one per relation a field resolver follows. Built for each request in
 * context.ts, never at module scope, so cached rows never leak between viewers.
 */
export function createLoaders(services: Services) {
  return {
    propertyImages: new DataLoader((ids: readonly string[]) => services.propertyQueries.imagesOf(ids)),
    ownerSummaries: new DataLoader((ids: readonly string[]) => services.propertyQueries.ownerSummaries(ids)),
    /** The owner block: name, member since, listing counts and median reply time. */
    ownerProfiles: new DataLoader((ids: readonly string[]) => services.ownerProfiles.profiles(ids)),
    latestVerifications: new DataLoader((ids: readonly string[]) => services.verification.latestOf(ids)),
    users: new DataLoader((ids: readonly string[]) => services.users.byIds(ids)),
    /** Who posted listings (id, name, role): what cards and the owner block show. */
    listingOwners: new DataLoader(async (ids: readonly string[]) =>
      (await services.users.byIds(ids)).map((user) => (user ? { id: user.id, name: user.name, role: user.role } : null)),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
