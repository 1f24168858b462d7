import type { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../../../../shared/domain/listing-stats';
import { Property } from '../../modules/property/property.entity';
import { ShortlistEntry } from '../../modules/shortlist/shortlist-entry.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const DAY = 86_400_000;

/** The demo seeker keeps a shortlist: two of the demo owner's listings and three elsewhere. */
export const shortlistSeed: Seeder = {
  name: 'shortlist-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const listings = dataSource.getRepository(Property);
    const owners = await listings.find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'DESC' }, take: 2 });
    const others = await listings
      .createQueryBuilder('property')
      .where('property.status = :status AND property.ownerId <> :ownerId', { status: 'approved', ownerId: owner.id })
      .orderBy('property.createdAt', 'DESC')
      .take(3)
      .getMany();
    const rows = [...owners, ...others].map((listing, i) => ({
      userId: seeker.id,
      propertyId: listing.id,
      createdAt: new Date(Date.now() - (1 + i * 3) * DAY),
    }));
    if (rows.length) await dataSource.getRepository(ShortlistEntry).insert(rows);
    return rows.length;
  },
};

/**
 * Views of the demo owner's live listings on each of the last 30 days (India's calendar), so My
 * Properties shows figures: a few a day, more on weekends, fewer for older listings.
 */
export const listingViewsSeed: Seeder = {
  name: 'listing-views-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner } = await sampleAccounts(dataSource);
    if (!owner) return 0;
    const rows: Array<{ count: string }> = await dataSource.query(
      `WITH listing AS (
         SELECT id, row_number() OVER (ORDER BY created_at DESC) AS rank FROM properties WHERE owner_id = $1 AND status = 'approved'
       ), inserted AS (
         INSERT INTO listing_view_days (property_id, day, views)
         SELECT listing.id, days.day, 1 + ((listing.rank * 7 + days.back * 3) % 5) + CASE WHEN extract(isodow FROM days.day) >= 6 THEN 3 ELSE 0 END + GREATEST(0, 3 - listing.rank)::int
           FROM listing
          CROSS JOIN LATERAL (
            SELECT back, (now() AT TIME ZONE '${STATS_TIME_ZONE}')::date - back AS day FROM generate_series(0, 29) AS back
          ) days
          -- Not every listing is seen every day.
          WHERE (listing.rank + days.back) % 4 <> 0
         RETURNING 1
       )
       SELECT count(*) FROM inserted`,
      [owner.id],
    );
    return Number(rows[0]?.count ?? 0);
  },
};
