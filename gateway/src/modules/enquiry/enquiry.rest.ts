import { Router } from 'express';
import { handle } from '../../rest/handler';
import { RestNames } from '../../rest/rest-names';
import { restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { leadsCsv } from './leads-csv';

/** The leads export's names at the REST edge: `?listing=` is the listing's id. */
const LEADS_EXPORT_REST_NAMES = new RestNames<'status' | 'propertyId'>({ propertyId: 'listing' });

/** The leads inbox as a CSV download (the rest of the inbox is GraphQL). */
export function enquiryRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/leads.csv',
    handle(
      'Export leads failed',
      async (req, res) => {
        const filter = LEADS_EXPORT_REST_NAMES.read(req.query, ['status', 'propertyId']);
        const leads = await services.enquiries.exportAll(await restViewer(services, req), filter);
        res.type('text/csv; charset=utf-8').attachment('nivaas-leads.csv').send(leadsCsv(leads));
      },
      LEADS_EXPORT_REST_NAMES,
    ),
  );
  return router;
}
