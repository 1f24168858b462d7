import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT, SEARCH_DEFAULT_PAGE, SEARCH_MAX_LIMIT } from '../../../shared/domain/search';
import { parseInput } from './validate';

export const paginationSchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more' })
    .int('page must be a whole number of 1 or more')
    .min(1, 'page must be a whole number of 1 or more')
    .default(SEARCH_DEFAULT_PAGE),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`)
    .max(SEARCH_MAX_LIMIT, `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});

export interface Pagination {
  page: number;
  limit: number;
}

export interface Page<T> extends Pagination {
  items: T[];
  total: number;
  totalPages: number;
}

/** page (default 1) and limit (default 20, at most 100); empty values take the defaults. */
export function parsePagination(input: { page?: unknown; limit?: unknown }): Pagination {
  const present = (value: unknown) => (value === '' || value === null ? undefined : value);
  return parseInput(paginationSchema, { page: present(input.page), limit: present(input.limit) });
}

export function pageOf<T>(items: T[], total: number, { page, limit }: Pagination): Page<T> {
  return { items, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
