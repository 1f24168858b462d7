/** "1 new message", "3 new messages": a thread's badge. */
export const newMessages = (count: number) => `${count} new ${count === 1 ? 'message' : 'messages'}`;
