import type { ComplexityEstimator } from 'graphql-query-complexity';
import { paginationSchema } from '../../../shared/validation/pagination';
import { parseInput } from '../common/validate';

/**
 * Checks the `page` and `limit` arguments of every field against the one paging rule before the
 * cost is computed: a negative or huge `limit` would otherwise make the cost estimate negative or
 * meaningless, and let an expensive query through. Throws a ValidationError naming the argument;
 * gives no cost itself (the next estimator does).
 */
export const pagingArguments: ComplexityEstimator = ({ args }) => {
  const paging: Record<string, unknown> = {};
  if (args.page !== undefined && args.page !== null) paging.page = args.page;
  if (args.limit !== undefined && args.limit !== null) paging.limit = args.limit;
  if (Object.keys(paging).length) parseInput(paginationSchema, paging);
  return undefined;
};
