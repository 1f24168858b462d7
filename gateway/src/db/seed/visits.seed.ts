import type { DataSource } from 'typeorm';
import { bookableVisitDays, visitTimes, type VisitSide, type VisitSlot, type VisitStatus } from '../../../../shared/domain/visits';
import { Property } from '../../modules/property/property.entity';
import { Visit } from '../../modules/visit/visit.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { writeSampleThread, type SampleLine } from './lead-thread';
import { sampleAccounts } from './sample-accounts';

/** Days from the day the sample data is loaded; the last one is already over. */
const SAMPLES: Array<{ in: number; slot: VisitSlot; status: VisitStatus; note: string; cancelledBy?: VisitSide }> = [
  { in: 2, slot: 'evening', status: 'requested', note: 'I finish college at 4; can I see a double room?' },
  { in: 4, slot: 'morning', status: 'confirmed', note: 'Coming with my mother.' },
  { in: 6, slot: 'afternoon', status: 'rescheduled', note: '' },
  { in: 3, slot: 'morning', status: 'cancelled', note: 'Will book again next week.', cancelledBy: 'seeker' },
  { in: -5, slot: 'afternoon', status: 'confirmed', note: '' },
];

/** The demo seeker's visits to the demo owner's listings, one in each state (so both inboxes show them). */
export const visitsSeed: Seeder = {
  name: 'visits-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'DESC' }, take: SAMPLES.length });
    const today = new Date(`${bookableVisitDays()[0]}T00:00:00Z`);
    const rows = listings.map((listing, i) => {
      const sample = SAMPLES[i];
      const day = new Date(today.getTime() + sample.in * 86_400_000).toISOString().slice(0, 10);
      const booked = new Date(Math.min(Date.now(), visitTimes(day, sample.slot).startsAt.getTime()) - (i + 1) * 20 * 3_600_000);
      return dataSource.getRepository(Visit).create({
        propertyId: listing.id,
        ownerId: owner.id,
        seekerId: seeker.id,
        day,
        slot: sample.slot,
        ...visitTimes(day, sample.slot),
        note: sample.note,
        status: sample.status,
        cancelledBy: sample.cancelledBy ?? null,
        createdAt: booked,
        updatedAt: booked,
      });
    });
    if (rows.length) await dataSource.getRepository(Visit).save(rows);
    return rows.length;
  },
};

/** The conversation on the demo seeker's confirmed visit, hours after it was booked; her last message is new to the owner. */
const VISIT_THREAD: readonly SampleLine[] = [
  { fromSeeker: true, after: 120, message: 'We will come by car. Is there somewhere to park near the gate?' },
  { fromSeeker: false, after: 180, message: 'Yes, park on the lane outside and ask the warden for me at the gate.' },
  { fromSeeker: true, after: 240, message: 'Thank you. Can we also see the kitchen while we are there?' },
];

/**
 * A thread on a visit, not only on enquiries: the demo seeker and the demo owner write about her
 * confirmed visit, so My enquiries and the owner's Leads show a visit's conversation.
 */
export const visitThreadSeed: Seeder = {
  name: 'visit-thread-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const visit = await dataSource
      .getRepository(Visit)
      .findOne({ where: { ownerId: owner.id, seekerId: seeker.id, status: 'confirmed' }, order: { startsAt: 'DESC' } });
    if (!visit) return 0;
    return writeSampleThread(dataSource, visit, VISIT_THREAD, { seeker: 240, owner: 180 });
  },
};
