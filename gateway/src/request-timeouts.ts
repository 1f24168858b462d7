import http, { type Server } from 'node:http';
import type { Request, RequestHandler } from 'express';

/**
 * How long a client may take to send a request. Node's default lets one that sends its body a byte
 * at a time hold a connection for 300 s (and many such clients exhaust the server).
 * - headersMs: the request line and headers, every request (a few hundred bytes; 20 s is ample
 *   even on a weak 2G signal).
 * - requestMs: the body, once the headers are in (JSON forms and GraphQL operations are a few kB;
 *   30 s is a few hundred bytes a second).
 * - uploadMs: the body of a photo upload by a signed-in user (the upload gate says so): the largest
 *   upload allowed at 1 Mbit/s, a weak mobile uplink (config.ts), 11.5 minutes at the default 8 MB
 *   a photo. It is also Node's own bound for every request, underneath, and the most an anonymous
 *   client can hold a connection is headersMs + requestMs.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  uploadMs: number;
}

/** An HTTP server for the app with these bounds (main.ts listens with it). */
export function createHttpServer(app: http.RequestListener, timeouts: RequestTimeouts): Server {
  return http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.uploadMs,
      // How often Node looks for requests past those bounds (its default, 30 s, would let a
      // 20 s headers bound run to 50 s).
      connectionsCheckingInterval: Math.min(30_000, Math.max(10, Math.floor(timeouts.headersMs / 2))),
    },
    app,
  );
}

const extensions = new WeakMap<Request, () => void>();

/**
 * First in the app: a request whose body has not all arrived `requestMs` after its headers is
 * answered 408 and its connection closed (Node's requestTimeout cannot differ between requests,
 * so it is the upload bound and this is the everyday one). Answers already on their way, and slow
 * answers to complete requests, are left alone.
 */
export function requestBodyDeadline(timeouts: RequestTimeouts): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const expire = () => {
      if (req.complete) return;
      req.log?.warn({ afterMs: Date.now() - started }, 'the request body did not arrive in time');
      if (res.headersSent) return void req.socket.destroy();
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ message: REQUEST_TOO_SLOW, code: 'REQUEST_TIMEOUT' }), () => req.socket.destroy());
    };
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(expire, Math.max(0, started + ms - Date.now())).unref();
    };
    extensions.set(req, () => arm(timeouts.uploadMs));
    res.once('close', () => clearTimeout(timer));
    arm(timeouts.requestMs);
    next();
  };
}

/** Gives a signed-in user's photo upload the upload bound instead of the everyday one. */
export function allowUploadTime(req: Request): void {
  extensions.get(req)?.();
}

const REQUEST_TOO_SLOW = 'The request took too long to arrive. Please check your connection and try again.';
