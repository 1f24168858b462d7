import type { EntityManager } from 'typeorm';
import { ThreadMessage } from '../../modules/thread/thread-message.entity';
import { Thread } from '../../modules/thread/thread.entity';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import type { Property } from '../../modules/property/property.entity';
import type { User } from '../../modules/user/user.entity';
import { SEED_ACCOUNTS } from './users.seed';

const HOUR = 3_600_000;

/** One message of a sample thread, `after` hours after the enquiry. */
export interface ThreadLine {
  fromSeeker: boolean;
  after: number;
  message: string;
}

/** The fields of a listing like `model` for a new row of its own: no id, dates, photos or ratings (the caller sets what differs). */
export function listingLike(model: Property) {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    images: _images,
    ratingAverage: _average,
    ratingCount: _count,
    ...fields
  } = model;
  return { ...fields, verified: false, pausedAt: null, vacantBeds: null };
}

/** When a thread that ends `thread`'s last line after an enquiry at `enquiredAt` ended. */
export const threadEnd = (enquiredAt: Date, thread: readonly ThreadLine[]) =>
  new Date(enquiredAt.getTime() + thread[thread.length - 1].after * HOUR);

/**
 * The demo seeker's enquiry about `listing` at `enquiredAt`, answered in `thread` (the owner
 * reads it after an hour), and read to its end by both sides, so no unread count changes.
 */
export async function insertReadThread(
  manager: EntityManager,
  input: {
    listing: Pick<Property, 'id' | 'city'>;
    ownerId: string;
    seeker: User;
    message: string;
    thread: readonly ThreadLine[];
    enquiredAt: Date;
  },
): Promise<Enquiry> {
  const { listing, ownerId, seeker, message, thread, enquiredAt } = input;
  const lastAt = threadEnd(enquiredAt, thread);
  const enquiry = await manager.save(
    manager.create(Enquiry, {
      propertyId: listing.id,
      ownerId,
      seekerId: seeker.id,
      customerType: 'individual',
      name: seeker.name,
      email: seeker.email ?? SEED_ACCOUNTS.user.email,
      city: listing.city,
      phone: seeker.contactNumber ?? '9876543210',
      phoneVerified: Boolean(seeker.contactNumber && seeker.phoneVerifiedAt),
      message,
      status: 'contacted',
      readAt: new Date(enquiredAt.getTime() + HOUR),
      createdAt: enquiredAt,
      updatedAt: lastAt,
    }),
  );
  await manager.update(Thread, { id: enquiry.id }, { seekerSeenAt: lastAt, ownerSeenAt: lastAt });
  await manager.insert(
    ThreadMessage,
    thread.map((line) => ({
      threadId: enquiry.id,
      authorId: line.fromSeeker ? seeker.id : ownerId,
      fromSeeker: line.fromSeeker,
      message: line.message,
      createdAt: new Date(enquiredAt.getTime() + line.after * HOUR),
    })),
  );
  return enquiry;
}
