import type { DataSource } from 'typeorm';
import type { StatsPeriod } from '../../../../shared/domain/admin-stats';
import { LEADERBOARD_METRICS, LEADERBOARD_TOP, type LeaderboardMetric } from '../../../../shared/domain/leads-report';
import { DomainError } from '../../common/errors';
import { statsWindow } from '../admin-stats/stats-window';
import { requireRole, type Viewer } from '../auth/viewer';
import { activityPerListingSql, METRIC_COLUMNS, summedCounts, type ActivityCounts } from './lead-counts';

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
   * One statement: the period's activity per listing is counted once (each table on its
   * created_at index), then ranked three ways. Only rows with some of the ranked activity count.
   * Each ranking is decided before posters' names are joined: the ten listings' only, and the
   * owners' groups (one per owner) rather than every listing.
   */
  async leaderboard(viewer: Viewer | null, period: StatsPeriod, rankBy: LeaderboardMetric = 'leads'): Promise<Leaderboard> {
    requireRole(viewer, 'admin');
    if (!LEADERBOARD_METRICS.includes(rankBy))
      throw new DomainError('BAD_USER_INPUT', `rankBy must be one of ${LEADERBOARD_METRICS.join(', ')}`, 'rankBy');
    const window = await statsWindow(this.dataSource, period);
    const metric = METRIC_COLUMNS[rankBy];
    const sums = summedCounts('l');
    const [row]: Array<Pick<Leaderboard, 'listings' | 'owners' | 'localities'>> = await this.dataSource.query(
      `WITH listed AS MATERIALIZED (SELECT * FROM (${activityPerListingSql()}) c WHERE c.${metric} > 0)
       SELECT
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT top.property_id AS id, top.title, top.city, top.locality, u.name AS "ownerName", top.enquiries, top.phone_reveals AS "phoneReveals", top.visits, top.shortlists, top.leads
              FROM (SELECT * FROM listed l ORDER BY l.${metric} DESC, l.leads DESC, l.title, l.property_id LIMIT $3) top
              JOIN users u ON u.id = top.owner_id ORDER BY top.${metric} DESC, top.leads DESC, top.title, top.property_id) t) AS listings,
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT u.id, u.name, o.listings, o.enquiries, o."phoneReveals", o.visits, o.leads, o.shortlists
              FROM (SELECT l.owner_id, count(*)::int AS listings, ${sums}, sum(l.${metric}) AS ranked, sum(l.leads) AS all_leads
                      FROM listed l GROUP BY l.owner_id) o
              JOIN users u ON u.id = o.owner_id ORDER BY o.ranked DESC, o.all_leads DESC, u.name, u.id LIMIT $3) t) AS owners,
         (SELECT coalesce(json_agg(t), '[]') FROM (
            SELECT l.city, l.locality, ${sums}
              FROM listed l GROUP BY l.city, l.locality ORDER BY sum(l.${metric}) DESC, sum(l.leads) DESC, l.city, l.locality LIMIT $3) t) AS localities`,
      [window.from, window.to, LEADERBOARD_TOP],
    );
    return { period, rankBy, from: window.from, to: window.to, ...row };
  }
}
