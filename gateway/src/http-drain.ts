import type { ServerResponse } from 'node:http';
import type { Server } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_CODE, DATABASE_UNAVAILABLE_MESSAGE } from './db/database-unavailable';

/** A moment for the answers sent at the end of the grace period to go out before every connection is cut. */
const ANSWER_MS = 1_000;

/**
 * Stops an HTTP server so that it finishes as soon as the work in flight does: no new
 * connections, idle keep-alive connections closed at once, and every answer not yet sent goes
 * out with `Connection: close`, so its connection closes after it instead of waiting for more
 * requests. Whatever is still unanswered after `graceMs` (an upload still arriving) gets 503 with
 * Retry-After, as when the database is down; then, `ANSWER_MS` later, every connection is cut.
 */
export function drainOnStop(server: Server, graceMs = 10_000): () => Promise<void> {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // First in line, so this runs before any handler can answer.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) {
      res.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return async () => {
    stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let cut: NodeJS.Timeout | undefined;
    const graceOver = setTimeout(() => {
      for (const res of inFlight) answerUnavailable(res);
      cut = setTimeout(() => server.closeAllConnections(), ANSWER_MS).unref();
    }, graceMs).unref();
    await closed;
    clearTimeout(graceOver);
    clearTimeout(cut);
  };
}

/**
 * Answers a request its handler has not answered yet with 503, so the client knows to send it
 * again (a reset tells it nothing); a half-sent answer can only be cut.
 */
function answerUnavailable(res: ServerResponse): void {
  if (res.headersSent) {
    res.socket?.destroy();
    return;
  }
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  res.end(JSON.stringify({ message: DATABASE_UNAVAILABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE }));
}
