import type { DataSource } from 'typeorm';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { insertReadThread, listingLike, type ThreadLine } from './past-thread';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;
/** The listing of the owner whose account an admin deleted. */
export const SEED_DELETED_OWNER_LISTING_TITLE = 'Champa Gali Girls PG';

const ENQUIRY_MESSAGE = 'Do you have a twin-sharing room near the metro? I start a new job next month.';
const THREAD: readonly ThreadLine[] = [
  { fromSeeker: false, after: 3, message: 'Yes, a twin-sharing room is free. Breakfast and dinner are included.' },
  { fromSeeker: true, after: 6, message: 'Thank you. I found a place closer to my office, so I will not need it.' },
];

/**
 * An owner's account deleted by an admin (issue 30): another owner, with one listing the demo
 * seeker enquired about (a thread with a message from each side), closed the PG and asked to be
 * removed, and the demo admin deleted the account through the service, as the back office does.
 * The listing is removed and the account left as a scrubbed tombstone, so the demo seeker's My
 * enquiries keeps the thread ("This listing was removed", the owner's message from a former
 * member) and the audit log has the deletion. Her enquiry is older than her others, and both sides
 * read the thread, so no list's first items and no unread count change.
 */
export const deletedOwnerSeed: Seeder = {
  name: 'deleted-owner-v1',
  async run(services: Services, dataSource: DataSource) {
    const { admin, owner, seeker } = await sampleAccounts(dataSource);
    if (!admin || !owner || !seeker) return 0;
    const [model] = await dataSource
      .getRepository(Property)
      .find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'ASC' }, take: 1 });
    if (!model) return 0;
    const [oldest] = await dataSource.query<Array<{ at: Date | null }>>(
      `SELECT min(created_at) AS at FROM enquiries WHERE seeker_id = $1`,
      [seeker.id],
    );
    const enquiredAt = new Date((oldest?.at?.getTime() ?? Date.now()) - 36 * HOUR);
    const createdAt = new Date(enquiredAt.getTime() - 30 * 24 * HOUR);

    const leaving = await dataSource.transaction(async (manager) => {
      const account = await manager.save(
        manager.create(User, {
          name: 'Harish Bhandari',
          email: 'harish.bhandari@example.in',
          contactNumber: '9829067812',
          role: 'owner',
          createdAt,
        }),
      );
      const listing = await manager.save(
        manager.create(Property, {
          ...listingLike(model),
          ownerId: account.id,
          title: SEED_DELETED_OWNER_LISTING_TITLE,
          gender: 'female',
          createdAt,
        }),
      );
      await insertReadThread(manager, { listing, ownerId: account.id, seeker, message: ENQUIRY_MESSAGE, thread: THREAD, enquiredAt });
      return account;
    });
    await services.users.delete({ id: admin.id, role: 'admin' }, leaving.id, 'Closed the PG and asked for the account to be deleted.');
    return 3 + THREAD.length;
  },
};
