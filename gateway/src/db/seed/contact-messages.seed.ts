import type { DataSource } from 'typeorm';
import { ContactMessage } from '../../modules/contact/contact-message.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

const HOUR = 3_600_000;

const MESSAGES = [
  {
    fullName: 'Rohit Sharma',
    email: 'rohit.sharma@sample.nivaas.in',
    mobile: '9811223344',
    enquiryType: 'Listing my PG',
    message: 'I own a 20-bed boys PG near Vaishali Nagar, Jaipur. How do I get it verified?',
    hoursAgo: 3,
    read: false,
  },
  {
    fullName: 'Priya Nair',
    email: 'priya.nair@sample.nivaas.in',
    mobile: '9822334455',
    enquiryType: 'Account help',
    message: 'I signed up with the wrong e-mail address. Can you change it to my work address?',
    hoursAgo: 27,
    read: false,
  },
  {
    fullName: 'Vikram Rao',
    email: 'vikram.rao@sample.nivaas.in',
    mobile: '9833445566',
    enquiryType: 'Feedback',
    message: 'The search map is very useful. Please add a filter for PGs that allow late entry.',
    hoursAgo: 75,
    read: true,
  },
] as const;

/** Messages in the admin's Messages inbox (two unread), so it shows what it looks like in use. */
export const contactMessagesSeed: Seeder = {
  name: 'contact-messages-v1',
  async run(_services: Services, dataSource: DataSource) {
    const now = Date.now();
    const rows = MESSAGES.map(({ hoursAgo, read, ...message }) => ({
      ...message,
      createdAt: new Date(now - hoursAgo * HOUR),
      readAt: read ? new Date(now - (hoursAgo - 1) * HOUR) : null,
    }));
    await dataSource.getRepository(ContactMessage).insert(rows);
    return rows.length;
  },
};
