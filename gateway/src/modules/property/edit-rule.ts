import type { Viewer } from '../auth/viewer';

/**
 * The one rule for who may open a listing in the edit form and save it: an admin, or the owner
 * account that posted it. GraphQL `propertyToEdit`, REST `my-properties/:id`, the save and the
 * delete all ask this, so the web edit page opens exactly when a save would be allowed.
 */
export function mayEditListing(viewer: Viewer | null | undefined, listing: { ownerId: string }): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || (viewer.role === 'owner' && viewer.id === listing.ownerId);
}
