import type { DataSource } from 'typeorm';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import { Property } from '../../modules/property/property.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';
import { SEED_ACCOUNTS } from './users.seed';

const HOUR = 3_600_000;

/** Sample seekers' enquiries (the demo seeker's among them). */
const ENQUIRERS = [
  {
    name: 'Ananya Iyer',
    email: 'ananya.iyer@sample.nivaas.in',
    phone: '9811122233',
    city: 'Chennai',
    customerType: 'individual',
    message: 'Is a single room free from next month? I join an office in Malviya Nagar.',
  },
  {
    name: 'Karan Mehta',
    email: 'karan.mehta@sample.nivaas.in',
    phone: '9822233344',
    city: 'Ahmedabad',
    customerType: 'individual',
    message: "I'm interested in this property.",
  },
  {
    name: 'Homes4U Realty',
    email: 'leads@homes4u.sample.nivaas.in',
    phone: '9833344455',
    city: 'Jaipur',
    customerType: 'dealer',
    message: 'We have three students looking for shared rooms. Can we visit this week?',
  },
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@sample.nivaas.in',
    phone: '9844455566',
    city: 'Pune',
    customerType: 'individual',
    message: 'Do you serve non-veg food on weekends?',
  },
] satisfies Array<Pick<Enquiry, 'name' | 'email' | 'phone' | 'city' | 'customerType' | 'message'>>;

/**
 * Leads in the demo owner's inbox (some new and unread, some contacted, one closed) and one sent
 * by the demo seeker, so the inbox and 'My enquiries' show what they look like in use.
 */
export const enquiriesSeed: Seeder = {
  name: 'enquiries-v1',
  async run(_services: Services, dataSource: DataSource) {
    const { owner, seeker } = await sampleAccounts(dataSource);
    if (!owner) return 0;
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'DESC' }, take: 4 });
    const statuses = ['new', 'new', 'contacted', 'closed'] as const;
    const rows: Array<Partial<Enquiry>> = listings.flatMap((listing, i) =>
      ENQUIRERS.slice(0, 1 + (i % 3)).map((enquirer, k) => {
        const status = statuses[(i + k) % statuses.length];
        const createdAt = new Date(Date.now() - (2 + i * 20 + k * 7) * HOUR);
        return {
          ...enquirer,
          propertyId: listing.id,
          ownerId: owner.id,
          seekerId: null,
          status,
          readAt: status === 'new' ? null : createdAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    if (seeker && listings[0]) {
      const createdAt = new Date(Date.now() - 5 * HOUR);
      rows.push({
        name: seeker.name,
        email: seeker.email ?? SEED_ACCOUNTS.user.email,
        phone: seeker.contactNumber ?? '9876501234',
        city: 'Jaipur',
        customerType: 'individual',
        message: 'Can I see the room on Saturday morning?',
        propertyId: listings[0].id,
        ownerId: owner.id,
        seekerId: seeker.id,
        status: 'new',
        readAt: null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (rows.length) await dataSource.getRepository(Enquiry).insert(rows);
    return rows.length;
  },
};
