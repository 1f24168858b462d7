import { z } from 'zod';
import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_OTHER_TEXT_MIN,
  REPORT_TEXT_MAX,
  REVIEW_REPORT_REASONS,
  type ListingReportReason,
  type MessageReportReason,
  type ReviewReportReason,
} from '../domain/reports';

const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => options.map((option) => option.value) as [T, ...T[]];
const text = z.string().trim().max(REPORT_TEXT_MAX, REPORT_MESSAGES.textTooLong);

/** A reason from the list, and words about it that 'other' requires. */
function reasonWithWords<T extends string>(reasons: ReadonlyArray<{ value: T }>) {
  return z
    .object({
      reason: z.enum(values<T>(reasons), { error: REPORT_MESSAGES.reason }),
      text: text.optional().default(''),
    })
    .superRefine((report, context) => {
      if (report.reason === 'other' && report.text.length < REPORT_OTHER_TEXT_MIN) {
        context.addIssue({ code: 'custom', path: ['text'], message: REPORT_MESSAGES.otherText });
      }
    });
}

/** A report of a listing: a reason, and words about it (required for 'other'). */
export const listingReportSchema = reasonWithWords<ListingReportReason>(LISTING_REPORT_REASONS);

/** A report of a message in an enquiry's thread: a reason, and words about it (required for 'other'). */
export const messageReportSchema = reasonWithWords<MessageReportReason>(MESSAGE_REPORT_REASONS);

/** A report of a review: a reason and optional words. */
export const reviewReportSchema = z.object({
  reason: z.enum(values<ReviewReportReason>(REVIEW_REPORT_REASONS), { error: REPORT_MESSAGES.reason }),
  text: text.optional().default(''),
});

/** An admin's note on dismissing a report or hiding a review: why (kept on the report). */
export const reportNoteSchema = z.object({
  note: z.string({ error: REPORT_MESSAGES.note }).trim().min(1, REPORT_MESSAGES.note).max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
});

/** Unpublishing a reported listing: the reason, e-mailed to its owner and kept on the report. */
export const unpublishReasonSchema = z.object({
  reason: z
    .string({ error: REPORT_MESSAGES.unpublishReason })
    .trim()
    .min(1, REPORT_MESSAGES.unpublishReason)
    .max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
});
