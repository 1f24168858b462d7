/** "1 new message", "3 new messages": a thread's badge. */
export const newMessages = (count: number) => `${count} new ${count === 1 ? 'message' : 'messages'}`;

/** How many messages of a lead's thread the viewer has not read (none when they are not in it). */
export function unreadIn(thread: { unread: number } | null | undefined): number {
  return thread?.unread ?? 0;
}
