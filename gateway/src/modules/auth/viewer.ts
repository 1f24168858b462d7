import type { Role } from '../../../../shared/domain/roles';
import { DomainError } from '../../common/errors';

/** Who is making a request: the signed-in user's id and role. Null when anonymous. */
export interface Viewer {
  id: string;
  role: Role;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const WRONG_ROLE = 'You do not have permission to do this.';

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
