import { Router } from 'express';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { handle } from '../../rest/handler';
import { body, restViewer } from '../../rest/viewer';
import type { Services } from '../../services';

/** Confirming an account's e-mail address: the mailed link's token, and "send the link again" (Bearer). */
export function emailConfirmationRoutes(services: Services): Router {
  const { emailConfirmations } = services;
  const router = Router();

  router.post(
    '/auth/email/confirm',
    handle('Failed to confirm the e-mail address', async (req) => {
      const confirmed = await emailConfirmations.confirm({ token: body(req).token });
      return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed, ...confirmed };
    }),
  );

  router.post(
    '/auth/email/confirmation',
    handle('Failed to send the confirmation link', async (req) => {
      const email = await emailConfirmations.resend(await restViewer(services, req));
      return { message: EMAIL_CONFIRMATION_MESSAGES.sent, email };
    }),
  );

  return router;
}
