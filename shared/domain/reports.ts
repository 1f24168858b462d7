import type { ListingStatus } from './property';

/**
 * Reports of listings and reviews (issue 12): what a signed-in user may report, and the admin
 * queue's states and actions. Values are what the API stores and sends; labels what people see.
 */

/** Why a listing is reported. */
export const LISTING_REPORT_REASONS = [
  { value: 'wrong_price', label: 'Wrong price' },
  { value: 'already_full', label: 'Already full' },
  { value: 'fake_photos', label: 'Fake photos' },
  { value: 'fraud', label: 'Fraud' },
  { value: 'other', label: 'Other' },
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number]['value'];

/** Why a review is reported. */
export const REVIEW_REPORT_REASONS = [
  { value: 'fake', label: 'Fake review' },
  { value: 'spam', label: 'Spam' },
  { value: 'abusive', label: 'Abusive' },
  { value: 'off_topic', label: 'Not about this place' },
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]['value'];

/** Why a message in an enquiry's thread is reported (values shared with the other kinds). */
export const MESSAGE_REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'abusive', label: 'Abusive' },
  { value: 'fraud', label: 'Scam or asking for money' },
  { value: 'other', label: 'Other' },
] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number]['value'];

export const REPORT_REASONS = [...LISTING_REPORT_REASONS, ...REVIEW_REPORT_REASONS] as const;
export type ReportReason = ListingReportReason | ReviewReportReason;

/** What is reported: a listing, a review or a message in an enquiry's thread. */
export const REPORT_KINDS = [
  { value: 'listing', label: 'Listings' },
  { value: 'review', label: 'Reviews' },
  { value: 'message', label: 'Messages' },
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number]['value'];

/** open: waiting for an admin; dismissed: nothing to do; actioned: the review hidden, the listing unpublished or the writer suspended. */
export const REPORT_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Actioned' },
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number]['value'];

/**
 * What the admin did about a report (with who, when and why on the report). 'listing_removed':
 * nobody had to; the listing's open reports were closed (dismissed) when it was deleted.
 */
export const REPORT_RESOLUTIONS = [
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'review_hidden', label: 'Review hidden' },
  { value: 'listing_unpublished', label: 'Listing unpublished' },
  { value: 'writer_suspended', label: 'Writer suspended' },
  { value: 'listing_removed', label: 'Listing removed' },
] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number]['value'];

/** The note on the reports of a listing closed because it was deleted, by who deleted it. */
export const LISTING_REMOVED_REPORT_NOTES = {
  owner: 'Removed by its owner',
  admin: 'Removed by an admin',
} as const;

/** The status an unpublished listing gets: the one the code already has for listings the public does not see. */
export const UNPUBLISHED_LISTING_STATUS: ListingStatus = 'rejected';

/** The reporter's words: required (at least this long) for 'other', optional otherwise. */
export const REPORT_OTHER_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 1000;
/** The admin's note on a dismissal or a hidden review, and the reason mailed to an unpublished listing's owner. */
export const REPORT_NOTE_MAX = 1000;
/** Reports on one page of the admin queue. */
export const REPORTS_PAGE_SIZE = 20;

export const REPORT_MESSAGES = {
  reason: 'Choose a reason',
  otherText: `Tell us what is wrong (at least ${REPORT_OTHER_TEXT_MIN} characters)`,
  textTooLong: `A report can be at most ${REPORT_TEXT_MAX} characters`,
  note: 'Write a note saying why',
  unpublishReason: 'Write the reason the owner will be e-mailed',
  noteTooLong: `A note can be at most ${REPORT_NOTE_MAX} characters`,
  listingSent: 'Thank you. Our team will look into this listing.',
  reviewSent: 'Thank you. Our team will look into this review.',
  messageSent: 'Thank you. Our team will read this message and act on it.',
  messageAlreadyReported: 'You have already reported this message.',
  ownMessage: 'You can only report a message from the other side of the conversation.',
  messageNotFound: 'This message does not exist.',
  notAMessageReport: 'Only a report of a message can suspend its writer.',
  writerGone: 'The writer of this message no longer has an account.',
  writerSuspended: 'The writer was suspended: they can no longer sign in.',
  listingAlreadyReported: 'You have already reported this listing. Our team is looking into it.',
  reviewAlreadyReported: 'You have already reported this review.',
  ownListing: 'You cannot report your own listing.',
  ownReview: 'You cannot report your own review.',
  throttled: 'Too many reports.',
  notFound: 'This report does not exist.',
  notAListingReport: 'Only a report of a listing can unpublish it.',
  listingRemoved: 'This listing was removed by its owner.',
  notAReviewReport: 'Only a report of a review can hide it.',
  alreadyResolved: 'This report was already resolved by another admin.',
  reviewHiddenNotice: 'Your review was hidden by our moderators. Others no longer see it, and it does not count in the rating.',
  dismissed: 'Report dismissed.',
  reviewHidden: 'Review hidden.',
  listingUnpublished: 'Listing unpublished. The owner was e-mailed the reason.',
} as const;

/** The label of a reason, kind, status or resolution value. */
export function reportLabel(options: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
