import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT, SEARCH_DEFAULT_PAGE, SEARCH_MAX_LIMIT } from '../domain/search';

/** The paging rule of every list (REST query strings and GraphQL arguments alike). */
export const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;

/**
 * The furthest page: the rows before it, (page - 1) × the largest limit, still fit the database's
 * integer (2^31 - 1). Past it a search's OFFSET would overflow and fail on the server.
 */
const MAX_PAGE = Math.floor((2 ** 31 - 1) / SEARCH_MAX_LIMIT) + 1;

const PAGINATION_MESSAGES = {
  page: 'page must be a whole number of 1 or more',
  pageTooFar: `page must be at most ${MAX_PAGE}`,
  limit: limitMessage(SEARCH_MAX_LIMIT),
} as const;

export const paginationSchema = z.object({
  page: z.coerce
    .number({ error: PAGINATION_MESSAGES.page })
    .int(PAGINATION_MESSAGES.page)
    .min(1, PAGINATION_MESSAGES.page)
    .max(MAX_PAGE, PAGINATION_MESSAGES.pageTooFar)
    .default(SEARCH_DEFAULT_PAGE),
  limit: z.coerce
    .number({ error: PAGINATION_MESSAGES.limit })
    .int(PAGINATION_MESSAGES.limit)
    .min(1, PAGINATION_MESSAGES.limit)
    .max(SEARCH_MAX_LIMIT, PAGINATION_MESSAGES.limit)
    .default(SEARCH_DEFAULT_LIMIT),
});
