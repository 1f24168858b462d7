import type { RequestHandler, Response } from 'express';
import type { Authentication } from '../modules/auth/auth.service';
import type { Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';

/** Resolves the bearer token of every REST call once; handlers read it with viewerOf(res). */
export function authenticate({ auth }: Services): RequestHandler {
  return async (req, res, next) => {
    res.locals.auth = await auth.authenticate(req.headers.authorization);
    next();
  };
}

export function viewerOf(res: Response): Viewer | null {
  return (res.locals.auth as Authentication | undefined)?.viewer ?? null;
}
