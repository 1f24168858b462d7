import type { ErrorRequestHandler } from 'express';
import { TOO_MANY_IMAGES } from '../modules/property/listing-images';

/**
 * graphql-upload refuses some multipart requests before Apollo sees them (too many files, a
 * malformed request), and express.json refuses bodies that are not JSON; answer those as GraphQL
 * errors rather than Express's HTML error page.
 */
export const uploadErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 500 || !error?.expose) return next(error);
  const tooMany = /max file uploads exceeded/i.test(String(error.message));
  // body-parser's errors carry a type such as 'entity.parse.failed'; graphql-upload's do not.
  const what = typeof error.type === 'string' && error.type.startsWith('entity.') ? 'The request body could not be read' : 'The upload could not be read';
  res.status(status).json({
    errors: [
      {
        message: tooMany ? TOO_MANY_IMAGES : `${what}: ${error.message}`,
        extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT', ...(tooMany ? { field: 'images' } : {}) },
      },
    ],
  });
};
