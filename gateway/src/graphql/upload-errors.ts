import type { ErrorRequestHandler, RequestHandler } from 'express';
import { UPLOAD_MESSAGES } from '../../../shared/domain/uploads';
import { DomainError, httpStatusByCode } from '../common/errors';

/**
 * graphql-upload refuses some multipart requests before Apollo sees them (too many files, a
 * malformed request), and express.json refuses bodies that are not JSON; answer those as GraphQL
 * errors rather than Express's HTML error page.
 */
export const uploadErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  // The upload gate's refusals (not signed in, a declared body over the limit).
  if (error instanceof DomainError) {
    const extensions = { code: error.code, ...(error.field ? { field: error.field } : {}) };
    return res.status(httpStatusByCode[error.code]).json({ errors: [{ message: error.message, extensions }] });
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 500 || !error?.expose) return next(error);
  const tooMany = /max file uploads exceeded/i.test(String(error.message));
  // body-parser's errors carry a type such as 'entity.parse.failed'; graphql-upload's do not.
  const what =
    typeof error.type === 'string' && error.type.startsWith('entity.')
      ? 'The request body could not be read'
      : 'The upload could not be read';
  res.status(status).json({
    errors: [
      {
        message: tooMany ? UPLOAD_MESSAGES.tooMany : `${what}: ${error.message}`,
        extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT', ...(tooMany ? { field: 'images' } : {}) },
      },
    ],
  });
};

/**
 * graphql-upload passes the multipart parser's own errors (a truncated body, a missing or wrong
 * boundary) on without a status, which would make them 500s: they are the client's, 400s. Its
 * answers wait for the request to end, so an unread body is drained: without a boundary nothing
 * reads it and the request would hang until the client gives up.
 */
export function uploadParserErrorsAsClientErrors(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      if (!error) return next();
      req.unpipe();
      req.resume();
      if (typeof (error as { status?: unknown }).status === 'number') return next(error);
      next(Object.assign(new Error(error instanceof Error ? error.message : 'Malformed multipart request'), { status: 400, expose: true }));
    });
}
