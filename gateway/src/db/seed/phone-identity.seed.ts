import { IsNull, Not, type DataSource } from 'typeorm';
import { Enquiry } from '../../modules/enquiry/enquiry.entity';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

/** A seeker who signed up with her mobile number only: no e-mail, no password (sign in with a code from the SMS outbox). */
export const SEED_PHONE_SEEKER = { name: 'Meera Joshi', contactNumber: '9876500001' } as const;

/**
 * Verified numbers (issue 31): the demo seeker's and the demo owner's numbers are verified, and a
 * phone-only seeker has sent the demo owner an enquiry from her verified number, so the owner's
 * leads show one. The demo seeker's own sample enquiry was sent from her number: it is marked
 * verified too. A number already verified on another account is left alone.
 */
export const phoneIdentitySeed: Seeder = {
  name: 'phone-identity-v1',
  async run(_services: Services, dataSource: DataSource) {
    const users = dataSource.getRepository(User);
    const verify = async (user: User | null) => {
      if (!user?.contactNumber || user.phoneVerifiedAt) return;
      if (await users.existsBy({ contactNumber: user.contactNumber, phoneVerifiedAt: Not(IsNull()) })) return;
      await users.update({ id: user.id }, { phoneVerifiedAt: new Date() });
    };
    const { seeker, owner } = await sampleAccounts(dataSource);
    await verify(seeker);
    await verify(owner);
    let rows = 0;
    if (seeker?.contactNumber) {
      const marked = await dataSource
        .getRepository(Enquiry)
        .update({ seekerId: seeker.id, phone: seeker.contactNumber }, { phoneVerified: true });
      rows += marked.affected ?? 0;
    }

    if (await users.existsBy({ contactNumber: SEED_PHONE_SEEKER.contactNumber, phoneVerifiedAt: Not(IsNull()) })) return rows;
    const meera = await users.save(
      users.create({ ...SEED_PHONE_SEEKER, email: null, passwordHash: null, role: 'user', phoneVerifiedAt: new Date() }),
    );
    rows += 1;
    const listing = owner
      ? await dataSource.getRepository(Property).findOne({ where: { ownerId: owner.id, status: 'approved' }, order: { createdAt: 'ASC' } })
      : null;
    if (owner && listing) {
      const createdAt = new Date(Date.now() - 3 * 3_600_000);
      await dataSource.getRepository(Enquiry).insert({
        propertyId: listing.id,
        ownerId: owner.id,
        seekerId: meera.id,
        customerType: 'individual',
        name: meera.name,
        // Enquiries carry an e-mail for the reply; hers is the address she typed in the form.
        email: 'meera.joshi@sample.nivaas.in',
        city: 'Pune',
        phone: SEED_PHONE_SEEKER.contactNumber,
        phoneVerified: true,
        message: 'I start at a college nearby in July. Is a twin-sharing bed free, and are meals included?',
        status: 'new',
        readAt: null,
        createdAt,
        updatedAt: createdAt,
      });
      rows += 1;
    }
    return rows;
  },
};
