import type { DataSource } from 'typeorm';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import { hashPassword } from '../../modules/auth/password';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const DAY = 86_400_000;

/** Sample sign-ups of the last month (they cannot sign in: their password is random). */
const PEOPLE = [
  'Aditi Rao',
  'Vikram Singh',
  'Neha Gupta',
  'Arjun Nair',
  'Pooja Desai',
  'Rahul Joshi',
  'Kavita Menon',
  'Siddharth Bose',
  'Divya Pillai',
  'Manish Yadav',
  'Shreya Kapoor',
  'Imran Khan',
  'Lakshmi Reddy',
  'Nikhil Jain',
  'Farah Ali',
  'Gaurav Chauhan',
  'Meghna Das',
  'Tarun Malhotra',
  'Ritu Saxena',
  'Deepak Patil',
];

/** What people typed and did not find: misspellings and places with no listing yet. */
const UNFOUND = [
  ['koramangla', 0, 4],
  ['koramangla', 1, 3],
  ['whitefeild pg', 0, 2],
  ['whitefeild pg', 3, 2],
  ['gachibowli girls hostel', 2, 3],
  ['hinjewadi', 1, 2],
  ['hinjewadi', 5, 1],
  ['salt lake sector 5', 4, 2],
  ['andheri east pg', 6, 1],
  ['kota hostel', 2, 1],
  ['noida sec 62', 9, 2],
] as const;

/**
 * The back office in use: sign-ups and enquiries spread over the last 30 days (so the
 * dashboard's charts look like a real month), searches that found nothing, and admin actions
 * made through the services (so the audit log has entries written the way real ones are).
 */
export const backofficeSeed: Seeder = {
  name: 'backoffice-v1',
  async run(services: Services, dataSource: DataSource) {
    const users = dataSource.getRepository(User);
    const { admin } = await sampleAccounts(dataSource);
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { status: 'approved' }, order: { createdAt: 'DESC' }, take: 12 });
    if (!admin || !listings.length) return 0;
    const passwordHash = await hashPassword(`sample-${Date.now()}-${Math.random()}`);
    const people = await users.save(
      PEOPLE.map((name, i) =>
        users.create({
          name,
          email: `${name.toLowerCase().replace(/\s+/g, '.')}@people.sample.nivaas.in`,
          contactNumber: `98${String(10_000_000 + i * 7_919).padStart(8, '0')}`,
          role: i % 4 === 1 ? 'owner' : 'user',
          passwordHash,
        }),
      ),
    );
    // The other seeders' sample accounts were all made just now: spread them over the month too.
    await dataSource.query(
      `UPDATE users SET created_at = created_at - make_interval(days => abs(hashtext(email)) % 30, hours => abs(hashtext(email)) % 11)
        WHERE email LIKE '%sample.nivaas.in' AND created_at > now() - interval '1 hour'`,
    );
    for (const [i, person] of people.entries()) {
      await users.update({ id: person.id }, { createdAt: new Date(Date.now() - ((i * 37) % 29) * DAY - (i % 5) * 3_600_000) });
    }
    const enquiries = people.flatMap((person, i) =>
      [0, 1].slice(0, 1 + (i % 2)).map((k) => {
        const listing = listings[(i + k * 5) % listings.length];
        const createdAt = new Date(Date.now() - ((i * 13 + k * 9) % 30) * DAY - k * 7_200_000);
        return {
          propertyId: listing.id,
          ownerId: listing.ownerId,
          seekerId: person.id,
          customerType: 'individual' as const,
          name: person.name,
          email: person.email ?? '',
          phone: person.contactNumber ?? '9876543210',
          city: listing.city,
          message: 'Is a room free from next month?',
          status: 'new' as const,
          readAt: null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    await dataSource.getRepository(Enquiry).insert(enquiries);
    const misses = services.search.misses;
    for (const [term, daysAgo, count] of UNFOUND) await misses?.record(term, count, daysAgo);

    const viewer = { id: admin.id, role: 'admin' as const };
    await services.userAdmin.changeRole(viewer, people[0].id, 'owner', { reason: 'Runs a PG in Koramangala and asked to list it' });
    await services.userAdmin.suspend(viewer, people[2].id, { reason: 'Sent the same enquiry to 40 listings in an hour' });
    await services.userAdmin.suspend(viewer, people[6].id, { reason: 'Reported twice for abusive messages' });
    await services.userAdmin.reinstate(viewer, people[6].id, { reason: 'Apologised; the reports were a misunderstanding' });
    const checked = listings[listings.length - 1].id;
    await services.properties.setStatus(viewer, checked, 'pending', {
      reason: 'Photos look like a stock picture: checking with the owner',
    });
    await services.properties.setStatus(viewer, checked, 'approved', { reason: 'The owner sent photos of the real rooms' });
    return people.length + enquiries.length + UNFOUND.length + 6;
  },
};
