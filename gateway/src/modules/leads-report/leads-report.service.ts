import type { DataSource } from 'typeorm';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADS_REPORT_CSV_MAX } from '../../../../shared/domain/leads-report';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { DAYS_TO_NOW } from '../admin-stats/activity-days';
import { chartDays, statsWindow, type StatsWindow } from '../admin-stats/stats-window';
import { requireRole, type Viewer } from '../auth/viewer';
import { atLeastForPlace, bringActivityPeriodsUpToDate, periodCountFields } from './activity-periods';
import type { LeadCounts } from './lead-counts';

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
/** How many listings had leads in the period of $1 days (an index-only count of listing_activity_periods). */
const LISTINGS_WITH_LEADS = `SELECT count(*)::int AS total FROM listing_activity_periods WHERE period_days = $1 AND leads > 0`;
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
        (await this.countPast(`SELECT count(*)::int AS total FROM (SELECT city FROM ${CITIES_WITH_LEADS}) c`, page, [
          window.from,
          window.to,
        ])),
      { page, limit },
    );
  }

  /** The period's leads per listing, busiest first. */
  async byListing(viewer: Viewer | null, period: StatsPeriod, paging: { page?: unknown; limit?: unknown }): Promise<Page<ListingLeads>> {
    requireRole(viewer, 'admin');
    const { page, limit } = parsePagination(paging);
    const window = await statsWindow(this.dataSource, period);
    const rows = await this.listings(window, limit, offsetOf({ page, limit }), true);
    return pageOf(
      rows.map(({ total: _total, ...row }) => row),
      rows[0]?.total ?? (await this.countPast(LISTINGS_WITH_LEADS, page, [window.days])),
      { page, limit },
    );
  }

  /** Every listing with leads in the period (at most LEADS_REPORT_CSV_MAX, busiest first): the CSV's rows. */
  async csvRows(viewer: Viewer | null, period: StatsPeriod): Promise<ListingLeads[]> {
    requireRole(viewer, 'admin');
    const window = await statsWindow(this.dataSource, period);
    return (await this.listings(window, LEADS_REPORT_CSV_MAX, 0, false)).map(({ total: _total, ...row }) => row);
  }

  /**
   * A page of listings by leads (ties by title), from listing_activity_periods: the leads index is
   * read from the top down to the page's last value, and only the rows at or above it (ties
   * included) are joined to their listings, then the page's rows look up their posters' names (a
   * join let the CSV's 10,000 rows read every user). `total` (listings with leads in the period)
   * is counted only when asked for: a page's numbers need it, the CSV does not.
   */
  private async listings(
    window: StatsWindow,
    limit: number,
    offset: number,
    countTotal: boolean,
  ): Promise<Array<ListingLeads & { total: number | null }>> {
    await bringActivityPeriodsUpToDate(this.dataSource);
    const [{ least }]: Array<{ least: number }> = await this.dataSource.query(
      `SELECT ${atLeastForPlace('listing_activity_periods', 'leads', '($2::int + $3::int)')} AS least`,
      [window.days, limit, offset],
    );
    return this.dataSource.query(
      `SELECT page.id, page.title, page.city, page.locality, (SELECT u.name FROM users u WHERE u.id = page.owner_id) AS "ownerName",
              page.enquiries, page."phoneReveals", page.visits, page.leads, ${countTotal ? `(${LISTINGS_WITH_LEADS})` : 'NULL::int'} AS total
         FROM (SELECT p.id, p.title, p.city, p.locality, p.owner_id, ${periodCountFields('a', { shortlists: false })}
                 FROM listing_activity_periods a JOIN properties p ON p.id = a.property_id
                WHERE a.period_days = $1 AND a.leads >= $4
                ORDER BY a.leads DESC, p.title, p.id LIMIT $2 OFFSET $3) page
        ORDER BY page.leads DESC, page.title, page.id`,
      [window.days, limit, offset, least],
    );
  }

  /** The total of a page past the last (which has no rows to carry it): `sql` (a column `total`) of `values`; 0 on the first page. */
  private async countPast(sql: string, page: number, values: unknown[]): Promise<number> {
    if (page === 1) return 0;
    const [row]: Array<{ total: number }> = await this.dataSource.query(sql, values);
    return row.total;
  }
}
