import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import type { Role } from '../../../../shared/domain/roles';
import { DomainError } from '../../common/errors';

/** Who is making a request: the signed-in user's id and role. Null when anonymous. */
export interface Viewer {
  id: string;
  role: Role;
  /** Signed in with "Remember Me": a fresh token for this session lasts as long. */
  remembered?: boolean;
}

export const SIGN_IN_REQUIRED = AUTH_MESSAGES.signInRequired;
export const SESSION_EXPIRED = AUTH_MESSAGES.sessionExpired;
export const WRONG_ROLE = AUTH_MESSAGES.wrongRole;

/** Services call these: authorization lives in services, whatever the API in front. */
export function requireViewer(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return viewer;
}

export function requireRole(viewer: Viewer | null | undefined, ...roles: Role[]): Viewer {
  const signedIn = requireViewer(viewer);
  if (!roles.includes(signedIn.role)) throw new DomainError('FORBIDDEN', WRONG_ROLE);
  return signedIn;
}
