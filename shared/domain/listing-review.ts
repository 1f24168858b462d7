import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus } from './property';

/**
 * The admin review queue of listings (issue 13 item 3): why a listing is rejected, what a bulk
 * approval skips, and the queue's filters. Values are what the API stores and sends; labels what
 * people (the admin, and the owner on My Properties and in the e-mail) see.
 */

export const REJECTION_REASONS = [
  { value: 'photos_unclear', label: 'Photos are unclear or misleading' },
  { value: 'details_wrong', label: 'Price or details are wrong' },
  { value: 'duplicate', label: 'Duplicate listing' },
  { value: 'address_unverifiable', label: 'Address could not be verified' },
  { value: 'not_pg_or_hostel', label: 'Not a PG or hostel' },
  { value: 'other', label: 'Other' },
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number]['value'];

export const rejectionReasonLabel = (reason: string) => REJECTION_REASONS.find((option) => option.value === reason)?.label ?? reason;

/** Why a listing asked for in a bulk approval was left as it was. */
export const BULK_SKIP_REASONS = [
  { value: 'not_found', label: 'No longer exists' },
  { value: 'not_pending', label: 'No longer waiting for review' },
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number]['value'];

/** At most this many listings in one bulk approval (one page of the queue at the largest limit). */
export const BULK_APPROVE_MAX = 100;
/** Listings on one page of the review queue. */
export const REVIEW_PAGE_SIZE = 20;
export const REJECTION_NOTE_MAX = 1000;
export const REJECTION_OTHER_NOTE_MIN = 10;

/** The queue's filter of the verified mark. */
export const VERIFIED_FILTERS = [
  { value: 'yes', label: 'Verified' },
  { value: 'no', label: 'Not verified' },
] as const;
export type VerifiedFilter = (typeof VERIFIED_FILTERS)[number]['value'];

/** The queue's status filter, as the admin reads it. */
export const REVIEW_STATUS_FILTERS = LISTING_STATUSES.map((value) => ({
  value,
  label: value === 'approved' ? 'Live' : LISTING_STATUS_LABELS[value],
})) as ReadonlyArray<{
  value: ListingStatus;
  label: string;
}>;

export const LISTING_REVIEW_MESSAGES = {
  reason: 'Choose a reason',
  otherNote: `Tell the owner what is wrong (at least ${REJECTION_OTHER_NOTE_MIN} characters)`,
  noteTooLong: `A note can be at most ${REJECTION_NOTE_MAX} characters`,
  tooMany: `Approve at most ${BULK_APPROVE_MAX} listings at once`,
  noneChosen: 'Choose at least one listing to approve',
  alreadyRejected: 'This listing is already rejected.',
  rejected: (title: string) => `"${title}" was rejected and its owner e-mailed.`,
  approvedCount: (count: number) => `${count} ${count === 1 ? 'listing' : 'listings'} approved.`,
  skippedCount: (count: number) => `${count} skipped.`,
} as const;
