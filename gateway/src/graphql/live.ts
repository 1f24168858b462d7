import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { GraphQLError, getOperationAST, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Authentication } from '../modules/auth/auth.service';
import type { Services } from '../services';
import { createContext } from './context';
import { shapeLimits } from './plugins';

/** The largest message a client may send over the socket: a subscription document, not uploads. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** Over the socket only subscriptions: queries and mutations go over HTTP, with its cost limit and throttles. */
const onlySubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription')
      context.reportError(new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.'));
  },
});

/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the HTTP server's /graphql,
 * for signed-in users: the session token comes in the connection's `authorization` parameter
 * (not a cookie, so another site's page cannot open a socket as the user). Returns a function
 * that closes every socket, for the gateway's stop.
 */
export function serveSubscriptions(
  server: Server,
  { schema, services, logger }: { schema: GraphQLSchema; services: Services; logger: Logger },
) {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new WeakMap<object, Authentication>();
  const rules = [...specifiedRules, ...shapeLimits(), onlySubscriptions];
  const live = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const auth = await services.auth.authenticate(typeof authorization === 'string' ? authorization : undefined);
        // A visitor or a stale session is refused (4403 Forbidden); the client signs in again.
        if (!auth.viewer) return false;
        sessions.set(ctx, auth);
        return true;
      },
      validate: (validated, document) => {
        const errors = validate(validated, document, rules);
        if (!errors.length && !getOperationAST(document)) return [new GraphQLError('Name the subscription to run.')];
        return errors;
      },
      context: (ctx) => {
        const auth = sessions.get(ctx) ?? { viewer: null };
        return createContext(services, auth, {
          requestId: randomUUID(),
          log: logger,
          clientIp: ctx.extra.request.socket.remoteAddress,
        });
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.info({ errors: errors.map((error) => error.message) }, 'a subscription was refused');
      },
    },
    sockets,
  );
  return async () => {
    await live.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
