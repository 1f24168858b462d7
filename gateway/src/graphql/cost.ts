import { GraphQLList, getNullableType, isObjectType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { SEARCH_DEFAULT_LIMIT } from '../../../shared/domain/search';
import { limitMessage } from '../../../shared/validation/pagination';
import { ValidationError } from '../common/errors';
import { pagingArguments } from './paging-arguments';

/**
 * How many items a list without a `limit` (a listing's photos, the blog posts, facet counts) is
 * assumed to hold, so the cost of a query grows with what it can fetch.
 */
export const ASSUMED_LIST_SIZE = 10;

/** A field with a `limit` argument costs its items times one item (a page's items are counted here, once). */
const pagedFieldEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'limit')) return undefined;
  const limit = typeof args.limit === 'number' ? args.limit : SEARCH_DEFAULT_LIMIT;
  return 1 + childComplexity * limit;
};

/** A page type (PageFields: page, limit, total...) whose list is already counted by the paged field above it. */
const isPage = (type: unknown) => isObjectType(type) && 'limit' in type.getFields() && 'page' in type.getFields();

/** Other lists count as ASSUMED_LIST_SIZE items. */
const listSizeEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (!(getNullableType(field.type) instanceof GraphQLList)) return undefined;
  return isPage(type) ? 1 + childComplexity : 1 + childComplexity * ASSUMED_LIST_SIZE;
};

/**
 * The estimated cost of an operation: paging arguments are checked first (a ValidationError or
 * graphql-js's coercion error for wrong ones), then each field costs 1 plus its children, times
 * its `limit` for paged fields and ASSUMED_LIST_SIZE for other lists; fields with their own
 * `complexity` keep it.
 */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({
    schema,
    operationName,
    query: document,
    variables,
    estimators: [
      pagingArguments,
      fieldExtensionsEstimator(),
      pagedFieldEstimator,
      listSizeEstimator,
      simpleEstimator({ defaultComplexity: 1 }),
    ],
  });
}

/**
 * What a field costs that runs a database query of its own each time it is asked (similar
 * listings: one query per listing it is asked on), besides its items: as much as a hundred
 * fields. Nested in itself such a field multiplies queries: six levels of `similar` were 3,906
 * queries (7.1 s) within the limit; now about 160 queries is the most it can cause (four levels
 * of five, or three of twelve).
 */
export const QUERY_COST = 100;

/**
 * The cost of a list that is short by nature (similar listings, suggestions): a `limit` above
 * `max` is refused (BAD_USER_INPUT naming limit) rather than silently cut. `ownCost` is the
 * field's own, QUERY_COST for a field that queries per parent.
 */
export function shortListCost(max: number, ownCost = 1) {
  return ({ args, childComplexity }: { args: { limit?: unknown }; childComplexity: number }): number => {
    const limit = typeof args.limit === 'number' ? args.limit : max;
    if (limit > max) throw new ValidationError([{ field: 'limit', message: limitMessage(max) }]);
    return ownCost + childComplexity * limit;
  };
}
