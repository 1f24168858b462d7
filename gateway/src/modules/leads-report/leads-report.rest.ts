import { Router } from 'express';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADS_REPORT_CSV_COLUMNS, leadsReportFileName } from '../../../../shared/domain/leads-report';
import { csvTable } from '../../common/csv';
import { handle } from '../../rest/handler';
import { restViewer } from '../../rest/viewer';
import type { Services } from '../../services';

/** The leads report's rows (leads per listing over a period) as a CSV download, for admins. */
export function leadsReportRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/admin/reports/leads.csv',
    handle('Export leads report failed', async (req, res) => {
      const viewer = await restViewer(services, req);
      // An unknown period is refused by the service (after the admin check), naming `period`.
      const period = (req.query.period ?? 'LAST_7_DAYS') as StatsPeriod;
      const rows = await services.leadsReport.csvRows(viewer, period);
      const csv = csvTable(
        LEADS_REPORT_CSV_COLUMNS,
        rows.map((row) => [row.title, row.ownerName, row.city, row.locality, row.enquiries, row.phoneReveals, row.visits, row.leads]),
      );
      res.type('text/csv; charset=utf-8').attachment(leadsReportFileName(period)).send(csv);
    }),
  );
  return router;
}
