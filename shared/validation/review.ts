import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_ASPECTS,
  REVIEW_MESSAGES,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../domain/reviews';

const rating = (message: string) => z.number({ error: message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);
const aspectRating = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), rating(REVIEW_MESSAGES.aspect(label)).nullable());

/** A review as its writer sends it; the web form and the gateway check it the same way. */
export const reviewSchema = z.object({
  rating: rating(REVIEW_MESSAGES.rating),
  food: aspectRating(REVIEW_ASPECTS[0].label),
  cleanliness: aspectRating(REVIEW_ASPECTS[1].label),
  safety: aspectRating(REVIEW_ASPECTS[2].label),
  location: aspectRating(REVIEW_ASPECTS[3].label),
  value: aspectRating(REVIEW_ASPECTS[4].label),
  text: z
    .string({ error: REVIEW_MESSAGES.text })
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.text)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
});
export type ReviewFormInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

export const reviewReplySchema = z.object({
  text: z.string({ error: REVIEW_MESSAGES.reply }).trim().min(1, REVIEW_MESSAGES.reply).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyTooLong),
});

/** The latest reviews' optional lower bound on the stars (the Testimonials page asks for 4). */
export const latestReviewsFilterSchema = z.object({ minRating: rating(REVIEW_MESSAGES.minRating).nullish() });
