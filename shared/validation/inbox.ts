import { z } from 'zod';
import { ADMIN_SEARCH_MAX, ADMIN_SEARCH_MIN, INBOX_MESSAGES, INBOX_NOTE_MAX, INBOX_REPLY_MAX, INBOX_REPLY_MIN } from '../domain/inbox';

/** Resolving a Contact us message: the admin's note, kept with who and when. */
export const inboxNoteSchema = z.object({
  note: z.string({ error: INBOX_MESSAGES.note }).trim().min(1, INBOX_MESSAGES.note).max(INBOX_NOTE_MAX, INBOX_MESSAGES.noteTooLong),
});

/** An admin's reply to a Contact us message, e-mailed to its sender. */
export const contactReplySchema = z.object({
  text: z
    .string({ error: INBOX_MESSAGES.reply })
    .trim()
    .min(INBOX_REPLY_MIN, INBOX_MESSAGES.reply)
    .max(INBOX_REPLY_MAX, INBOX_MESSAGES.replyTooLong),
});

/** The header search's words. */
export const adminSearchSchema = z.object({
  query: z
    .string({ error: INBOX_MESSAGES.searchTooShort })
    .trim()
    .min(ADMIN_SEARCH_MIN, INBOX_MESSAGES.searchTooShort)
    .max(ADMIN_SEARCH_MAX, INBOX_MESSAGES.searchTooLong),
});
