import { z } from 'zod';
import {
  BULK_APPROVE_MAX,
  LISTING_REVIEW_MESSAGES,
  REJECTION_NOTE_MAX,
  REJECTION_OTHER_NOTE_MIN,
  REJECTION_REASONS,
  VERIFIED_FILTERS,
  type RejectionReason,
  type VerifiedFilter,
} from '../domain/listing-review';
import { LISTING_STATUSES } from '../domain/property';
import { SEARCH_MESSAGES } from './search';

const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => options.map((option) => option.value) as [T, ...T[]];

/** Rejecting a listing: a reason from the list, and a note for the owner (required for 'other'). */
export const rejectionSchema = z
  .object({
    reason: z.enum(values<RejectionReason>(REJECTION_REASONS), { error: LISTING_REVIEW_MESSAGES.reason }),
    note: z.string().trim().max(REJECTION_NOTE_MAX, LISTING_REVIEW_MESSAGES.noteTooLong).optional().default(''),
  })
  .superRefine((rejection, context) => {
    if (rejection.reason === 'other' && rejection.note.length < REJECTION_OTHER_NOTE_MIN) {
      context.addIssue({ code: 'custom', path: ['note'], message: LISTING_REVIEW_MESSAGES.otherNote });
    }
  });
export type RejectionFormInput = z.input<typeof rejectionSchema>;

export const bulkApproveSchema = z.object({
  ids: z
    .array(z.string(), { error: LISTING_REVIEW_MESSAGES.noneChosen })
    .min(1, LISTING_REVIEW_MESSAGES.noneChosen)
    .max(BULK_APPROVE_MAX, LISTING_REVIEW_MESSAGES.tooMany),
});

/**
 * The review queue's filters, read the same way from the GraphQL arguments and the dashboard's
 * URL. Empty values mean "any".
 */
export const reviewFiltersSchema = z.object({
  city: z.string().trim().max(80, SEARCH_MESSAGES.city).optional(),
  status: z.enum(LISTING_STATUSES, { error: `status must be one of ${LISTING_STATUSES.join(', ')}` }).optional(),
  verified: z.enum(values<VerifiedFilter>(VERIFIED_FILTERS), { error: 'verified must be yes or no' }).optional(),
});
export type ReviewFilters = z.infer<typeof reviewFiltersSchema>;
export const REVIEW_FILTER_KEYS = ['city', 'status', 'verified'] as const satisfies ReadonlyArray<keyof ReviewFilters>;

/** The filters of a URL query (or GraphQL arguments); a value that does not read is dropped, the rest apply. */
export function readReviewFilters(raw: Partial<Record<(typeof REVIEW_FILTER_KEYS)[number], string | null | undefined>>): ReviewFilters {
  const filters: ReviewFilters = {};
  for (const key of REVIEW_FILTER_KEYS) {
    const value = raw[key];
    if (value === null || value === undefined || value === '') continue;
    const parsed = reviewFiltersSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}
