import { Like, type DataSource } from 'typeorm';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;

/**
 * A message report in the admin's queue: a sample account's enquiry to the demo owner that is an
 * advert, not a question, reported by the owner from the lead's thread. Made through the report
 * service, so it follows the same rules as a real one.
 */
export const messageReportsSeed: Seeder = {
  name: 'message-reports-v1',
  async run(services: Services, dataSource: DataSource) {
    const [{ owner }, writer] = await Promise.all([
      sampleAccounts(dataSource),
      dataSource.getRepository(User).findOne({ where: { email: Like('%@sample.nivaas.in'), role: 'user' }, order: { email: 'DESC' } }),
    ]);
    const listing =
      owner && (await dataSource.getRepository(Property).findOne({ where: { ownerId: owner.id }, order: { createdAt: 'ASC' } }));
    if (!owner || !writer?.email || !writer.contactNumber || !listing) return 0;
    const createdAt = new Date(Date.now() - 7 * HOUR);
    const enquiry = await dataSource.getRepository(Enquiry).save({
      propertyId: listing.id,
      ownerId: owner.id,
      seekerId: writer.id,
      customerType: 'individual',
      name: writer.name,
      email: writer.email,
      city: 'Jaipur',
      phone: writer.contactNumber,
      message: 'Earn ₹40,000 a month from home! Pay ₹999 to join, WhatsApp me for the link.',
      status: 'new',
      createdAt,
      updatedAt: createdAt,
    });
    await services.reports.reportMessage({ id: owner.id, role: owner.role }, enquiry.id, null, {
      reason: 'spam',
      text: 'Not a question about the room: an advert asking for money.',
    });
    return 2;
  },
};
