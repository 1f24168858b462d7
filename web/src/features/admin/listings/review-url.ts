import { REVIEW_PAGE_SIZE } from '../../../../../shared/domain/listing-review';
import { readReviewFilters, REVIEW_FILTER_KEYS, type ReviewFilters } from '../../../../../shared/validation/listing-review';

/** What the /dashboard/properties URL holds: the queue's filters and the page. */
export interface ReviewState {
  filters: ReviewFilters;
  page: number;
}

/** Reads the queue from a URL; a value edited by hand that does not read is dropped, the rest apply. */
export function readReviewState(params: URLSearchParams): ReviewState {
  const filters = readReviewFilters(Object.fromEntries(REVIEW_FILTER_KEYS.map((key) => [key, params.get(key)])));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The URL query of a queue: empty filters and page 1 are left out. */
export function reviewSearchParams({ filters, page }: ReviewState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of REVIEW_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The ListingsForReview variables of a queue. */
export function reviewVariables({ filters, page }: ReviewState) {
  return {
    status: filters.status ?? null,
    city: filters.city ?? null,
    verified: filters.verified ? filters.verified === 'yes' : null,
    page,
    limit: REVIEW_PAGE_SIZE,
  };
}
