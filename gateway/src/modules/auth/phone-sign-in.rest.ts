import { Router } from 'express';
import { handle } from '../../rest/handler';
import { body, optionalRestViewer, restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { toRestUser } from '../user/user.rest';
import type { Session } from './auth.service';

const session = ({ user, token, expiresAt }: Session) => ({ user: toRestUser(user), token, expiresAt: expiresAt.toISOString() });

/** Nivaas's own paths for signing in with a mobile number, beside /auth/login. */
export function phoneSignInRoutes(services: Services): Router {
  const { phoneSignIn } = services;
  const router = Router();

  router.post(
    '/auth/phone/code',
    handle('Failed to send the code', async (req) => {
      const { phone, purpose } = body(req);
      // Signing in needs no session; an expired one then only matters for verifying a number.
      const viewer = purpose === 'verify' ? await restViewer(services, req) : await optionalRestViewer(services, req);
      const sent = await phoneSignIn.requestCode(viewer, { phone, purpose }, { ip: req.ip });
      return { expiresAt: sent.expiresAt.toISOString(), resendAfter: sent.resendAfter.toISOString() };
    }),
  );

  router.post(
    '/auth/phone/sign-in',
    handle('Sign-in failed', async (req) => {
      const { phone, code, remember } = body(req);
      const result = await phoneSignIn.signIn({ phone, code, remember: remember === true || remember === 'true' }, { ip: req.ip });
      return result.session ? session(result.session) : { signUpToken: result.signUpToken };
    }),
  );

  router.post(
    '/auth/phone/sign-up',
    handle('Sign-up failed', async (req, res) => {
      const { signUpToken, name, role, email } = body(req);
      const created = await phoneSignIn.signUp({ signUpToken, name, role, email }, { ip: req.ip });
      res.status(201);
      return session(created);
    }),
  );

  router.post(
    '/auth/phone/verify',
    handle('Failed to verify the number', async (req) => {
      const { phone, code } = body(req);
      return { user: toRestUser(await phoneSignIn.verifyPhone(await restViewer(services, req), { phone, code }, { ip: req.ip })) };
    }),
  );

  return router;
}
