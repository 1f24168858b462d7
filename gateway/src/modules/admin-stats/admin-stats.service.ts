import type { DataSource } from 'typeorm';
import {
  STAT_FIGURES,
  STATS_CHART_MIN_DAYS,
  STATS_PERIOD_DAYS,
  STATS_TIME_ZONE,
  STATS_TOP,
  type StatFigure,
  type StatsPeriod,
} from '../../../../shared/domain/admin-stats';
import { requireRole, type Viewer } from '../auth/viewer';
import { activityCountSql, activityToNowSql, dayInIndia, type ActivityColumn } from './activity-days';
import { chartDays, statsWindow } from './stats-window';

/**
 * How each card is counted. A `period` figure counts what its activity_days column counts over
 * the period (and over the period before, for the comparison); a `now` figure is the state right
 * now (no comparison), from listing_counts (listings per city and status). Both summaries are
 * kept by trigger. Adding a figure is one entry here and one in shared/domain/admin-stats.ts.
 */
type Figure = { kind: 'period'; column: ActivityColumn } | { kind: 'now'; sql: string };
const FIGURES: Record<StatFigure, Figure> = {
  newListings: { kind: 'period', column: 'new_listings' },
  listingsWaiting: { kind: 'now', sql: `SELECT coalesce(sum(listings), 0) AS count FROM listing_counts WHERE status = 'pending'` },
  approvedListings: { kind: 'now', sql: `SELECT coalesce(sum(listings), 0) AS count FROM listing_counts WHERE status = 'approved'` },
  newUsers: { kind: 'period', column: 'new_users' },
  newOwners: { kind: 'period', column: 'new_owners' },
  enquiries: { kind: 'period', column: 'enquiries' },
  phoneReveals: { kind: 'period', column: 'phone_reveals' },
  visits: { kind: 'period', column: 'visits' },
};

export interface StatCard {
  key: StatFigure;
  value: number;
  /** The same figure over the period of the same length just before; null for `now` figures. */
  previous: number | null;
}

export interface DailyCount {
  day: string;
  enquiries: number;
  signUps: number;
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface AdminStats {
  period: StatsPeriod;
  from: Date;
  to: Date;
  cards: StatCard[];
  daily: DailyCount[];
  listingsByCity: NamedCount[];
  listingsByStatus: NamedCount[];
  unfoundSearches: NamedCount[];
}

/** The admin dashboard's figures and charts, all counted in the database. */
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(viewer: Viewer | null, period: StatsPeriod): Promise<AdminStats> {
    requireRole(viewer, 'admin');
    const chartDayCount = Math.max(STATS_PERIOD_DAYS[period] ?? 0, STATS_CHART_MIN_DAYS);
    const window = await statsWindow(this.dataSource, period, chartDayCount);
    const { days } = window;
    const [cards, daily, listingsByCity, listingsByStatus, unfoundSearches] = await Promise.all([
      Promise.all(STAT_FIGURES.map((key) => this.card(key, window))),
      this.daily(window.chartFrom, window.today, chartDayCount),
      // Listings now: from listing_counts (the listings not removed per city and status, kept by trigger).
      this.named(
        `SELECT city AS name, listings AS count FROM listing_counts WHERE status = 'approved' ORDER BY listings DESC, city LIMIT $1`,
        [STATS_TOP],
      ),
      this.named(`SELECT status AS name, sum(listings) AS count FROM listing_counts GROUP BY status ORDER BY status`),
      this.named(
        `SELECT term AS name, sum(count) AS count FROM search_misses WHERE day >= (now() AT TIME ZONE $1)::date - ($2::int - 1)
          GROUP BY term ORDER BY sum(count) DESC, term LIMIT $3`,
        [STATS_TIME_ZONE, days, STATS_TOP],
      ),
    ]);
    return { period, from: window.from, to: window.to, cards, daily, listingsByCity, listingsByStatus, unfoundSearches };
  }

  private async card(key: StatFigure, window: { from: Date; to: Date; previousFrom: Date; previousTo: Date }): Promise<StatCard> {
    const figure = FIGURES[key];
    if (figure.kind === 'now') return { key, value: await this.count(figure.sql, []), previous: null };
    // The period ends now: its days are all in the summary, today's row included. The one before
    // ends at this time of day a period ago: that day's part comes from the rows.
    const [value, previous] = await Promise.all([
      this.count(activityToNowSql(figure.column), [window.from, window.to]),
      this.count(activityCountSql(figure.column), [window.previousFrom, window.previousTo]),
    ]);
    return { key, value, previous };
  }

  /** Enquiries and sign-ups (users and owners) per day in India, every day present (zeros too), from activity_days. */
  private async daily(from: Date, today: string, days: number): Promise<DailyCount[]> {
    const rows: Array<{ day: string; enquiries: number; signUps: number }> = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, enquiries, sign_ups AS "signUps" FROM activity_days WHERE day >= ${dayInIndia('$1')}`,
      [from],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return chartDays(today, days).map((day) => ({ day, enquiries: byDay.get(day)?.enquiries ?? 0, signUps: byDay.get(day)?.signUps ?? 0 }));
  }

  private async named(sql: string, values: unknown[] = []): Promise<NamedCount[]> {
    const rows: Array<{ name: string; count: string }> = await this.dataSource.query(sql, values);
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  }

  private async count(sql: string, values: unknown[]): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(sql, values);
    return Number(row.count);
  }
}
