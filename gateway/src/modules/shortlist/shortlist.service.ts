import type { DataSource, EntityManager } from 'typeorm';
import { SHORTLIST_MAX, SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { DomainError, ValidationError, isUuid } from '../../common/errors';
import { requireViewer, type Viewer } from '../auth/viewer';
import type { PropertyQueries } from '../property/property-queries';
import { notRemovedSql, publishedSql } from '../property/listed';

/**
 * A signed-in user's shortlist: listings kept to compare, at most SHORTLIST_MAX. Only approved
 * listings show: a listing unpublished later drops out of every answer (and comes back if it is
 * approved again). Every call answers the ids now on the shortlist, newest first, so a client can
 * update its cache from any of them. A deleted (removed) listing's entry stays, outside those ids
 * and the limit, until its seeker takes it off (`removedEntries`): a listing she saved does not
 * vanish without a word, she sees that it was removed.
 */
export class ShortlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
  ) {}

  async ids(viewer: Viewer | null, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const user = requireViewer(viewer);
    const rows: Array<{ property_id: string }> = await manager.query(
      `SELECT entry.property_id
         FROM shortlist_entries entry
         JOIN properties property ON property.id = entry.property_id AND ${publishedSql('property')}
        WHERE entry.user_id = $1
        ORDER BY entry.created_at DESC, entry.property_id`,
      [user.id],
    );
    return rows.map((row) => row.property_id);
  }

  /** The entries whose listing was removed (deleted by its owner or an admin), newest first. */
  async removedEntries(
    viewer: Viewer | null,
  ): Promise<Array<{ id: string; title: string; city: string; locality: string; removedAt: Date }>> {
    const user = requireViewer(viewer);
    return this.dataSource.query(
      `SELECT property.id, property.title, property.city, property.locality, property.removed_at AS "removedAt"
         FROM shortlist_entries entry
         JOIN properties property ON property.id = entry.property_id AND NOT (${notRemovedSql('property')})
        WHERE entry.user_id = $1
        ORDER BY entry.created_at DESC, entry.property_id`,
      [user.id],
    );
  }

  /** Adds a public listing (again adding one already there changes nothing). */
  async add(viewer: Viewer | null, propertyId: string): Promise<string[]> {
    const user = requireViewer(viewer);
    const listing = await this.listings.get(null, propertyId);
    return this.locked(user, async (manager, current) => {
      if (current.includes(listing.id)) return;
      if (current.length >= SHORTLIST_MAX) throw new DomainError('CONFLICT', SHORTLIST_MESSAGES.full, 'propertyId');
      await manager.query(`INSERT INTO shortlist_entries (user_id, property_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        user.id,
        listing.id,
      ]);
    });
  }

  /** Removes a listing; removing one that is not there (or does not exist) changes nothing. */
  async remove(viewer: Viewer | null, propertyId: string): Promise<string[]> {
    const user = requireViewer(viewer);
    if (!isUuid(propertyId)) return this.ids(user);
    await this.dataSource.query(`DELETE FROM shortlist_entries WHERE user_id = $1 AND property_id = $2`, [user.id, propertyId]);
    return this.ids(user);
  }

  /**
   * Adds the shortlist a browser kept before sign-in (newest first) to the account's. Listings
   * that no longer exist or are not public are skipped, and only as many as fit under the limit
   * are added, newest first: signing in never fails because of an old local list.
   */
  async merge(viewer: Viewer | null, propertyIds: readonly string[]): Promise<string[]> {
    const user = requireViewer(viewer);
    if (propertyIds.length > SHORTLIST_MAX) {
      throw new ValidationError([{ field: 'propertyIds', message: SHORTLIST_MESSAGES.tooMany }]);
    }
    const wanted = [...new Set(propertyIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const listed = new Set((await this.listings.approvedByIds(wanted)).map((listing) => listing.id));
    return this.locked(user, async (manager, current) => {
      const room = SHORTLIST_MAX - current.length;
      const fresh = wanted.filter((id) => listed.has(id) && !current.includes(id)).slice(0, Math.max(0, room));
      if (!fresh.length) return;
      // The local order is kept: the first id is the newest.
      await manager.query(
        `INSERT INTO shortlist_entries (user_id, property_id, created_at)
         SELECT $1, id, now() - (ordinality * interval '1 millisecond')
           FROM unnest($2::uuid[]) WITH ORDINALITY AS local(id, ordinality)
         ON CONFLICT DO NOTHING`,
        [user.id, fresh],
      );
    });
  }

  /** Runs a change with the user's shortlist locked (two tabs adding at once respect the limit). */
  private async locked(user: Viewer, change: (manager: EntityManager, current: string[]) => Promise<void>): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`shortlist:${user.id}`]);
      await change(manager, await this.ids(user, manager));
      return this.ids(user, manager);
    });
  }
}
