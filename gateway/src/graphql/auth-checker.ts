import type { AuthCheckerFn } from 'type-graphql';
import type { Role } from '../../../shared/domain/roles';
import { DomainError } from '../common/errors';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED, WRONG_ROLE } from '../modules/auth/viewer';
import type { GraphQLContext } from './context';

/**
 * `@Authorized('owner', 'admin')` on a resolver: signed in, with one of the roles (any role when
 * none is named). Services check again; this gate only gives every API the same early answer.
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) {
    throw new DomainError('UNAUTHENTICATED', context.authProblem ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
  }
  if (roles.length && !roles.includes(context.viewer.role)) throw new DomainError('FORBIDDEN', WRONG_ROLE);
  return true;
};
