import type { DataSource } from 'typeorm';
import { ThreadMessage } from '../../modules/thread/thread-message.entity';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { writeSampleThread, type SampleLine } from './lead-thread';
import { SEED_ACCOUNTS } from './users.seed';

const HOUR = 3_600_000;
const REPLY =
  'Thank you for asking. A room is free from the 1st; come and see it any day between 10 am and 6 pm, or call me on the number on the listing.';

/** The demo owner's replies to the sample leads they have contacted, as a seeker sees them in 'My enquiries'. */
export const enquiryRepliesSeed: Seeder = {
  name: 'enquiry-replies-v1',
  async run(_services: Services, dataSource: DataSource) {
    const contacted = await dataSource.getRepository(Enquiry).find({ where: { status: 'contacted' } });
    const rows = contacted.map((lead) => ({
      threadId: lead.id,
      authorId: lead.ownerId,
      message: REPLY,
      createdAt: new Date(Math.min(Date.now(), lead.createdAt.getTime() + 2 * HOUR)),
    }));
    if (rows.length) await dataSource.getRepository(ThreadMessage).insert(rows);
    return rows.length;
  },
};

/** Delays of the demo owner's replies to the leads they closed: varied, as real reply times are. */
const CLOSED_REPLY_MINUTES = [35, 300];
const CLOSED_REPLY = 'Thank you for your interest. The room you asked about has been taken; I will let you know when a bed is free again.';

/**
 * The demo owner's replies to the leads they closed, so with the contacted ones they have replied
 * to enough enquiries for the owner block to show a median reply time.
 */
export const closedEnquiryRepliesSeed: Seeder = {
  name: 'enquiry-replies-closed-v1',
  async run(_services: Services, dataSource: DataSource) {
    const closed = await dataSource.getRepository(Enquiry).find({ where: { status: 'closed' }, order: { createdAt: 'ASC' } });
    const rows = closed.map((lead, index) => ({
      threadId: lead.id,
      authorId: lead.ownerId,
      message: CLOSED_REPLY,
      createdAt: new Date(
        Math.min(Date.now(), lead.createdAt.getTime() + CLOSED_REPLY_MINUTES[index % CLOSED_REPLY_MINUTES.length] * 60_000),
      ),
    }));
    if (rows.length) await dataSource.getRepository(ThreadMessage).insert(rows);
    return rows.length;
  },
};

/** The conversation on the demo seeker's enquiry, minutes after it was sent; the owner's last message is new to her. */
const THREAD: readonly SampleLine[] = [
  { fromSeeker: false, after: 60, message: 'Yes, Saturday between 10 and 12 works. Ask for me at the gate.' },
  { fromSeeker: true, after: 120, message: 'Great, I will come at 11. Is there parking for a scooter?' },
  { fromSeeker: false, after: 180, message: 'Yes, two-wheelers park inside the gate, free for residents.' },
];

/**
 * A two-way thread in the demo: the demo seeker's enquiry answered by the demo owner, so 'My
 * enquiries' shows a conversation with one new message and the owner's lead shows both sides.
 */
export const enquiryThreadSeed: Seeder = {
  name: 'enquiry-thread-v1',
  async run(_services: Services, dataSource: DataSource) {
    // The demo seeker's first enquiry (databases seeded before this seeder also hold other accounts' enquiries).
    const enquiry = await dataSource
      .getRepository(Enquiry)
      .createQueryBuilder('enquiry')
      .innerJoin('enquiry.seeker', 'seeker', 'seeker.email = :email', { email: SEED_ACCOUNTS.user.email })
      .orderBy('enquiry.createdAt', 'ASC')
      .getOne();
    if (!enquiry?.seekerId) return 0;
    await dataSource
      .getRepository(Enquiry)
      .update(
        { id: enquiry.id },
        { status: 'contacted', readAt: new Date(Math.min(Date.now(), enquiry.createdAt.getTime() + THREAD[0].after * 60_000)) },
      );
    const seekerLast = THREAD.filter((line) => line.fromSeeker).at(-1)?.after ?? 0;
    return writeSampleThread(dataSource, enquiry, THREAD, { seeker: seekerLast, owner: THREAD.at(-1)?.after ?? 0 });
  },
};
