import type { Viewer } from '../auth/viewer';
import type { Lead } from '../lead/lead.entity';

export type ThreadSide = 'owner' | 'seeker';

/**
 * Which side of a lead's thread the viewer is on: the listing's owner or the lead's seeker; null
 * for anybody else, an admin too (admins see a thread's messages only through a report).
 */
export function sideInThread(viewer: Pick<Viewer, 'id'>, lead: Pick<Lead, 'ownerId' | 'seekerId'>): ThreadSide | null {
  if (lead.ownerId === viewer.id) return 'owner';
  if (lead.seekerId !== null && lead.seekerId === viewer.id) return 'seeker';
  return null;
}
