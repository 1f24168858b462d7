import { paginationSchema } from '../../../shared/validation/pagination';
import { parseInput } from './validate';

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

/** How many rows come before the page (SQL OFFSET, TypeORM skip). */
export const offsetOf = ({ page, limit }: Pagination): number => (page - 1) * limit;

/** At least one page, even when nothing is found (the page says so). */
export const totalPagesOf = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

export function pageOf<T>(items: T[], total: number, { page, limit }: Pagination): Page<T> {
  return { items, total, page, limit, totalPages: totalPagesOf(total, limit) };
}
