import type { Request } from 'express';
import { DomainError } from '../common/errors';
import { SESSION_EXPIRED, type Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';

/**
 * The signed-in caller of a REST request, from `Authorization: Bearer <token>`; null without a
 * token. A token that is expired or revoked is a 401 with "Your session has expired...", so the
 * client knows to sign in again rather than being treated as a visitor.
 */
export async function restViewer(services: Services, req: Request): Promise<Viewer | null> {
  const { viewer, problem } = await services.auth.authenticate(req.headers.authorization);
  if (!viewer && problem) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
  return viewer;
}

/**
 * The caller of a REST request that anybody may make (reading listings): a token that is no
 * longer accepted makes the caller a visitor instead of failing the request.
 */
export async function optionalRestViewer(services: Services, req: Request): Promise<Viewer | null> {
  return (await services.auth.authenticate(req.headers.authorization)).viewer;
}

/** The body of a JSON request as a plain object (an absent or non-object body reads as {}). */
export function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}
