import type { DataSource } from 'typeorm';
import { PhoneReveal } from '../../modules/enquiry/phone-reveal.entity';
import { Property } from '../../modules/property/property.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { writeSampleThread, type SampleLine } from './lead-thread';
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

/** The demo owner writes to the demo seeker after she viewed the number; she answers, and the owner has read it. */
const REVEAL_THREAD: readonly SampleLine[] = [
  { fromSeeker: false, after: 60, message: 'Hello! You viewed my number. Would you like to see the room this week?' },
  { fromSeeker: true, after: 120, message: 'Yes, please. Is Saturday morning all right?' },
  { fromSeeker: false, after: 180, message: 'Saturday at 10 is fine. Book it on the listing so it is in your calendar.' },
];

/**
 * A conversation that began from a phone number view (every lead has a thread): on the demo
 * seeker's older view, so the owner's Leads and her My enquiries show one.
 */
export const phoneRevealThreadSeed: Seeder = {
  name: 'phone-reveal-thread-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const reveal = await dataSource
      .getRepository(PhoneReveal)
      .findOne({ where: { ownerId: owner.id, seekerId: seeker.id }, order: { createdAt: 'ASC' } });
    if (!reveal) return 0;
    return writeSampleThread(dataSource, reveal, REVEAL_THREAD, { seeker: 180, owner: 180 });
  },
};
