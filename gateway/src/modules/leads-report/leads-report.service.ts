import type { DataSource } from 'typeorm';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADS_REPORT_CSV_MAX } from '../../../../shared/domain/leads-report';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { DAYS_TO_NOW } from '../admin-stats/activity-days';
import { chartDays, statsWindow, type StatsWindow } from '../admin-stats/stats-window';
import { requireRole, type Viewer } from '../auth/viewer';
import { countsByKindSql, inPeriod, type LeadCounts } from './lead-counts';

interface LeadsDay extends LeadCounts {
  /** YYYY-MM-DD in India. */
  day: string;
}

export interface LeadsReport {
  period: StatsPeriod;
  from: Date;
  to: Date;
  totals: LeadCounts;
  daily: LeadsDay[];
}

export interface CityLeads extends LeadCounts {
  city: string;
}

export interface ListingLeads extends LeadCounts {
  id: string;
  title: string;
  city: string;
  locality: string;
  ownerName: string;
}

/** The cities with leads in the period ($1 to $2, now), from activity_city_days. */
const CITIES_WITH_LEADS = `activity_city_days WHERE ${DAYS_TO_NOW} GROUP BY city HAVING sum(enquiries + phone_reveals + visits) > 0`;
/** A city's sums of the period, named as LeadCounts names them. */
const CITY_SUMS = `sum(enquiries)::int AS enquiries, sum(phone_reveals)::int AS "phoneReveals", sum(visits)::int AS visits, sum(enquiries + phone_reveals + visits)::int AS leads`;

/** Enquiries, phone reveals and visits booked over a period, per day, city and listing, for admins. */
export class LeadsReportService {
  constructor(private readonly dataSource: DataSource) {}

  async report(viewer: Viewer | null, period: StatsPeriod): Promise<LeadsReport> {
    requireRole(viewer, 'admin');
    const window = await statsWindow(this.dataSource, period);
    const rows: Array<LeadCounts & { day: string }> = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, enquiries, phone_reveals AS "phoneReveals", visits, enquiries + phone_reveals + visits AS leads
         FROM activity_days WHERE ${DAYS_TO_NOW}`,
      [window.from, window.to],
    );
    const byDay = new Map(rows.map(({ day, ...counts }) => [day, counts]));
    const zero: LeadCounts = { enquiries: 0, phoneReveals: 0, visits: 0, leads: 0 };
    const daily = chartDays(window.today, window.days).map((day) => ({ day, ...(byDay.get(day) ?? zero) }));
    const totals = daily.reduce(
      (sum, day) => ({
        enquiries: sum.enquiries + day.enquiries,
        phoneReveals: sum.phoneReveals + day.phoneReveals,
        visits: sum.visits + day.visits,
        leads: sum.leads + day.leads,
      }),
      zero,
    );
    return { period, from: window.from, to: window.to, totals, daily };
  }

  /** The period's leads per city of the listings, busiest first. */
  async byCity(viewer: Viewer | null, period: StatsPeriod, paging: { page?: unknown; limit?: unknown }): Promise<Page<CityLeads>> {
    requireRole(viewer, 'admin');
    const { page, limit } = parsePagination(paging);
    const window = await statsWindow(this.dataSource, period);
    // The period's days of activity_city_days (leads per day and city of the listing, kept by trigger).
    const rows: Array<CityLeads & { total: number }> = await this.dataSource.query(
      `SELECT city, ${CITY_SUMS}, count(*) OVER ()::int AS total
         FROM ${CITIES_WITH_LEADS} ORDER BY leads DESC, city LIMIT $3 OFFSET $4`,
      [window.from, window.to, limit, offsetOf({ page, limit })],
    );
    return pageOf(
      rows.map(({ total: _total, ...row }) => row),
      rows[0]?.total ??
        (await this.countPast(`SELECT count(*)::int AS total FROM (SELECT city FROM ${CITIES_WITH_LEADS}) c`, window, page)),
      { page, limit },
    );
  }

  /** The period's leads per listing, busiest first. */
  async byListing(viewer: Viewer | null, period: StatsPeriod, paging: { page?: unknown; limit?: unknown }): Promise<Page<ListingLeads>> {
    requireRole(viewer, 'admin');
    const { page, limit } = parsePagination(paging);
    const window = await statsWindow(this.dataSource, period);
    const rows = await this.listings(window, limit, offsetOf({ page, limit }));
    return pageOf(
      rows.map(({ total: _total, ...row }) => row),
      rows[0]?.total ??
        (await this.countPast(`SELECT count(DISTINCT property_id)::int AS total FROM leads WHERE ${inPeriod()}`, window, page)),
      { page, limit },
    );
  }

  /** Every listing with leads in the period (at most LEADS_REPORT_CSV_MAX, busiest first): the CSV's rows. */
  async csvRows(viewer: Viewer | null, period: StatsPeriod): Promise<ListingLeads[]> {
    requireRole(viewer, 'admin');
    const window = await statsWindow(this.dataSource, period);
    return (await this.listings(window, LEADS_REPORT_CSV_MAX, 0)).map(({ total: _total, ...row }) => row);
  }

  /**
   * A page of listings by leads (ties by title). The leads are counted per listing without the
   * listings; only those with at least as many leads as the page's last row can be on the page,
   * and only they are joined to their listings, then the page's to their posters' names (100,000
   * listings, 30 days, medians of 30 calls side by side: page 1 241 ms, page 40 252, the CSV's 10,000
   * rows 345, against 448, 455 and 590 with every listing joined before the ranking).
   */
  private listings(window: StatsWindow, limit: number, offset: number): Promise<Array<ListingLeads & { total: number }>> {
    return this.dataSource.query(
      `WITH counted AS MATERIALIZED (
         SELECT property_id, ${countsByKindSql()} FROM leads WHERE ${inPeriod()} GROUP BY property_id
       ), last_on_page AS (
         SELECT leads FROM counted ORDER BY leads DESC OFFSET $3::int + $4::int - 1 LIMIT 1
       )
       SELECT page.id, page.title, page.city, page.locality, u.name AS "ownerName",
              page.enquiries, page."phoneReveals", page.visits, page.leads, (SELECT count(*)::int FROM counted) AS total
         FROM (SELECT p.id, p.title, p.city, p.locality, p.owner_id, c.enquiries, c."phoneReveals", c.visits, c.leads
                 FROM counted c JOIN properties p ON p.id = c.property_id
                WHERE c.leads >= coalesce((SELECT leads FROM last_on_page), 0)
                ORDER BY c.leads DESC, p.title, p.id LIMIT $3 OFFSET $4) page
         JOIN users u ON u.id = page.owner_id
        ORDER BY page.leads DESC, page.title, page.id`,
      [window.from, window.to, limit, offset],
    );
  }

  /** The total of a page past the last (which has no rows to carry it): `sql` of $1 and $2, the period; 0 on the first page. */
  private async countPast(sql: string, window: StatsWindow, page: number): Promise<number> {
    if (page === 1) return 0;
    const [row]: Array<{ total: number }> = await this.dataSource.query(sql, [window.from, window.to]);
    return row.total;
  }
}
