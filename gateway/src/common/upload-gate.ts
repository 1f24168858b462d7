import type { RequestHandler } from 'express';
import { UPLOAD_MESSAGES, maxUploadBodyBytes } from '../../../shared/domain/uploads';
import { SESSION_EXPIRED } from '../modules/auth/viewer';
import { allowUploadTime } from '../request-timeouts';
import type { Services } from '../services';
import { DomainError } from './errors';

/**
 * Runs before any multipart parser (REST's multer, graphql-upload): a multipart request must come
 * from a signed-in user and declare no more than the upload policy allows, or it is refused before
 * a byte of a file is read. The refusal closes the connection, so the unread body is never taken in.
 * Requests that are not multipart pass untouched (JSON GraphQL operations, reads).
 */
export function uploadGate(services: Services, maxImageBytes: number): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const refuse = (error: unknown) => {
      res.setHeader('Connection', 'close');
      req.unpipe();
      next(error);
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxUploadBodyBytes(maxImageBytes)) {
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
