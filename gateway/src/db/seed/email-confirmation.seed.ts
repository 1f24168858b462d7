import type { DataSource } from 'typeorm';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';
import { SEED_ACCOUNTS } from './users.seed';

/**
 * A seeker who has not confirmed her e-mail address yet: she signs in, Edit Profile says "Not
 * confirmed" with "Send the link again", and she gets no mail about her enquiries. An enquiry she
 * sent signed out with the same address joins her account once she confirms it.
 */
export const SEED_UNCONFIRMED_SEEKER = {
  name: 'Rohini Das',
  email: 'rohini.das@sample.nivaas.in',
  password: 'Rohini@12345',
  contactNumber: '9876500002',
} as const;

/**
 * Confirmed e-mail addresses (issue 31): the migration leaves every existing account unconfirmed,
 * since nobody confirmed them; the sample data's own accounts (the demo accounts and every
 * *.sample.nivaas.in address) are confirmed here, so lead mail reaches them. Accounts of real
 * people on the same database stay as they are. One sample seeker stays unconfirmed.
 */
export const emailConfirmationSeed: Seeder = {
  name: 'email-confirmation-v1',
  async run(services: Services, dataSource: DataSource) {
    const users = dataSource.getRepository(User);
    let rows = 0;
    if (!(await users.existsBy({ email: SEED_UNCONFIRMED_SEEKER.email }))) {
      const { name, email, password, contactNumber } = SEED_UNCONFIRMED_SEEKER;
      await services.users.createAccount(
        { name, email, password, confirmPassword: password, contactNumber, role: 'user' },
        { mailConfirmation: false },
      );
      rows += 1;
      const { owner } = await sampleAccounts(dataSource);
      const listing = owner
        ? await dataSource
            .getRepository(Property)
            .findOne({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'ASC' } })
        : null;
      if (owner && listing) {
        // Sent signed out a day before she made her account: it joins the account when she confirms.
        const createdAt = new Date(Date.now() - 26 * 3_600_000);
        await dataSource.getRepository(Enquiry).insert({
          propertyId: listing.id,
          ownerId: owner.id,
          seekerId: null,
          customerType: 'individual',
          name,
          email,
          city: 'Kolkata',
          phone: contactNumber,
          phoneVerified: false,
          message: 'I join an office nearby next month. Is a single room free, and is there a curfew?',
          status: 'new',
          readAt: null,
          createdAt,
          updatedAt: createdAt,
        });
        rows += 1;
      }
    }
    const demo = Object.values(SEED_ACCOUNTS).map((account) => account.email);
    const [, confirmed] = await dataSource.query<[unknown, number]>(
      `UPDATE users SET email_confirmed_at = created_at
        WHERE email_confirmed_at IS NULL AND email <> $2 AND (email = ANY($1) OR email LIKE '%sample.nivaas.in')`,
      [demo, SEED_UNCONFIRMED_SEEKER.email],
    );
    return rows + (confirmed ?? 0);
  },
};
