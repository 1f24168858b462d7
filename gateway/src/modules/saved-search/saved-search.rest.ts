import { Router } from 'express';
import { ALERT_MESSAGES } from '../../../../shared/domain/saved-search-alerts';
import { handle } from '../../rest/handler';
import type { Services } from '../../services';

/** RFC 8058 one-click unsubscribe from a saved search's alerts: mail clients POST to the List-Unsubscribe URL. */
export function savedSearchRoutes({ savedSearchAlerts }: Services): Router {
  const router = Router();
  router.post(
    '/saved-searches/unsubscribe',
    handle('Unsubscribe failed', async (req) => {
      await savedSearchAlerts.unsubscribe(typeof req.query.token === 'string' ? req.query.token : '');
      return { message: ALERT_MESSAGES.unsubscribed };
    }),
  );
  return router;
}
