import type { ReviewState } from '../../../../shared/domain/reviews';

/**
 * The one rule of which reviews are public: only visible ones (not hidden by moderators) are
 * listed on a listing, on Reviews & Ratings, and counted in any average, count or star bar.
 * Every public read of reviews uses one of the two forms below; nothing else spells the rule.
 */
const PUBLIC_REVIEW_STATE: ReviewState = 'visible';

/** As TypeORM find options: `where: { propertyId, ...visibleReviews }`. */
export const visibleReviews = { state: PUBLIC_REVIEW_STATE } as const;

/** As an SQL condition on the reviews table, through its alias if any: `visibleReviewsSql('r')` is `r.state = 'visible'`. */
export function visibleReviewsSql(alias?: string): string {
  return `${alias ? `${alias}.` : ''}state = '${PUBLIC_REVIEW_STATE}'`;
}
