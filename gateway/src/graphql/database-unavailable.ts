import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../db/database-unavailable';
import type { GraphQLContext } from './context';

/** A request that failed because the database could not answer gets 503 and Retry-After, like REST. */
export function databaseUnavailableStatus(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let unavailable = false;
      return {
        async didEncounterErrors({ errors, contextValue }) {
          const cause = errors.find((error) => isDatabaseUnavailable(error.originalError));
          if (!cause) return;
          unavailable = true;
          logDatabaseUnavailable(contextValue?.log, cause.originalError);
        },
        async willSendResponse({ response }) {
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}

/**
 * For a failure while building the context (reading the signed-in user), before any plugin
 * runs: Apollo takes the status and headers of such an error from `extensions.http`.
 */
export function rethrowIfDatabaseUnavailable(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  throw new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: DATABASE_UNAVAILABLE_CODE,
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
    },
  });
}
