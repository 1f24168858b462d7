import { loginSchema } from '../../../../shared/validation/account';
import type { TestApp } from '../../test/test-app';
import { SEED_ACCOUNTS, SEED_OWNER_EMAIL, seedSampleData } from './index';
import { SEED_PHONE_SEEKER } from './phone-identity.seed';
import { sampleAccounts } from './sample-accounts';
import { SEED_UNCONFIRMED_SEEKER } from './email-confirmation.seed';

/**
 * The sample accounts: verified numbers, a phone-only seeker, e-mail confirmation, and the accounts
 * themselves (the last of these checks deletes the sample user).
 * Registered by sample-data.test.ts on the app it seeded once, in its order.
 */
export function checkSampleAccounts(seeded: () => TestApp): void {
  let t: TestApp;
  beforeAll(() => {
    t = seeded();
  });

  // Before 'sample accounts', which deletes the sample user.
  describe('sample verified numbers', () => {
    it("verifies the demo seeker's and the demo owner's numbers, and marks the seeker's own enquiry from hers", async () => {
      const rows: Array<{ email: string; verified: boolean }> = await t.dataSource.query(
        'SELECT email, phone_verified_at IS NOT NULL AS verified FROM users WHERE email = ANY($1) ORDER BY email',
        [[SEED_ACCOUNTS.owner.email, SEED_ACCOUNTS.user.email]],
      );
      expect(rows).toEqual([
        { email: SEED_ACCOUNTS.owner.email, verified: true },
        { email: SEED_ACCOUNTS.user.email, verified: true },
      ]);
      const [mine] = await t.dataSource.query(
        'SELECT bool_and(e.phone_verified) AS verified FROM enquiries e JOIN users u ON u.id = e.seeker_id WHERE u.email = $1',
        [SEED_ACCOUNTS.user.email],
      );
      expect(mine.verified).toBe(true);
    });

    it("has a phone-only seeker who signs in with a code, and whose enquiry shows in the demo owner's leads as from a verified number", async () => {
      const phone = SEED_PHONE_SEEKER.contactNumber;
      expect((await t.request.post('/api/v1/auth/phone/code').send({ phone })).status).toBe(200);
      const [sms] = await t.services.sms.sentTo(phone);
      const signIn = await t.request.post('/api/v1/auth/phone/sign-in').send({ phone, code: sms.text.slice(0, 6) });
      expect(signIn.body.user).toMatchObject({ name: 'Meera Joshi', email: null, phoneVerified: true });

      const owner = await t.services.auth.login({ email: SEED_ACCOUNTS.owner.email, password: SEED_ACCOUNTS.owner.password });
      const res = await t.graphql<{ leads: { items: Array<{ name: string; phone: string; phoneVerified: boolean }> } }>(
        '{ leads(limit: 50) { items { name phone phoneVerified } } }',
        {},
        { authorization: `Bearer ${owner.token}` },
      );
      const items = res.data?.leads.items ?? [];
      expect(items).toContainEqual({ name: 'Meera Joshi', phone, phoneVerified: true });
      // Leads from people without an account stay unverified.
      expect(items.filter((lead) => !lead.phoneVerified).length).toBeGreaterThan(0);
    });
  });

  describe('sample e-mail confirmation', () => {
    it('has the sample accounts confirmed and one seeker not: her enquiry sent signed out joins her account once she confirms', async () => {
      const states: Array<{ email: string; confirmed: boolean }> = await t.dataSource.query(
        `SELECT email, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE email IS NOT NULL`,
      );
      expect(states.filter((user) => !user.confirmed).map((user) => user.email)).toEqual([SEED_UNCONFIRMED_SEEKER.email]);
      expect(states.find((user) => user.email === SEED_OWNER_EMAIL)?.confirmed).toBe(true);

      const { email, password } = SEED_UNCONFIRMED_SEEKER;
      const session = await t.services.auth.login({ email, password });
      const mine = async () =>
        (
          await t.graphql<{ me: { emailConfirmed: boolean }; myEnquiries: { total: number } }>(
            '{ me { emailConfirmed } myEnquiries { total } }',
            {},
            { authorization: `Bearer ${session.token}` },
          )
        ).data;
      expect(await mine()).toEqual({ me: { emailConfirmed: false }, myEnquiries: { total: 0 } });
      await t.services.emailConfirmations.resend({ id: session.user.id, role: 'user' });
      const [link] = await t.services.mail.outbox(email);
      const token = /confirm-email\?token=([\w-]+)/.exec(link.text)?.[1];
      expect((await t.services.emailConfirmations.confirm({ token })).enquiriesJoined).toBe(1);
      expect(await mine()).toEqual({ me: { emailConfirmed: true }, myEnquiries: { total: 1 } });
    });
  });

  describe('sample accounts', () => {
    it.each(Object.entries(SEED_ACCOUNTS))(
      'the %s account signs in with the credentials the README lists',
      async (role, { email, password }) => {
        expect(loginSchema.safeParse({ email, password }).success).toBe(true);
        const res = await t.request.post('/api/v1/auth/login').send({ email, password, ...(role === 'admin' ? { role: 'admin' } : {}) });
        expect(res.status).toBe(200);
        expect(res.body.user.role).toBe(role);
      },
    );

    it('seeds the sample owner as an owner, whose address the other seeders know it by', async () => {
      const [row] = await t.dataSource.query('SELECT role FROM users WHERE email = $1', [SEED_OWNER_EMAIL]);
      expect(row).toEqual({ role: 'owner' });
    });

    it('are seeded once: deleted sample accounts stay deleted', async () => {
      await t.dataSource.query('DELETE FROM users WHERE email = $1', [SEED_ACCOUNTS.user.email]);
      await seedSampleData(t.dataSource, t.services, t.logger);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SEED_ACCOUNTS.user.email])).toEqual([
        { n: 0 },
      ]);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SEED_ACCOUNTS.admin.email])).toEqual([
        { n: 1 },
      ]);
    });

    it('are what the seeders find by e-mail, and null once deleted (the sample user, by the test above)', async () => {
      const { admin, owner, seeker } = await sampleAccounts(t.dataSource);
      expect([admin?.email, admin?.role]).toEqual([SEED_ACCOUNTS.admin.email, 'admin']);
      expect([owner?.email, owner?.role]).toEqual([SEED_ACCOUNTS.owner.email, 'owner']);
      expect(seeker).toBeNull();
    });
  });
}
