import type { Viewer } from '../auth/viewer';
import type { Enquiry } from './enquiry.entity';

/**
 * What is unread in a lead's thread, once, in the two forms the gateway asks it: SQL for counts
 * over many enquiries, and a function for one enquiry loaded with its messages. A message is
 * unread by one side when the other side wrote it after that side last read the thread. The
 * owner's side is the listing's owner (or an admin acting for them); the enquiry itself counts as
 * read by the owner once opened (`read_at`, counted apart).
 */

/** SQL: the enquiry `e` has a message from the owner's side its seeker has not read. */
export const UNREAD_FROM_OWNER = `EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND NOT r.from_seeker AND r.created_at > coalesce(e.seeker_seen_at, '-infinity'))`;

/** SQL: the enquiry `e` has a message from its seeker its owner has not read. */
export const UNREAD_FROM_SEEKER = `EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.from_seeker AND r.created_at > coalesce(e.owner_seen_at, '-infinity'))`;

/** How many of a loaded enquiry's messages the viewer has not read: they read as its seeker unless they also own the listing. */
export function unreadMessages(
  enquiry: Pick<Enquiry, 'replies' | 'seekerId' | 'ownerId' | 'seekerSeenAt' | 'ownerSeenAt'>,
  viewer: Viewer | null,
): number {
  const asSeeker = viewer !== null && viewer.id === enquiry.seekerId && viewer.id !== enquiry.ownerId;
  const seenAt = (asSeeker ? enquiry.seekerSeenAt : enquiry.ownerSeenAt)?.getTime() ?? -Infinity;
  return (enquiry.replies ?? []).filter((reply) => reply.fromSeeker !== asSeeker && reply.createdAt.getTime() > seenAt).length;
}
