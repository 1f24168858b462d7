import type { Thread } from './thread.entity';
import type { ThreadMessage } from './thread-message.entity';

/**
 * What is unread in a lead's thread, once, in the two forms the gateway asks it: SQL for counts
 * over many threads, and a function for one thread loaded with its messages. A message is unread
 * by one side when the other side wrote it after that side last read the thread.
 */

/** SQL: the thread `t` has a message from the owner's side its seeker has not read. */
export const UNREAD_FROM_OWNER = `EXISTS (SELECT 1 FROM thread_messages m WHERE m.thread_id = t.id AND NOT m.from_seeker AND m.created_at > coalesce(t.seeker_seen_at, '-infinity'))`;

/** SQL: the thread `t` has a message from its seeker the listing's owner has not read. */
export const UNREAD_FROM_SEEKER = `EXISTS (SELECT 1 FROM thread_messages m WHERE m.thread_id = t.id AND m.from_seeker AND m.created_at > coalesce(t.owner_seen_at, '-infinity'))`;

/** How many of a loaded thread's messages the side `side` has not read. */
export function unreadMessages(
  thread: Pick<Thread, 'seekerSeenAt' | 'ownerSeenAt'>,
  messages: ReadonlyArray<Pick<ThreadMessage, 'fromSeeker' | 'createdAt'>>,
  side: 'owner' | 'seeker',
): number {
  const asSeeker = side === 'seeker';
  const seenAt = (asSeeker ? thread.seekerSeenAt : thread.ownerSeenAt)?.getTime() ?? -Infinity;
  return messages.filter((message) => message.fromSeeker !== asSeeker && message.createdAt.getTime() > seenAt).length;
}
