import type { DataSource } from 'typeorm';
import { Property } from '../../modules/property/property.entity';
import type { Seeder } from './index';
import { sampleListings } from './listings.seed';

/**
 * Beds free on the sample listings (issue 14): most say how many, every fifth is Full and every
 * seventh has not said, so cards, the detail page and 'Only with beds free' show each case.
 * A seeder of its own so databases seeded before the field get it too.
 */
function sampleVacantBeds(index: number, totalCapacity: number | null): number | null {
  if (index % 7 === 3) return null;
  if (index % 5 === 2) return 0;
  return Math.min(1 + (index % 4), totalCapacity ?? Infinity);
}

export const vacantBedsSeed: Seeder = {
  name: 'vacant-beds-v1',
  async run(_services, dataSource: DataSource) {
    const properties = dataSource.getRepository(Property);
    let updated = 0;
    for (const [index, sample] of sampleListings().entries()) {
      const vacantBeds = sampleVacantBeds(index, sample.listing.totalCapacity);
      if (vacantBeds === null) continue;
      // Sample listings by their title, never a listing whose owner has already said.
      const result = await properties
        .createQueryBuilder()
        .update()
        .set({ vacantBeds })
        .where('title = :title AND vacant_beds IS NULL', { title: sample.listing.title })
        .execute();
      updated += result.affected ?? 0;
    }
    return updated;
  },
};
