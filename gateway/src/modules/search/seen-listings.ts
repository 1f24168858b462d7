import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/errors';
import type { Viewer } from '../auth/viewer';
import { publishedSql } from '../property/listed';

/** The listings a signed-in seeker has opened, for "Hide already seen" (written on the primary). */
export class SeenListings {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Remembers that a signed-in seeker opened a listing. Anonymous calls, unknown and
   * unapproved listings are a harmless no-op answering false.
   */
  async markSeen(viewer: Viewer | null, propertyId: string): Promise<boolean> {
    if (!viewer || !isUuid(propertyId)) return false;
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO seen_listings (user_id, property_id)
       SELECT $1, p.id FROM properties p WHERE p.id = $2 AND ${publishedSql('p')}
       ON CONFLICT (user_id, property_id) DO UPDATE SET seen_at = now()
       RETURNING property_id`,
      [viewer.id, propertyId],
    );
    return rows.length > 0;
  }
}
