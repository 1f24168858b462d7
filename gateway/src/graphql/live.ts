import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { GraphQLError, getOperationAST, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Authentication } from '../modules/auth/auth.service';
import type { Services } from '../services';
import { createContext } from './context';
import { shapeLimits } from './plugins';

/** The largest message a client may send over the socket: a subscription document, not uploads. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** WebSocket close codes a graphql-ws client reconnects after (it gives up after 4500). */
const SERVICE_RESTART = 1012;
const TRY_AGAIN_LATER = 1013;

/** How often open sockets are checked for a session that ended (signed out everywhere, new password, suspended). */
const SWEEP_MS = 30_000;

export interface SubscriptionOptions {
  /** Milliseconds between sweeps that close sockets whose session ended (30 s; the tests use less). */
  sweepMs?: number;
}

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
 *
 * A session that ends while its socket is open (issue 30: signed out everywhere, a new password,
 * an account suspended) gets nothing more: each event is delivered only after the socket's token
 * is authenticated again (checks of one socket running at once share one query; no cache, which
 * would be a window for exactly the revoked sessions this is about), and a sweep every `sweepMs`
 * closes the sockets of ended sessions with 4403 (Forbidden, as a refused connection), so the
 * client signs in again.
 */
export function serveSubscriptions(
  server: Server,
  { schema, services, logger }: { schema: GraphQLSchema; services: Services; logger: Logger },
  { sweepMs = SWEEP_MS }: SubscriptionOptions = {},
) {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  /** Each signed-in socket's session and token, from its connection until it closes. */
  const sessions = new Map<object, { auth: Authentication; authorization: string; socket: Extra['socket'] }>();
  /** Checks running now, per socket. */
  const checking = new WeakMap<object, Promise<boolean>>();
  const rules = [...specifiedRules, ...shapeLimits(), onlySubscriptions];

  /** Whether the socket's session is still valid; closes the socket with 4403 when it is not. */
  const stillValid = (ctx: object): Promise<boolean> => {
    const session = sessions.get(ctx);
    if (!session) return Promise.resolve(false);
    let check = checking.get(ctx);
    if (!check) {
      check = services.auth.authenticate(session.authorization).then((auth) => {
        if (auth.viewer?.id === session.auth.viewer?.id) return true;
        session.socket.close(CloseCode.Forbidden, 'Forbidden');
        return false;
      });
      check.finally(() => checking.delete(ctx)).catch(() => undefined);
      checking.set(ctx, check);
    }
    return check;
  };

  // Changes made while this gateway was not listening reached none of its sockets: each client is
  // asked to reconnect (1012, Service Restart, which graphql-ws clients retry) and reads again.
  const stopResumeCloses = services.threadEvents.onResumed(() => {
    for (const { socket } of sessions.values()) socket.close(SERVICE_RESTART, 'Live updates resumed: read again');
  });

  const sweep = setInterval(() => {
    for (const ctx of sessions.keys())
      stillValid(ctx).catch((error: unknown) => logger.warn({ err: error }, 'an open subscription socket could not be checked'));
  }, sweepMs);
  sweep.unref();

  const live = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const auth = await services.auth.authenticate(typeof authorization === 'string' ? authorization : undefined);
        // A visitor or a stale session is refused (4403 Forbidden); the client signs in again.
        if (!auth.viewer || typeof authorization !== 'string') return false;
        sessions.set(ctx, { auth, authorization, socket: ctx.extra.socket });
        return true;
      },
      onNext: async (ctx) => {
        let valid: boolean;
        try {
          valid = await stillValid(ctx);
        } catch (error) {
          // Not known to be valid, so not delivered; the client reconnects and is checked afresh
          // (1013, Try Again Later: graphql-ws clients do not retry after 4500).
          logger.warn({ err: error }, 'a subscription event was not delivered: the session could not be checked');
          ctx.extra.socket.close(TRY_AGAIN_LATER, 'Try again later');
          valid = false;
        }
        // A closed socket sends nothing (graphql-ws's ws adapter skips a socket that is not open).
        if (!valid && ctx.extra.socket.readyState === ctx.extra.socket.OPEN) ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden');
      },
      onClose: (ctx) => {
        sessions.delete(ctx);
      },
      validate: (validated, document) => {
        const errors = validate(validated, document, rules);
        if (!errors.length && !getOperationAST(document)) return [new GraphQLError('Name the subscription to run.')];
        return errors;
      },
      context: (ctx) => {
        const auth = sessions.get(ctx)?.auth ?? { viewer: null };
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
    clearInterval(sweep);
    stopResumeCloses();
    await live.dispose();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  };
}
