import { assertNoControlCharacters } from '../common/control-characters';
import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { DomainError, TooManyRequestsError, httpStatusByCode } from '../common/errors';
import { retryLater } from '../common/retry-later';
import { isDatabaseUnavailable, logDatabaseUnavailable } from '../db/database-unavailable';
import { authRoutes } from '../modules/auth/auth.rest';
import { emailConfirmationRoutes } from '../modules/auth/email-confirmation.rest';
import { phoneSignInRoutes } from '../modules/auth/phone-sign-in.rest';
import { googleSignInRoutes } from '../modules/auth/google-sign-in.rest';
import { blogRoutes } from '../modules/blog/blog.rest';
import { enquiryRoutes } from '../modules/enquiry/enquiry.rest';
import { propertyRoutes } from '../modules/property/property.rest';
import { newsletterRoutes } from '../modules/newsletter/newsletter.rest';
import { savedSearchRoutes } from '../modules/saved-search/saved-search.rest';
import { locationRoutes } from '../modules/location/location.rest';
import { searchRoutes } from '../modules/search/search.rest';
import { leadsReportRoutes } from '../modules/leads-report/leads-report.rest';
import { adminUserRoutes } from '../modules/user/user.rest';
import type { Services } from '../services';
import { RestFailure } from './handler';

/** The REST adapter of spec section 7, mounted at /api/v1. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }));
  // No NUL bytes and the like in any text of the query string or body (multipart forms are
  // checked by their routes once parsed).
  router.use((req, _res, next) => {
    // A body of a type no parser reads (text/plain, XML) is an empty form, not a missing object.
    req.body ??= {};
    assertNoControlCharacters(req.query);
    assertNoControlCharacters(req.body);
    next();
  });
  router.use(authRoutes(services));
  router.use(phoneSignInRoutes(services));
  router.use(googleSignInRoutes(services));
  router.use(emailConfirmationRoutes(services));
  router.use(adminUserRoutes(services));
  router.use(leadsReportRoutes(services));
  router.use(blogRoutes(services));
  router.use(propertyRoutes(services));
  router.use(locationRoutes(services));
  router.use(searchRoutes(services));
  router.use(newsletterRoutes(services));
  router.use(savedSearchRoutes(services));
  router.use(enquiryRoutes(services));

  router.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.path}`, code: 'NOT_FOUND' });
  });
  router.use(restErrorHandler);
  return router;
}

/** Codes for the 4xx errors Express and its middleware raise themselves (bad JSON, missing files). */
const CODE_BY_STATUS: Record<number, string> = { 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/**
 * One error shape for every REST answer: `{ message, code, errors? }` with the matching status.
 * app.ts also makes it the last handler of the whole app, so no error anywhere answers with
 * Express's default page (which shows a stack trace outside production).
 */
function sendDomainError(res: Response, error: DomainError): void {
  if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(httpStatusByCode[error.code]).json({
    message: error.message,
    code: error.code,
    ...(error.problems?.length ? { errors: error.problems } : {}),
  });
}

export const restErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  // Half an answer is already on its way: Express can only cut the connection.
  if (res.headersSent) return next(error);
  if (error instanceof DomainError) return sendDomainError(res, error);
  // Bodies express could not parse, and the like, arrive with their own 4xx status.
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status < 500) {
    res.status(status).json({ message: error.expose ? error.message : 'Invalid request', code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' });
    return;
  }
  // The database's outages are logged once a second, not once per request; anything else in full.
  if (isDatabaseUnavailable(error)) logDatabaseUnavailable(req.log, error);
  else req.log?.error({ err: error instanceof RestFailure ? error.cause : error }, 'REST call failed');
  const later = retryLater(error);
  if (later) {
    res.setHeader('Retry-After', String(later.retryAfterSeconds));
    res.status(later.status).json({ message: later.message, code: later.code });
    return;
  }
  res.status(500).json({
    message: error instanceof RestFailure ? error.publicMessage : 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_SERVER_ERROR',
  });
};
