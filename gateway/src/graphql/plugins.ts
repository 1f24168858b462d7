import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { DomainError } from '../common/errors';
import type { GraphQLContext } from './context';

/** Refuses operations whose estimated cost passes the limit, before any resolver runs. */
export function queryCostLimit(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const complexity = getComplexity({
            schema,
            operationName: request.operationName ?? undefined,
            query: document,
            variables: request.variables ?? {},
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > maxComplexity) {
            throw new GraphQLError(
              `This query is too expensive (cost ${complexity}, limit ${maxComplexity}). Ask for fewer fields or smaller pages.`,
              { extensions: { code: 'QUERY_TOO_COMPLEX', cost: complexity, limit: maxComplexity } },
            );
          }
        },
      };
    },
  };
}

/** Logs every unexpected resolver error with the request id; clients only see a generic message. */
export function errorLogging(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = error.originalError;
            const expected =
              original instanceof DomainError ||
              (!original && error.extensions?.code !== 'INTERNAL_SERVER_ERROR') ||
              (original instanceof GraphQLError && typeof original.extensions?.code === 'string');
            if (!expected) contextValue.log.error({ err: original ?? error, path: error.path }, 'GraphQL resolver failed');
          }
        },
      };
    },
  };
}
