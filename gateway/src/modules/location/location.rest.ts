import { Router, type Response } from 'express';
import { LOCATION_MESSAGES } from '../../../../shared/validation/location';
import { handle } from '../../rest/handler';
import type { Services } from '../../services';

/**
 * Spec section 7's location calls. The lists only change when a gateway starts with a new data
 * set, so browsers and proxies may keep them for an hour.
 */
function cacheable(res: Response) {
  res.set('Cache-Control', 'public, max-age=3600');
}

/** A query parameter as one value: repeated parameters are refused like missing ones. */
const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function locationRoutes({ location }: Services): Router {
  const router = Router();
  router.get(
    '/location/states',
    handle(LOCATION_MESSAGES.statesFailed, async (_req, res) => {
      const data = await location.states();
      cacheable(res);
      return { data };
    }),
  );
  router.get(
    '/location/districts',
    handle(LOCATION_MESSAGES.districtsFailed, async (req, res) => {
      const data = await location.districts(single(req.query.state));
      cacheable(res);
      return { data };
    }),
  );
  router.get(
    '/location/areas',
    handle(LOCATION_MESSAGES.areasFailed, async (req, res) => {
      const data = await location.areas(single(req.query.state), single(req.query.district));
      cacheable(res);
      return { data };
    }),
  );
  router.get(
    '/location/pincode/:pincode',
    handle(LOCATION_MESSAGES.pincodeNotFound, async (req, res) => {
      const data = await location.pincode(String(req.params.pincode));
      cacheable(res);
      return { data };
    }),
  );
  return router;
}
