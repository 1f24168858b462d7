import { Router, type Request, type Response } from 'express';
import { GOOGLE_ERROR_PARAM, GOOGLE_TICKET_PAGE, type GoogleSignInProblem } from '../../../../shared/domain/google-sign-in';
import { TooManyRequestsError } from '../../common/errors';
import type { Services } from '../../services';
import { GOOGLE_FLOW_COOKIE, GoogleSignInFailure } from './google-sign-in.service';

/** Only the flow's own paths receive its cookie. */
const COOKIE_PATH = '/api/v1/auth/google';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Sign in with Google's two browser paths (GET, they are navigations, not API calls): start sends
 * the browser to Google with the flow cookie set; callback takes Google's answer and sends the
 * browser to the web app with a one-time ticket, or to the login page naming what went wrong.
 * Both answer 404 when Google is not configured.
 */
export function googleSignInRoutes(services: Services): Router {
  const { googleSignIn } = services;
  const router = Router();
  const secure = googleSignIn.redirectUri.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: COOKIE_PATH };
  const toLogin = (res: Response, problem: GoogleSignInProblem) => res.redirect(303, `/login?${GOOGLE_ERROR_PARAM}=${problem}`);

  router.use('/auth/google', (_req, res, next) => {
    if (!googleSignIn.enabled) {
      res.status(404).json({ message: 'Sign in with Google is not configured', code: 'NOT_FOUND' });
      return;
    }
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Start and callback count together per client address (each is a round trip to Google); past the
  // limit the browser goes to the login page, which says to wait, with Retry-After as a 429 has.
  router.get(['/auth/google/start', '/auth/google/callback'], async (req, res, next) => {
    try {
      await googleSignIn.countAttempt(req.ip);
    } catch (error) {
      if (req.path.endsWith('/callback')) res.clearCookie(GOOGLE_FLOW_COOKIE, cookieOptions);
      if (!(error instanceof TooManyRequestsError)) {
        req.log.error({ err: error }, 'Google sign-in could not be counted');
        return toLogin(res, 'failed');
      }
      res.set('Retry-After', String(error.retryAfterSeconds));
      return toLogin(res, 'throttled');
    }
    next();
  });

  router.get('/auth/google/start', async (req, res) => {
    try {
      const { url, flowCookie } = await googleSignIn.start();
      res.cookie(GOOGLE_FLOW_COOKIE, flowCookie, { ...cookieOptions, maxAge: googleSignIn.flowSeconds * 1000 });
      res.redirect(303, url);
    } catch (error) {
      req.log.error({ err: error }, 'Google sign-in could not start');
      toLogin(res, 'failed');
    }
  });

  router.get('/auth/google/callback', async (req, res) => {
    // One flow, one callback: whatever happens, the cookie goes.
    res.clearCookie(GOOGLE_FLOW_COOKIE, cookieOptions);
    try {
      const ticket = await googleSignIn.callback(req.query, readCookie(req, GOOGLE_FLOW_COOKIE));
      res.redirect(303, `${GOOGLE_TICKET_PAGE}?ticket=${encodeURIComponent(ticket)}`);
    } catch (error) {
      if (error instanceof GoogleSignInFailure) {
        if (error.problem === 'failed') req.log.warn({ err: error.cause ?? error }, 'Google sign-in failed');
        return toLogin(res, error.problem);
      }
      req.log.error({ err: error }, 'Google sign-in failed');
      toLogin(res, 'failed');
    }
  });

  return router;
}
