import type { DataSource } from 'typeorm';
import { savedSearchName } from '../../../../shared/domain/saved-searches';
import { toSearchParams } from '../../../../shared/validation/search-params';
import type { SearchFilters } from '../../../../shared/validation/search';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

/**
 * The demo seeker keeps three saved searches (issue 34 item 1): one in the city of the newest
 * listing, last opened five days ago (so it has new matches), one opened yesterday, one paused.
 * Listed first, newest first. Sample listings count as listed since they were posted (their
 * back-dated created_at).
 */
export const savedSearchesSeed: Seeder = {
  name: 'saved-searches-v1',
  async run(services: Services, dataSource: DataSource) {
    await dataSource.query(`UPDATE properties SET listed_since = created_at WHERE listed_since > created_at`);
    const { seeker } = await sampleAccounts(dataSource);
    if (!seeker) return 0;
    const cities: Array<{ city: string }> = await dataSource.query(
      `SELECT city FROM properties WHERE listed_since IS NOT NULL GROUP BY city ORDER BY max(listed_since) DESC LIMIT 2`,
    );
    if (!cities.length) return 0;
    const [newest, other = newest] = cities.map((row) => row.city);
    const searches: Array<{ filters: SearchFilters; openedDaysAgo: number; paused?: boolean }> = [
      { filters: { city: newest }, openedDaysAgo: 5 },
      { filters: { city: other, hostelType: 'girls_hostel', priceMax: 7999, amenities: ['meals'] }, openedDaysAgo: 1 },
      { filters: { city: newest, sharingType: ['single'], sort: 'price_asc' }, openedDaysAgo: 12, paused: true },
    ];
    const viewer = { id: seeker.id, role: seeker.role };
    for (const [index, search] of searches.entries()) {
      const { saved } = await services.savedSearches.save(viewer, {
        name: savedSearchName(search.filters),
        query: toSearchParams(search.filters).toString(),
      });
      await dataSource.query(
        `UPDATE saved_searches
            SET last_opened_at = now() - make_interval(days => $2), created_at = now() - make_interval(days => $3),
                paused_at = CASE WHEN $4 THEN now() - interval '2 days' END
          WHERE id = $1`,
        [saved.id, search.openedDaysAgo, 20 + index, Boolean(search.paused)],
      );
    }
    return searches.length;
  },
};
