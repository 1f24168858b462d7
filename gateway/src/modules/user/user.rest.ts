import { Router } from 'express';
import { handle } from '../../rest/handler';
import { RestNames } from '../../rest/rest-names';
import { restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { hasVerifiedPhone } from './has-verified-phone';
import type { User } from './user.entity';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

/**
 * The account's names at the REST edge (spec section 7), for requests, answers and errors alike;
 * every other field keeps its name. The change-password and reset-password calls are Nivaas's
 * own and send `confirmPassword` as is, so they do not use this table.
 */
export const ACCOUNT_REST_NAMES = new RestNames<keyof User | 'password' | 'confirmPassword' | 'website'>({
  id: '_id',
  contactNumber: 'contact_number',
  confirmPassword: 'c_password',
});

/** An account as spec section 7's client reads it: `_id`, the phone as a number, and `full_name` beside `name`. */
export function toRestUser(user: User) {
  return {
    ...ACCOUNT_REST_NAMES.write({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      contactNumber: user.contactNumber === null ? null : Number(user.contactNumber),
      gender: user.gender,
      state: user.state,
      city: user.city,
      createdAt: user.createdAt.toISOString(),
    }),
    phoneVerified: hasVerifiedPhone(user),
    emailConfirmed: user.emailConfirmedAt instanceof Date,
    full_name: user.name,
  };
}

/** The admin calls of spec section 7. */
export function adminUserRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/admin/users',
    handle(CALL_MESSAGES.fetchUsersFailed, async (req) => ({
      users: (await services.users.all(await restViewer(services, req))).map(toRestUser),
    })),
  );
  router.delete(
    '/admin/users/:id',
    handle(CALL_MESSAGES.deleteUserFailed, async (req) => {
      const id = await services.users.delete(await restViewer(services, req), String(req.params.id));
      return { message: 'User deleted', _id: id };
    }),
  );
  return router;
}
