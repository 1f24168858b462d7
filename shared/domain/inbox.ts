/**
 * The admin inbox (issue 13 item 6): Contact us messages and open reports of listings, reviews
 * and messages in enquiries in one list, and the header's notifications and search. Values are what the API
 * stores and sends; labels what people see.
 */

/** What an inbox item is. */
export const INBOX_KINDS = [
  { value: 'message', label: 'Messages' },
  { value: 'listing_report', label: 'Listing reports' },
  { value: 'review_report', label: 'Review reports' },
  { value: 'message_report', label: 'Reports of enquiry messages' },
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number]['value'];

/** open: waiting for an admin; resolved: a message resolved with a note, a report dismissed or acted on. */
export const INBOX_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number]['value'];

export const INBOX_PAGE_SIZE = 20;
export const INBOX_NOTE_MAX = 1000;
export const INBOX_REPLY_MIN = 2;
export const INBOX_REPLY_MAX = 5000;

/** The header search: the fewest characters it searches for, and the most results of each kind. */
export const ADMIN_SEARCH_MIN = 2;
export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_SEARCH_PER_KIND = 5;

export const INBOX_MESSAGES = {
  note: 'Write a note saying how it was resolved',
  noteTooLong: `A note can be at most ${INBOX_NOTE_MAX} characters`,
  reply: `Write a reply of at least ${INBOX_REPLY_MIN} characters`,
  replyTooLong: `A reply can be at most ${INBOX_REPLY_MAX} characters`,
  alreadyResolved: 'This message was already resolved.',
  assigned: 'Assigned to you.',
  resolved: 'Resolved.',
  replySent: 'Reply sent by e-mail.',
  throttled: 'Too many replies.',
  searchTooShort: `Type at least ${ADMIN_SEARCH_MIN} characters`,
  searchTooLong: `Search for at most ${ADMIN_SEARCH_MAX} characters`,
} as const;

/** The accessible name of the header's notification button. */
export function waitingLabel(count: number): string {
  return count === 1 ? '1 item waiting' : `${count} items waiting`;
}
