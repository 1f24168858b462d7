import type { ServerResponse } from 'node:http';
import type { Server } from 'node:http';

/**
 * Stops an HTTP server so that it finishes as soon as the work in flight does: no new
 * connections, idle keep-alive connections closed at once, and every answer not yet sent goes
 * out with `Connection: close`, so its connection closes after it instead of waiting for more
 * requests. Whatever is still open after `graceMs` is cut.
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
    const forceClose = setTimeout(() => server.closeAllConnections(), graceMs).unref();
    await closed;
    clearTimeout(forceClose);
  };
}
