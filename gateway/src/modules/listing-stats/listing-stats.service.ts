import type { DataSource } from 'typeorm';
import {
  LISTING_STAT_KINDS,
  LISTING_VIEW_MESSAGES,
  STATS_TIME_ZONE,
  STATS_WINDOW_DAYS,
  type ListingStatKind,
} from '../../../../shared/domain/listing-stats';
import { ValidationError, isUuid } from '../../common/errors';
import type { Viewer } from '../auth/viewer';
import type { Throttle } from '../throttle/throttle';
import { notRemovedSql, publishedSql } from '../property/listed';

/** One listing's figures over the last STATS_WINDOW_DAYS days, one count per kind. */
export interface ListingStats {
  propertyId: string;
  days: number;
  counts: Array<{ kind: ListingStatKind; count: number }>;
}

/** Today in India, as SQL (views are counted per day of India's calendar). */
const TODAY = `(now() AT TIME ZONE '${STATS_TIME_ZONE}')::date`;

/**
 * Where each kind is counted: a table with a property_id and the measure over the window ($2 is
 * the window in days). A new kind is one more line here.
 */
const SOURCES: Record<ListingStatKind, { table: string; measure: string; within: string }> = {
  views: { table: 'listing_view_days', measure: 'sum(views)', within: `day > ${TODAY} - $2::int` },
  enquiries: { table: 'enquiries', measure: 'count(*)', within: `created_at > now() - make_interval(days => $2::int)` },
  phone_reveals: { table: 'phone_reveals', measure: 'count(*)', within: `created_at > now() - make_interval(days => $2::int)` },
  visits: { table: 'visits', measure: 'count(*)', within: `created_at > now() - make_interval(days => $2::int)` },
  shortlists: { table: 'shortlist_entries', measure: 'count(*)', within: `created_at > now() - make_interval(days => $2::int)` },
};

const STATS_SQL = LISTING_STAT_KINDS.map((kind) => {
  const source = SOURCES[kind];
  return `SELECT '${kind}' AS kind, property_id, ${source.measure} AS count FROM ${source.table} WHERE property_id = ANY($1) AND ${source.within} GROUP BY property_id`;
}).join('\nUNION ALL\n');

/**
 * What listings earn their owners: views of the listing page (one per viewer per listing per day,
 * never the owner's own or an admin's), and per-listing figures for My Properties.
 */
export class ListingStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perIp: Throttle,
  ) {}

  /**
   * Counts a view of a public listing's page by a signed-in account, or by an anonymous browser
   * through the random id it keeps. One statement: today's mark for the viewer (a repeat does
   * nothing), the day's counter, and the listing's marks of earlier days cleared. True when counted.
   */
  async recordView(viewer: Viewer | null, propertyId: string, visitorId: string | null | undefined, clientIp?: string): Promise<boolean> {
    if (!viewer && !(visitorId && isUuid(visitorId)))
      throw new ValidationError([{ field: 'visitorId', message: LISTING_VIEW_MESSAGES.visitorId }]);
    if (!isUuid(propertyId) || viewer?.role === 'admin') return false;
    await this.perIp.hit(clientIp);
    const viewerKey = viewer ? `user:${viewer.id}` : `visitor:${visitorId!.toLowerCase()}`;
    const counted: unknown[] = await this.dataSource.query(
      `WITH listing AS (
         SELECT id FROM properties WHERE id = $1 AND ${publishedSql()} AND owner_id IS DISTINCT FROM $3::uuid
       ), cleared AS (
         DELETE FROM listing_viewers WHERE property_id = $1 AND day < ${TODAY}
       ), fresh AS (
         INSERT INTO listing_viewers (property_id, day, viewer_key)
         SELECT id, ${TODAY}, $2 FROM listing
         ON CONFLICT DO NOTHING
         RETURNING property_id, day
       )
       INSERT INTO listing_view_days (property_id, day, views)
       SELECT property_id, day, 1 FROM fresh
       ON CONFLICT (property_id, day) DO UPDATE SET views = listing_view_days.views + 1
       RETURNING views`,
      [propertyId, viewerKey, viewer?.id ?? null],
    );
    return counted.length > 0;
  }

  /**
   * The figures of many listings in two queries (for a DataLoader): only of the viewer's own
   * listings (admins: any); null for every other listing and for anybody else.
   */
  async statsOf(viewer: Viewer | null, propertyIds: readonly string[]): Promise<Array<ListingStats | null>> {
    if (viewer?.role !== 'owner' && viewer?.role !== 'admin') return propertyIds.map(() => null);
    const ids = propertyIds.filter(isUuid);
    const visible: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM properties WHERE id = ANY($1) AND ($2::uuid IS NULL OR owner_id = $2) AND ${notRemovedSql()}`,
      [ids, viewer.role === 'admin' ? null : viewer.id],
    );
    const allowed = visible.map((row) => row.id);
    const rows: Array<{ kind: ListingStatKind; property_id: string; count: string }> = allowed.length
      ? await this.dataSource.query(STATS_SQL, [allowed, STATS_WINDOW_DAYS])
      : [];
    return propertyIds.map((propertyId) => {
      if (!allowed.includes(propertyId)) return null;
      const counts = LISTING_STAT_KINDS.map((kind) => ({
        kind,
        count: Number(rows.find((row) => row.kind === kind && row.property_id === propertyId)?.count ?? 0),
      }));
      return { propertyId, days: STATS_WINDOW_DAYS, counts };
    });
  }
}
