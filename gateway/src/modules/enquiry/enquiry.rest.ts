import { Router } from 'express';
import { handle } from '../../rest/handler';
import { restViewer } from '../../rest/viewer';
import type { Services } from '../../services';
import { leadsCsv } from './leads-csv';

/** The leads inbox as a CSV download (the rest of the inbox is GraphQL). */
export function enquiryRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/leads.csv',
    handle('Export leads failed', async (req, res) => {
      const leads = await services.enquiries.exportAll(await restViewer(services, req), { status: req.query.status, propertyId: req.query.listing });
      res.type('text/csv; charset=utf-8').attachment('nivaas-leads.csv').send(leadsCsv(leads));
    }),
  );
  return router;
}
