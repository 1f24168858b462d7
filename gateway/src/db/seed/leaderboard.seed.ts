import type { DataSource } from 'typeorm';
import { bookableVisitDays, visitTimes, VISIT_SLOTS } from '../../../../shared/domain/visits';
import { PhoneReveal } from '../../modules/enquiry/phone-reveal.entity';
import { Property } from '../../modules/property/property.entity';
import { ShortlistEntry } from '../../modules/shortlist/shortlist-entry.entity';
import { User } from '../../modules/user/user.entity';
import { Visit } from '../../modules/visit/visit.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

const HOUR = 3_600_000;

/**
 * The sample seekers of the back office reveal phone numbers, book visits and shortlist
 * listings of several owners over the last week (and a few earlier), unevenly, so the
 * leaderboard and the leads report rank something for every period.
 */
export const leaderboardSeed: Seeder = {
  name: 'leaderboard-v1',
  async run(_services: Services, dataSource: DataSource) {
    const seekers = await dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where(`user.email LIKE '%@people.sample.nivaas.in' AND user.role = 'user'`)
      .orderBy('user.email')
      .getMany();
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { status: 'approved' }, order: { createdAt: 'DESC' }, take: 16 });
    if (!seekers.length || !listings.length) return 0;
    const firstVisitDay = new Date(`${bookableVisitDays()[0]}T00:00:00Z`).getTime();
    const reveals: Array<Partial<PhoneReveal>> = [];
    const visits: Visit[] = [];
    const shortlists = new Map<string, Partial<ShortlistEntry>>();
    for (const [i, seeker] of seekers.entries()) {
      // Earlier listings are busier: seeker i looks at a few of the first listings more often.
      for (let k = 0; k < 3 + (i % 4); k += 1) {
        const listing = listings[(i * k + k * k) % Math.min(listings.length, 4 + k * 3)];
        const at = new Date(Date.now() - ((i * 7 + k * 11) % (k === 5 ? 40 : 7 * 24)) * HOUR - (k === 5 ? 10 * 24 * HOUR : 0));
        if ((i + k) % 2 === 0) reveals.push({ propertyId: listing.id, ownerId: listing.ownerId, seekerId: seeker.id, createdAt: at });
        shortlists.set(`${seeker.id}/${listing.id}`, {
          userId: seeker.id,
          propertyId: listing.id,
          createdAt: new Date(at.getTime() + HOUR / 2),
        });
        if ((i + k) % 3 === 0) {
          const day = new Date(firstVisitDay + (1 + ((i + k) % 5)) * 86_400_000).toISOString().slice(0, 10);
          const slot = VISIT_SLOTS[(i + k) % VISIT_SLOTS.length];
          const booked = new Date(at.getTime() + HOUR);
          visits.push(
            dataSource.getRepository(Visit).create({
              propertyId: listing.id,
              ownerId: listing.ownerId,
              seekerId: seeker.id,
              day,
              slot,
              ...visitTimes(day, slot),
              note: '',
              status: k % 2 ? 'confirmed' : 'requested',
              createdAt: booked,
              updatedAt: booked,
            }),
          );
        }
      }
    }
    await dataSource.getRepository(PhoneReveal).insert(reveals);
    await dataSource.getRepository(Visit).save(visits);
    await dataSource.getRepository(ShortlistEntry).insert([...shortlists.values()]);
    return reveals.length + visits.length + shortlists.size;
  },
};
