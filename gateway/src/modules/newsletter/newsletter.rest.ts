import { Router } from 'express';
import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { handle } from '../../rest/handler';
import type { Services } from '../../services';

/** RFC 8058 one-click unsubscribe: mail clients POST to the List-Unsubscribe URL. */
export function newsletterRoutes({ newsletter }: Services): Router {
  const router = Router();
  router.post(
    '/newsletter/unsubscribe',
    handle('Unsubscribe failed', async (req) => {
      await newsletter.unsubscribe(typeof req.query.token === 'string' ? req.query.token : '');
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    }),
  );
  return router;
}
