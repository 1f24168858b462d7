import type { DataSource } from 'typeorm';
import { STATS_PERIOD_DAYS, type StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADERBOARD_METRICS, LEADERBOARD_TOP, type LeaderboardMetric } from '../../../../shared/domain/leads-report';
import { DomainError } from '../../common/errors';
import { statsWindow } from '../admin-stats/stats-window';
import { requireRole, type Viewer } from '../auth/viewer';
import { atLeastForPlace, bringActivityPeriodsUpToDate, periodCountFields } from './activity-periods';
import { METRIC_COLUMNS, type ActivityCounts } from './lead-counts';

interface LeaderboardListing extends ActivityCounts {
  id: string;
  title: string;
  city: string;
  locality: string;
  ownerName: string;
}

interface LeaderboardOwner extends ActivityCounts {
  id: string;
  name: string;
  /** How many of the owner's listings had activity in the period. */
  listings: number;
}

interface LeaderboardLocality extends ActivityCounts {
  city: string;
  locality: string;
}

export interface Leaderboard {
  period: StatsPeriod;
  rankBy: LeaderboardMetric;
  from: Date;
  to: Date;
  listings: LeaderboardListing[];
  owners: LeaderboardOwner[];
  localities: LeaderboardLocality[];
}

/** The busiest listings, owners and localities of a period, for admins. */
export class LeaderboardService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * From the periods' summaries (each current to the statement that wrote the activity): first
   * the least value each ranking's tenth row has (from each figure's index), then one statement
   * reading each ranking's rows at or above it, ties included, and joining only those to listings
   * and names. An owner's
   * and a locality's counts are all their listings' activity in the period; only rows with some of
   * the ranked figure are ranked (and an owner's `listings` counts those of their listings).
   */
  async leaderboard(viewer: Viewer | null, period: StatsPeriod, rankBy: LeaderboardMetric = 'leads'): Promise<Leaderboard> {
    requireRole(viewer, 'admin');
    if (!LEADERBOARD_METRICS.includes(rankBy))
      throw new DomainError('BAD_USER_INPUT', `rankBy must be one of ${LEADERBOARD_METRICS.join(', ')}`, 'rankBy');
    const window = await statsWindow(this.dataSource, period);
    await bringActivityPeriodsUpToDate(this.dataSource);
    const metric = METRIC_COLUMNS[rankBy];
    const periodDays = STATS_PERIOD_DAYS[period];
    const [least]: Array<{ listings: number; owners: number; localities: number }> = await this.dataSource.query(
      `SELECT ${atLeastForPlace('listing_activity_periods', metric, '$2')} AS listings, ${atLeastForPlace('owner_activity_periods', metric, '$2')} AS owners,
              ${atLeastForPlace('locality_activity_periods', metric, '$2')} AS localities`,
      [periodDays, LEADERBOARD_TOP],
    );
    const ranked = (table: string, leastParam: string) => `(SELECT * FROM ${table} WHERE period_days = $1 AND ${metric} >= ${leastParam})`;
    const [row]: Array<Pick<Leaderboard, 'listings' | 'owners' | 'localities'>> = await this.dataSource.query(
      `SELECT
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT p.id, p.title, p.city, p.locality, u.name AS "ownerName", ${periodCountFields('a', { shortlists: true })}
              FROM ${ranked('listing_activity_periods', '$3')} a
              JOIN properties p ON p.id = a.property_id JOIN users u ON u.id = p.owner_id
             ORDER BY a.${metric} DESC, a.leads DESC, p.title, p.id LIMIT $2) t) AS listings,
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT top.id, top.name, ${periodCountFields('top', { shortlists: true })},
                   (SELECT count(*)::int FROM properties op JOIN listing_activity_periods la ON la.period_days = $1 AND la.property_id = op.id
                     WHERE op.owner_id = top.id AND la.${metric} > 0) AS listings
              FROM (SELECT u.id, u.name, o.* FROM ${ranked('owner_activity_periods', '$4')} o JOIN users u ON u.id = o.owner_id
                     ORDER BY o.${metric} DESC, o.leads DESC, u.name, u.id LIMIT $2) top
             ORDER BY top.${metric} DESC, top.leads DESC, top.name, top.id) t) AS owners,
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT l.city, l.locality, ${periodCountFields('l', { shortlists: true })}
              FROM ${ranked('locality_activity_periods', '$5')} l
             ORDER BY l.${metric} DESC, l.leads DESC, l.city, l.locality LIMIT $2) t) AS localities`,
      [periodDays, LEADERBOARD_TOP, least.listings, least.owners, least.localities],
    );
    return { period, rankBy, from: window.from, to: window.to, ...row };
  }
}
