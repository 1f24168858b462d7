import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../modules/contact/contact-message.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;

const MESSAGES = [
  {
    fullName: 'Anjali Deshmukh',
    email: 'anjali.deshmukh@sample.nivaas.in',
    mobile: '9844556677',
    enquiryType: 'Report a problem',
    message: 'A PG in Kothrud asked me for a deposit before the visit. Is that allowed on Nivaas?',
    hoursAgo: 6,
  },
  {
    fullName: 'Karan Mehta',
    email: 'karan.mehta@sample.nivaas.in',
    mobile: '9855667788',
    enquiryType: 'Listing my PG',
    message: 'Can one account list two hostels in different cities?',
    hoursAgo: 50,
  },
] as const;

/**
 * The inbox in use: a message the demo admin has taken on, and one they answered by e-mail and
 * resolved with a note (through the inbox service, so the reply is in the outbox and the audit log).
 */
export const inboxSeed: Seeder = {
  name: 'inbox-v1',
  async run(services: Services, dataSource: DataSource) {
    const { admin } = await sampleAccounts(dataSource);
    if (!admin) return 0;
    const now = Date.now();
    const repository = dataSource.getRepository(ContactMessage);
    const [assigned, answered] = await repository.save(
      MESSAGES.map(({ hoursAgo, ...message }) => repository.create({ ...message, createdAt: new Date(now - hoursAgo * HOUR) })),
    );
    const viewer = { id: admin.id, role: admin.role };
    await services.inbox.assignToMe(viewer, 'message', assigned.id);
    await services.inbox.assignToMe(viewer, 'message', answered.id);
    await services.inbox.reply(viewer, answered.id, {
      text: 'Yes: add each hostel as its own listing from My Properties. Both stay under your one account.',
    });
    await services.inbox.resolve(viewer, 'message', answered.id, { note: 'Answered by e-mail: one account can list several properties.' });
    return MESSAGES.length;
  },
};
