import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
} from '../db/database-unavailable';
import { retryLater, type RetryLater } from '../common/retry-later';
import type { GraphQLContext } from './context';

/**
 * A request that failed because the database could not answer gets 503 and Retry-After, like REST;
 * one whose uploads could not be stored, 507 or 503 (see retryLater).
 */
export function databaseUnavailableStatus(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let later: RetryLater | undefined;
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) later ??= retryLater(error.originalError);
          const cause = errors.find((error) => isDatabaseUnavailable(error.originalError));
          if (cause) logDatabaseUnavailable(contextValue?.log, cause.originalError);
        },
        async willSendResponse({ response }) {
          if (!later) return;
          response.http.status = later.status;
          response.http.headers.set('retry-after', String(later.retryAfterSeconds));
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
