import { IsNull, type DataSource } from 'typeorm';
import { bookableVisitDays, visitTimes } from '../../../../shared/domain/visits';
import { PhoneReveal } from '../../modules/enquiry/phone-reveal.entity';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import { Visit } from '../../modules/visit/visit.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const DAY = 86_400_000;
/** Who the deleted seeker was (gone from the data once deleted: for the seed's test only). */
export const SEED_DELETED_SEEKER = { name: 'Kunal Mehra', email: 'kunal.mehra@example.in' } as const;

/**
 * A seeker's account deleted by an admin (issue 30): five days ago he saw the demo owner's number
 * and booked a visit for next week on one of the owner's listings (not the oldest or the newest,
 * where the journeys book theirs), then the demo admin deleted the account through the service,
 * as the back office does. The demo owner keeps both leads from a former member: the visit
 * cancelled on the seeker's side (and the mail saying so in the outbox), and the phone reveal.
 */
export const deletedSeekerSeed: Seeder = {
  name: 'deleted-seeker-v1',
  async run(services: Services, dataSource: DataSource) {
    const { admin, owner } = await sampleAccounts(dataSource);
    if (!admin || !owner) return 0;
    // Listed (not the paused or the removed sample), neither the oldest nor the newest.
    const live = await dataSource.getRepository(Property).find({
      where: { ownerId: owner.id, status: 'approved', pausedAt: IsNull(), removedAt: IsNull() },
      order: { createdAt: 'ASC' },
      take: 3,
    });
    if (live.length < 3) return 0;
    const listing = live[1];
    const at = new Date(Date.now() - 5 * DAY);
    const day = bookableVisitDays()[8];

    const leaving = await dataSource.transaction(async (manager) => {
      const account = await manager.save(
        manager.create(User, {
          ...SEED_DELETED_SEEKER,
          contactNumber: '9784512260',
          role: 'user',
          createdAt: new Date(at.getTime() - 2 * DAY),
        }),
      );
      await manager.save(manager.create(PhoneReveal, { propertyId: listing.id, ownerId: owner.id, seekerId: account.id, createdAt: at }));
      await manager.save(
        manager.create(Visit, {
          propertyId: listing.id,
          ownerId: owner.id,
          seekerId: account.id,
          day,
          slot: 'morning',
          ...visitTimes(day, 'morning'),
          note: 'I would like to see a single room.',
          status: 'requested',
          createdAt: new Date(at.getTime() + 600_000),
          updatedAt: new Date(at.getTime() + 600_000),
        }),
      );
      return account;
    });
    await services.users.delete({ id: admin.id, role: 'admin' }, leaving.id, 'Booked visits under a false name.');
    return 3;
  },
};
