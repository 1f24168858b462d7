import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { STATS_TIME_ZONE, type StatsPeriod } from '../../../shared/domain/admin-stats';
import { LEADS_REPORT_CSV_COLUMNS, LEADS_REPORT_PAGE_SIZE } from '../../../shared/domain/leads-report';
import { csvTable } from '../common/csv';
import { AdminStatsService } from '../modules/admin-stats/admin-stats.service';
import type { Viewer } from '../modules/auth/viewer';
import { LeaderboardService } from '../modules/leads-report/leaderboard.service';
import { LeadsReportService } from '../modules/leads-report/leads-report.service';
import type { StatsCall } from './bench-report';
import { ACTIVITY_TABLES, planUse, type PlanUse } from './bench-plans';
import { percentiles } from './percentiles';

/**
 * The admin figures of issue 13 timed through the gateway's own services (as the search part
 * calls SearchService): the dashboard's adminStats for each period, the leaderboard and the
 * leads report (per day, by city, by listing page 1 and the CSV's rows), each called one after
 * the other many times, and EXPLAIN ANALYZE of every statement each call sent.
 */

interface StatsCase {
  call: StatsCall;
  title: string;
  run(services: StatsServices, viewer: Viewer): Promise<unknown>;
}

export interface StatsRow {
  call: StatsCall;
  title: string;
  calls: number;
  median: number;
  p95: number;
  plans: PlanUse[];
}

interface StatsServices {
  adminStats: AdminStatsService;
  leaderboard: LeaderboardService;
  leadsReport: LeadsReportService;
}

/** The busiest period the reports offer: the leaderboard and leads report are timed on it. */
const REPORT_PERIOD: StatsPeriod = 'LAST_30_DAYS';

const CASES: StatsCase[] = [
  ...(['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const).map((period): StatsCase => ({
    call: 'adminStats',
    title: `adminStats ${period}`,
    run: (s, viewer) => s.adminStats.stats(viewer, period),
  })),
  {
    call: 'leaderboard',
    title: `Leaderboard ${REPORT_PERIOD} by leads`,
    run: (s, viewer) => s.leaderboard.leaderboard(viewer, REPORT_PERIOD, 'leads'),
  },
  { call: 'leadsDaily', title: `Leads report ${REPORT_PERIOD} per day`, run: (s, viewer) => s.leadsReport.report(viewer, REPORT_PERIOD) },
  {
    call: 'leadsByCity',
    title: `Leads report ${REPORT_PERIOD} by city, page 1`,
    run: (s, viewer) => s.leadsReport.byCity(viewer, REPORT_PERIOD, { page: 1, limit: LEADS_REPORT_PAGE_SIZE }),
  },
  {
    call: 'leadsByListing',
    title: `Leads report ${REPORT_PERIOD} by listing, page 1`,
    run: (s, viewer) => s.leadsReport.byListing(viewer, REPORT_PERIOD, { page: 1, limit: LEADS_REPORT_PAGE_SIZE }),
  },
  {
    call: 'leadsCsv',
    title: `Leads report ${REPORT_PERIOD} CSV`,
    // The rows and the text the REST download sends (leads-report.rest.ts), without the HTTP.
    run: async (s, viewer) => {
      const rows = await s.leadsReport.csvRows(viewer, REPORT_PERIOD);
      return csvTable(
        LEADS_REPORT_CSV_COLUMNS,
        rows.map((row) => [row.title, row.ownerName, row.city, row.locality, row.enquiries, row.phoneReveals, row.visits, row.leads]),
      );
    },
  },
];

const servicesOn = (dataSource: DataSource): StatsServices => ({
  adminStats: new AdminStatsService(dataSource),
  leaderboard: new LeaderboardService(dataSource),
  leadsReport: new LeadsReportService(dataSource),
});

/** The data source with its query() also noting each statement and its values. */
function recording(dataSource: DataSource, statements: Array<{ sql: string; values: unknown[] }>): DataSource {
  const query = (sql: string, values?: unknown[]) => {
    statements.push({ sql, values: values ?? [] });
    return dataSource.query(sql, values);
  };
  return Object.assign(Object.create(dataSource) as DataSource, { query });
}

/**
 * Times each case for `seconds` (at least 10 and at most 500 calls, after 2 unmeasured ones),
 * then explains the statements of one more call.
 */
export async function measureStats(dataSource: DataSource, pool: Pool, seconds: number): Promise<StatsRow[]> {
  const [admin]: Array<{ id: string }> = await dataSource.query(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
  if (!admin) throw new Error('The bench has no admin to read the admin figures as.');
  const viewer: Viewer = { id: admin.id, role: 'admin' };
  const services = servicesOn(dataSource);
  const rows: StatsRow[] = [];
  for (const entry of CASES) {
    for (let warm = 0; warm < 2; warm++) await entry.run(services, viewer);
    const times: number[] = [];
    const until = Date.now() + seconds * 1000;
    while (times.length < 500 && (times.length < 10 || Date.now() < until)) {
      const start = process.hrtime.bigint();
      await entry.run(services, viewer);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const statements: Array<{ sql: string; values: unknown[] }> = [];
    await entry.run(servicesOn(recording(dataSource, statements)), viewer);
    const plans: PlanUse[] = [];
    for (const { sql, values } of statements) plans.push(await planUse(pool, sql, values, ACTIVITY_TABLES));
    rows.push({ call: entry.call, title: entry.title, calls: times.length, ...percentiles(times), plans });
  }
  return rows;
}

/** Sequential scans of a big table in the admin figures' statements, as "title: Seq Scan table". */
export const statsPlanProblems = (rows: StatsRow[]): string[] =>
  rows.flatMap((row) => [...new Set(row.plans.flatMap((plan) => plan.seqScans))].map((scan) => `${row.title}: ${scan}`));

/**
 * Times moving the leaderboard's periods on by a day, as the job at midnight in India does
 * (activity_periods_rebase to tomorrow): once, after the figures, since it changes the counts.
 */
export async function timeMidnightMove(dataSource: DataSource): Promise<number> {
  const start = process.hrtime.bigint();
  const [{ moved }]: Array<{ moved: number }> = await dataSource.query(
    `SELECT activity_periods_rebase((now() AT TIME ZONE $1)::date + 1) AS moved`,
    [STATS_TIME_ZONE],
  );
  if (moved !== 1) throw new Error(`Moving the periods on by a day moved them ${moved} days.`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}
