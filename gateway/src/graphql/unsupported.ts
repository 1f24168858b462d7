import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context';

const PERSISTED_QUERIES_UNSUPPORTED = 'Persisted queries are not supported: send the query text.';
const SUBSCRIPTIONS_UNSUPPORTED = 'Subscriptions are not supported over HTTP: open a WebSocket to /graphql (the graphql-ws protocol).';

const asksForPersistedQuery = (body: unknown): boolean => {
  if (Array.isArray(body)) return body.some(asksForPersistedQuery);
  if (typeof body !== 'object' || body === null) return false;
  const extensions = (body as { extensions?: unknown }).extensions;
  // GET requests carry extensions as JSON text.
  return typeof extensions === 'string'
    ? extensions.includes('persistedQuery')
    : typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions;
};

/** Persisted queries (APQ) are refused with a 400 that says so, rather than Apollo's 200 'PersistedQueryNotSupported'. */
export const rejectPersistedQueries: RequestHandler = (req, res, next) => {
  if (!asksForPersistedQuery(req.body) && !asksForPersistedQuery(req.query)) return next();
  res.status(400).json({ errors: [{ message: PERSISTED_QUERIES_UNSUPPORTED, extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] });
};

/** Subscriptions over HTTP are refused with a 400 before execution: they are served over WebSocket (graphql/live.ts). */
export function rejectSubscriptions(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(SUBSCRIPTIONS_UNSUPPORTED, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
