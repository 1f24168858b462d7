import type { DataSource } from 'typeorm';
import { Property } from '../../modules/property/property.entity';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

/**
 * The demo owner has paused one listing (issue 30 item 4), so My Properties shows Resume and its
 * page the notice. The second oldest: the journeys use the oldest and the newest listings, and
 * the sample leads the newest few.
 */
export const listingPauseSeed: Seeder = {
  name: 'listing-pause-v1',
  async run(_services, dataSource: DataSource) {
    const { owner } = await sampleAccounts(dataSource);
    if (!owner) return 0;
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'ASC' }, take: 2 });
    // An owner with a single listing keeps it listed.
    if (listings.length < 2) return 0;
    await dataSource.getRepository(Property).update({ id: listings[1].id }, { pausedAt: new Date() });
    return 1;
  },
};
