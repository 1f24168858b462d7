import { In, type DataSource } from 'typeorm';
import { User } from '../../modules/user/user.entity';
import { SEED_ACCOUNTS } from './users.seed';

export interface SampleAccounts {
  admin: User | null;
  owner: User | null;
  seeker: User | null;
}

/**
 * The accounts users-v1 made (the README's admin, owner and seeker), found by their e-mail. Each
 * is null when it is not there (someone deleted it): a seeder that needs one then writes nothing.
 */
export async function sampleAccounts(dataSource: DataSource): Promise<SampleAccounts> {
  const { admin, owner, user } = SEED_ACCOUNTS;
  const found = await dataSource.getRepository(User).findBy({ email: In([admin.email, owner.email, user.email]) });
  const withEmail = (email: string) => found.find((account) => account.email === email) ?? null;
  return { admin: withEmail(admin.email), owner: withEmail(owner.email), seeker: withEmail(user.email) };
}
