import { Router } from 'express';
import { handle } from '../../rest/handler';
import { restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import type { User } from './user.entity';

/** An account as spec section 7's client reads it: `_id`, and `full_name` beside `name`. */
export function toRestUser(user: User) {
  return {
    _id: user.id,
    name: user.name,
    full_name: user.name,
    email: user.email,
    role: user.role,
    contact_number: user.contactNumber === null ? null : Number(user.contactNumber),
    gender: user.gender,
    state: user.state,
    city: user.city,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The admin calls of spec section 7. */
export function adminUserRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/admin/users',
    handle('Fetch users failed', async (req) => ({ users: (await services.users.all(await restViewer(services, req))).map(toRestUser) })),
  );
  router.delete(
    '/admin/users/:id',
    handle('Delete user failed', async (req) => {
      const id = await services.users.delete(await restViewer(services, req), String(req.params.id));
      return { message: 'User deleted', _id: id };
    }),
  );
  return router;
}
