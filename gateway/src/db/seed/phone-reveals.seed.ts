import type { DataSource } from 'typeorm';
import { PhoneReveal } from '../../modules/enquiry/phone-reveal.entity';
import { Property } from '../../modules/property/property.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;

/** The demo seeker has seen the demo owner's number on two listings: leads in the owner's inbox. */
export const phoneRevealsSeed: Seeder = {
  name: 'phone-reveals-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'DESC' }, take: 2 });
    const rows = listings.map((listing, i) => ({
      propertyId: listing.id,
      ownerId: owner.id,
      seekerId: seeker.id,
      createdAt: new Date(Date.now() - (3 + i * 26) * HOUR),
    }));
    if (rows.length) await dataSource.getRepository(PhoneReveal).insert(rows);
    return rows.length;
  },
};
