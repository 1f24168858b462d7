import { createServer, type Server } from 'node:net';

/** What the tests listen with: an HTTP or TCP server, or one (SMTP) that wraps such a server. */
type Listener = (Server | { server: Server }) & {
  listen(port: number, host: string, ready: () => void): unknown;
  close(done: () => void): unknown;
};

/**
 * Starts a test's own server on loopback, on `port` or a free one, and answers the port: the app
 * over real HTTP, or a stand-in for something outside (SMTP, an SMS provider, a bucket).
 */
export async function listenOnLoopback(server: Listener, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = ('server' in server ? server.server : server).address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  return address.port;
}

/** Stops a server started by listenOnLoopback; an HTTP server's kept-alive connections are ended first. */
export async function closeServer(server: Listener & { closeAllConnections?: () => void }): Promise<void> {
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A loopback port nothing listens on (yet): a stand-in that is down, or one started later on it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await closeServer(probe);
  return port;
}
