import { Router } from 'express';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { handle } from '../../rest/handler';
import { body, restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { ACCOUNT_REST_NAMES, toRestUser } from '../user/user.rest';
import type { Session } from './auth.service';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const session = ({ user, token, expiresAt }: Session) => ({ user: toRestUser(user), token, expiresAt: expiresAt.toISOString() });

/**
 * The account calls: login, register and get-user as spec section 7 shapes them, and Nivaas's
 * own paths for what the spec leaves unnamed (logout, change password, profile, password reset).
 */
export function authRoutes(services: Services): Router {
  const { auth, passwordReset, users } = services;
  const router = Router();

  router.post(
    '/auth/login',
    handle(CALL_MESSAGES.loginFailed, async (req) => {
      const { email, password, remember, role } = body(req);
      return session(
        await auth.login(
          { email, password, remember: remember === true || remember === 'true', role: typeof role === 'string' ? role : null },
          { ip: req.ip },
        ),
      );
    }),
  );

  router.post(
    '/auth/register',
    handle(
      CALL_MESSAGES.registerFailed,
      async (req, res) => {
        const input = ACCOUNT_REST_NAMES.read(body(req), [
          'name',
          'email',
          'contactNumber',
          'password',
          'confirmPassword',
          'role',
          'website',
        ]);
        const created = await auth.register(input, { ip: req.ip });
        res.status(201);
        return {
          createdUser: toRestUser(created.user),
          token: created.token,
          role: created.user.role,
          expiresAt: created.expiresAt.toISOString(),
        };
      },
      ACCOUNT_REST_NAMES,
    ),
  );

  router.get(
    '/auth/get-user',
    handle(CALL_MESSAGES.fetchUserFailed, async (req) => toRestUser(await auth.currentUser(await restViewer(services, req)))),
  );

  router.post(
    '/auth/logout',
    handle('Logout failed', async (req) => {
      await auth.logout(await restViewer(services, req));
      return { message: 'Logged out' };
    }),
  );

  router.post(
    '/auth/change-password',
    handle(CALL_MESSAGES.changePasswordFailed, async (req) => {
      const { currentPassword, newPassword, confirmPassword } = body(req);
      const fresh = await auth.changePassword(await restViewer(services, req), { currentPassword, newPassword, confirmPassword });
      return { message: CALL_MESSAGES.passwordChanged, ...session(fresh) };
    }),
  );

  router.put(
    '/auth/profile',
    handle(
      'Failed to update profile',
      async (req) => {
        const input = ACCOUNT_REST_NAMES.read(body(req), ['name', 'email', 'contactNumber', 'gender', 'state', 'city']);
        // The spec's client may send the name as `full_name`, as it reads it.
        const user = await users.updateProfile(await restViewer(services, req), { ...input, name: input.name ?? body(req).full_name });
        return { message: 'Profile updated', user: toRestUser(user) };
      },
      ACCOUNT_REST_NAMES,
    ),
  );

  router.post(
    '/auth/forgot-password',
    handle('Failed to send the reset link', async (req) => {
      await passwordReset.request({ email: body(req).email }, { ip: req.ip });
      return { message: AUTH_MESSAGES.resetRequested };
    }),
  );

  // Whether a reset link still works, without using it (the reset page asks when it opens).
  router.post(
    '/auth/reset-password/check',
    handle('Failed to check the reset link', async (req) => {
      const valid = await passwordReset.linkWorks({ token: body(req).token }, { ip: req.ip });
      return valid ? { valid } : { valid, message: AUTH_MESSAGES.resetLinkInvalid };
    }),
  );

  router.post(
    '/auth/reset-password',
    handle('Failed to reset the password', async (req) => {
      const { token, newPassword, confirmPassword } = body(req);
      await passwordReset.reset({ token, newPassword, confirmPassword }, { ip: req.ip });
      return { message: AUTH_MESSAGES.passwordReset };
    }),
  );

  return router;
}
