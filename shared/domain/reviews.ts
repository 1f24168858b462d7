/** Reviews of a listing: the overall rating, the sub-ratings and the limits of the text. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The sub-ratings a reviewer may give besides the overall one (each optional). */
export const REVIEW_ASPECTS = [
  { value: 'food', label: 'Food' },
  { value: 'cleanliness', label: 'Cleanliness' },
  { value: 'safety', label: 'Safety' },
  { value: 'location', label: 'Location' },
  { value: 'value', label: 'Value for money' },
] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]['value'];

/** A review is shown publicly, or hidden by moderators (then it is shown nowhere public and counts in no number). */
export const REVIEW_STATES = ['visible', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * What ties a review's writer to the listing, shown beside their name: 'Verified visit' when
 * they had a confirmed visit there whose slot is over, else 'Enquired' when they sent it an
 * enquiry (signed in, or anonymously from their account's e-mail), else nothing.
 */
export const REVIEWER_CONNECTIONS = [
  { value: 'verified_visit', label: 'Verified visit' },
  { value: 'enquired', label: 'Enquired' },
] as const;
export type ReviewerConnection = (typeof REVIEWER_CONNECTIONS)[number]['value'];
export const REVIEWER_CONNECTION_LABELS = Object.fromEntries(REVIEWER_CONNECTIONS.map(({ value, label }) => [value, label])) as Record<
  ReviewerConnection,
  string
>;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/**
 * 'Top rated' ranks listings by a weighted (Bayesian) rating: every listing is counted as if it
 * also had TOP_RATED_PRIOR_WEIGHT reviews of TOP_RATED_PRIOR_MEAN stars,
 *
 *   score = (C * m + sum of its ratings) / (C + number of its reviews),   m = 3.5, C = 5,
 *
 * so a single 5-star review (score 3.75) stays below forty reviews averaging 4.6 (4.48), and a
 * listing's own reviews outweigh the prior as they add up. A listing without reviews scores 0
 * (after every rated one). The reviews trigger (migration ListingRatings) stores this score on
 * the listing; listing-ratings.test.ts checks the stored score equals weightedRating().
 */
export const TOP_RATED_PRIOR_MEAN = 3.5;
export const TOP_RATED_PRIOR_WEIGHT = 5;

export function weightedRating(ratingSum: number, count: number): number {
  return count > 0 ? (TOP_RATED_PRIOR_WEIGHT * TOP_RATED_PRIOR_MEAN + ratingSum) / (TOP_RATED_PRIOR_WEIGHT + count) : 0;
}

/** The Testimonials page: what guests say, from real reviews of at least this many stars. */
export const TESTIMONIAL_MIN_RATING = 4;

/** Reviews a listing page shows at first and on each 'Load more'. */
export const REVIEWS_PAGE_SIZE = 5;

export const REVIEW_MESSAGES = {
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  aspect: (label: string) => `${label} must be a rating from ${RATING_MIN} to ${RATING_MAX}`,
  text: `Write at least ${REVIEW_TEXT_MIN} characters about your stay`,
  textTooLong: `A review can be at most ${REVIEW_TEXT_MAX} characters`,
  reply: 'Write a reply',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX} characters`,
  ownListing: 'You cannot review your own listing.',
  notFound: 'This review does not exist or has been removed.',
  notYours: 'Only the person who wrote this review can change it.',
  replyNotYours: "Only the listing's owner can reply to its reviews.",
  minRating: `minRating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
} as const;
