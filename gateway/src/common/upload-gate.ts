import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { UPLOAD_MESSAGES, maxUploadBodyBytes } from '../../../shared/domain/uploads';
import { SESSION_EXPIRED } from '../modules/auth/viewer';
import { allowUploadTime } from '../request-timeouts';
import type { Services } from '../services';
import { DomainError } from './errors';

/** How long a refused upload may go on sending before its connection is cut. */
const DISCARD_MS = 30_000;

/**
 * Runs before any multipart parser (REST's multer, graphql-upload): a multipart request must come
 * from a signed-in user and declare no more than the upload policy allows, or it is refused before
 * a byte of a file is parsed or stored. Requests that are not multipart pass untouched (JSON
 * GraphQL operations, reads).
 *
 * A refused request's body is read and thrown away, up to the policy's limit and for at most
 * `DISCARD_MS`, before the connection may close: a client is still sending when the answer comes,
 * and a connection closed under it ends its upload with EPIPE instead of the 401 or 413 (issue 33
 * item 11: 10 of 12 anonymous 30 MB uploads). Past the bound the connection is cut.
 */
export function uploadGate(services: Services, maxImageBytes: number): RequestHandler {
  const limit = maxUploadBodyBytes(maxImageBytes);
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const refuse = (error: unknown) => {
      discardBody(req, limit);
      next(error);
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      return refuse(new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.bodyTooLarge(maxImageBytes), 'images'));
    }
    services.auth.authenticate(req.headers.authorization).then(
      ({ viewer, problem }) => {
        if (!viewer) return refuse(new DomainError('UNAUTHENTICATED', problem ? SESSION_EXPIRED : UPLOAD_MESSAGES.signInToUpload));
        // Photos from a phone on a weak signal may take minutes to arrive.
        allowUploadTime(req);
        next();
      },
      (error: unknown) => refuse(error),
    );
  };
}

/** Reads and drops the body, cutting the connection past `limitBytes` or `DISCARD_MS`. */
function discardBody(req: IncomingMessage, limitBytes: number): void {
  let read = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DISCARD_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > limitBytes) cut();
  });
  req.once('close', () => clearTimeout(timer));
}
