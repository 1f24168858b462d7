import type { DataSource } from 'typeorm';
import { UserGoogleIdentity } from '../../modules/auth/google-identity.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

/**
 * A seeker whose account was made by Sign in with Google: no password, the e-mail Google verified
 * (so confirmed), and a linked Google identity. Its subject is not a real Google account's, so
 * nobody signs in as her; she is there so the admin's users list and user page show an account
 * that signs in with Google.
 */
export const SEED_GOOGLE_SEEKER = {
  name: 'Kavya Nair',
  email: 'kavya.nair@sample.nivaas.in',
  subject: 'sample-google-subject-kavya-nair',
} as const;

export const googleSignInSeed: Seeder = {
  name: 'google-sign-in-v1',
  async run(_services: Services, dataSource: DataSource) {
    const users = dataSource.getRepository(User);
    const identities = dataSource.getRepository(UserGoogleIdentity);
    if (await users.existsBy({ email: SEED_GOOGLE_SEEKER.email })) return 0;
    if (await identities.existsBy({ subject: SEED_GOOGLE_SEEKER.subject })) return 0;
    const linkedAt = new Date(Date.now() - 9 * 24 * 3_600_000);
    return dataSource.transaction(async (manager) => {
      const kavya = await manager.getRepository(User).save(
        manager.getRepository(User).create({
          name: SEED_GOOGLE_SEEKER.name,
          email: SEED_GOOGLE_SEEKER.email,
          emailConfirmedAt: linkedAt,
          contactNumber: null,
          passwordHash: null,
          role: 'user',
          createdAt: linkedAt,
        }),
      );
      await manager
        .getRepository(UserGoogleIdentity)
        .insert({ userId: kavya.id, subject: SEED_GOOGLE_SEEKER.subject, email: SEED_GOOGLE_SEEKER.email, linkedAt });
      return 2;
    });
  },
};
