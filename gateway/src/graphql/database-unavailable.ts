import type { ApolloServerPlugin } from '@apollo/server';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, logDatabaseUnavailable } from '../db/database-unavailable';
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
