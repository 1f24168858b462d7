import type { Seeder } from './index';

/**
 * Accounts to try the product with, one per role (listed in the README). Passwords meet the
 * spec's 6 to 16 characters. The listings seeder attaches its sample listings to the owner.
 */
export const SEED_ACCOUNTS = {
  admin: { name: 'Nivaas Admin', email: 'admin@nivaas.in', password: 'Admin@12345' },
  owner: { name: 'Rakesh Sharma', email: 'owner@nivaas.in', password: 'Owner@12345', contactNumber: '9829012345' },
  user: { name: 'Priya Verma', email: 'user@nivaas.in', password: 'User@12345', contactNumber: '9876501234' },
} as const;

/** The seeded owner's e-mail, as the tests name it (seeders find the account through sampleAccounts). */
export const SEED_OWNER_EMAIL = SEED_ACCOUNTS.owner.email;

export const usersSeed: Seeder = {
  name: 'users-v1',
  async run({ users }) {
    const { admin, owner, user } = SEED_ACCOUNTS;
    await users.createOrPromoteAdmin(admin);
    for (const [role, account] of [
      ['owner', owner],
      ['user', user],
    ] as const) {
      // No confirmation mail to the sample addresses: the email-confirmation seeder confirms them.
      await users.createAccount(
        {
          name: account.name,
          email: account.email,
          contactNumber: account.contactNumber,
          password: account.password,
          confirmPassword: account.password,
          role,
        },
        { mailConfirmation: false },
      );
    }
    return 3;
  },
};
