import type { DataSource } from 'typeorm';
import { bookableVisitDays, visitTimes } from '../../../../shared/domain/visits';
import { Property } from '../../modules/property/property.entity';
import { Visit } from '../../modules/visit/visit.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';
import { insertReadThread, listingLike, threadEnd, type ThreadLine } from './past-thread';

const HOUR = 3_600_000;
/** The listing the demo owner removed: like one of theirs, under its own name. */
export const SEED_REMOVED_LISTING_TITLE = 'Banyan Court Boys PG';

/** The demo seeker's enquiry about it and the thread that followed, before it was removed. */
const ENQUIRY_MESSAGE = 'Is a single room free from next month? I work nearby and would like to see it this week.';
const THREAD: readonly ThreadLine[] = [
  { fromSeeker: false, after: 2, message: 'Yes, one single room is free from the 1st. Come on Saturday morning if that suits you.' },
  { fromSeeker: true, after: 5, message: 'Saturday at 11 works. I have booked the visit.' },
  { fromSeeker: false, after: 30, message: 'Sorry, I am closing this PG and taking it off Nivaas; I have cancelled your visit.' },
];

/**
 * A removed listing in the demo (issue 30 item 4): the demo owner deleted a listing the demo seeker
 * had enquired about (a thread with messages on both sides) and booked a visit to (cancelled by
 * the removal), so her My enquiries and My visits, and the owner's leads, show it as "This
 * listing was removed". It is a listing of its own, not one of the sample listings: those stay
 * as the journeys and counts know them. Its creation date sits between the owner's second and
 * third oldest listings (the journeys open the oldest and the newest, listing-pause-v1 pauses the
 * second), and its enquiry is older than the seeker's others (hers with the live thread stays
 * first); both sides have read the thread, so no unread count changes.
 */
export const listingRemovalSeed: Seeder = {
  name: 'listing-removal-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner || !seeker) return 0;
    const properties = dataSource.getRepository(Property);
    const listings = await properties.find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'ASC' }, take: 3 });
    if (listings.length < 3) return 0;
    const [, second, third] = listings;
    const createdAt = new Date((second.createdAt.getTime() + third.createdAt.getTime()) / 2);
    const [oldest] = await dataSource.query<Array<{ at: Date | null }>>(
      `SELECT min(created_at) AS at FROM enquiries WHERE seeker_id = $1`,
      [seeker.id],
    );
    const enquiredAt = new Date(Math.max(createdAt.getTime() + HOUR, (oldest?.at?.getTime() ?? Date.now()) - 12 * HOUR));
    const lastAt = threadEnd(enquiredAt, THREAD);
    const removedAt = new Date(Math.min(Date.now(), lastAt.getTime() + HOUR));

    return dataSource.transaction(async (manager) => {
      const removed = await manager.save(
        manager.create(Property, { ...listingLike(third), title: SEED_REMOVED_LISTING_TITLE, removedAt, createdAt, updatedAt: removedAt }),
      );
      await insertReadThread(manager, {
        listing: removed,
        ownerId: owner.id,
        seeker,
        message: ENQUIRY_MESSAGE,
        thread: THREAD,
        enquiredAt,
      });
      // The Saturday-like day she booked, still ahead: cancelled by the owner when the listing went.
      const day = bookableVisitDays()[5];
      await manager.save(
        manager.create(Visit, {
          propertyId: removed.id,
          ownerId: owner.id,
          seekerId: seeker.id,
          day,
          slot: 'morning',
          ...visitTimes(day, 'morning'),
          note: 'Coming at 11.',
          status: 'cancelled',
          cancelledBy: 'owner',
          createdAt: new Date(enquiredAt.getTime() + THREAD[1].after * HOUR),
          updatedAt: removedAt,
        }),
      );
      return 4 + THREAD.length;
    });
  },
};
