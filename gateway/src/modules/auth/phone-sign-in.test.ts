import { SignJWT } from 'jose';
import { ME, bearer, signUp } from '../../test/accounts';
import {
  SIGN_IN_WITH_PHONE,
  SIGN_UP_WITH_PHONE,
  codeSentTo,
  newAddress,
  newNumber,
  phoneAccount,
  signUpTokenFor,
  verifiedAccount,
} from '../../test/phone-codes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SessionTokens } from './session-token';

/** Signing in and up with a mobile number and the code sent to it, on both APIs. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://stay.example.in' });
});
afterAll(() => t.close());

interface SessionAnswer {
  token: string;
  user: { id: string; email: string | null; contactNumber: string; phoneVerified: boolean; role: string; name: string };
}

const TOKEN_EXPIRED = 'Your code has expired. Ask for a new one.';

describe('signing in with a number verified on an account', () => {
  it('GraphQL: the right code gives a session of that account, no sign-up token', async () => {
    const account = await verifiedAccount(t);
    const code = await codeSentTo(t, account.phone);
    const res = await t.graphql<{ signInWithPhone: { signUpToken: string | null; session: SessionAnswer } }>(
      SIGN_IN_WITH_PHONE,
      { input: { phone: account.phone, code, remember: true } },
      newAddress(),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.signInWithPhone.signUpToken).toBeNull();
    expect(res.data?.signInWithPhone.session.user).toMatchObject({ id: account.id, contactNumber: account.phone, phoneVerified: true });
    const me = await t.graphql<{ me: { id: string } }>(ME, {}, bearer(res.data!.signInWithPhone.session.token));
    expect(me.data?.me.id).toBe(account.id);
  });

  it('REST: answers {user, token, expiresAt} like /auth/login, with phoneVerified', async () => {
    const account = await verifiedAccount(t);
    const code = await codeSentTo(t, account.phone);
    const res = await t.request.post('/api/v1/auth/phone/sign-in').set(newAddress()).send({ phone: account.phone, code });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(res.body.user).toMatchObject({
      _id: account.id,
      contact_number: Number(account.phone),
      phoneVerified: true,
      email: account.email,
    });
    const me = await t.request.get('/api/v1/auth/get-user').set(bearer(res.body.token));
    expect(me.body._id).toBe(account.id);
  });

  it('does not sign in an account that only typed the number (unverified): the code gives a sign-up token', async () => {
    const phone = newNumber();
    await signUp(t, { contactNumber: phone });
    const code = await codeSentTo(t, phone);
    const res = await t.graphql<{ signInWithPhone: { signUpToken: string | null; session: unknown } }>(
      SIGN_IN_WITH_PHONE,
      { input: { phone, code } },
      newAddress(),
    );
    expect(res.data?.signInWithPhone).toEqual({ signUpToken: expect.any(String), session: null });
  });

  it('refuses a suspended account with the usual suspended error, on both APIs', async () => {
    const account = await verifiedAccount(t);
    await t.dataSource.query('UPDATE users SET suspended_at = now() WHERE id = $1', [account.id]);
    const message = 'This account has been suspended. Please contact us if you think this is a mistake.';
    const gql = await t.graphql(
      SIGN_IN_WITH_PHONE,
      { input: { phone: account.phone, code: await codeSentTo(t, account.phone) } },
      newAddress(),
    );
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    await t.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '31 seconds' WHERE phone = $1`, [account.phone]);
    const rest = await t.request
      .post('/api/v1/auth/phone/sign-in')
      .send({ phone: account.phone, code: await codeSentTo(t, account.phone) });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(message);
  });
});

describe('signing up with a new number', () => {
  it('GraphQL: a phone-only account (no e-mail, no password), its number verified, signed in', async () => {
    const phone = newNumber();
    const signUpToken = await signUpTokenFor(t, phone);
    const res = await t.graphql<{ signUpWithPhone: SessionAnswer }>(
      SIGN_UP_WITH_PHONE,
      { input: { signUpToken, name: 'Meera Joshi', role: 'user' } },
      newAddress(),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.signUpWithPhone.user).toMatchObject({
      name: 'Meera Joshi',
      email: null,
      contactNumber: phone,
      phoneVerified: true,
      role: 'user',
    });
    const [row] = await t.dataSource.query('SELECT email, password_hash FROM users WHERE id = $1', [res.data?.signUpWithPhone.user.id]);
    expect(row).toEqual({ email: null, password_hash: null });
    expect((await t.graphql<{ me: { id: string } }>(ME, {}, bearer(res.data!.signUpWithPhone.token))).data?.me.id).toBe(
      res.data?.signUpWithPhone.user.id,
    );

    // The next sign-in with a code finds the account.
    await t.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '31 seconds' WHERE phone = $1`, [phone]);
    const again = await t.graphql<{ signInWithPhone: { session: SessionAnswer | null } }>(
      SIGN_IN_WITH_PHONE,
      { input: { phone, code: await codeSentTo(t, phone) } },
      newAddress(),
    );
    expect(again.data?.signInWithPhone.session?.user.id).toBe(res.data?.signUpWithPhone.user.id);
  });

  it('REST: 201 {user, token, expiresAt}, with an e-mail when given (stored lower-cased)', async () => {
    const phone = newNumber();
    const email = `Ravi.${Date.now()}@Example.in`;
    const res = await t.request
      .post('/api/v1/auth/phone/sign-up')
      .send({ signUpToken: await signUpTokenFor(t, phone), name: 'Ravi Kumar', role: 'owner', email });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(res.body.user).toMatchObject({ email: email.toLowerCase(), role: 'owner', contact_number: Number(phone), phoneVerified: true });
  });

  it("refuses an e-mail that has an account with registration's 'emailTaken' message (409 on email)", async () => {
    const existing = await signUp(t);
    const message = 'An account with this email already exists. Try logging in instead.';
    const gql = await t.graphql(
      SIGN_UP_WITH_PHONE,
      {
        input: { signUpToken: await signUpTokenFor(t, newNumber()), name: 'Ravi Kumar', role: 'user', email: existing.email.toUpperCase() },
      },
      newAddress(),
    );
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT', field: 'email' } });
    const rest = await t.request
      .post('/api/v1/auth/phone/sign-up')
      .send({ signUpToken: await signUpTokenFor(t, newNumber()), name: 'Ravi Kumar', role: 'user', email: existing.email });
    // The same answer as POST /auth/register gives for a taken e-mail.
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message, code: 'CONFLICT' });
  });

  it('checks name, role and e-mail with the registration rules', async () => {
    const signUpToken = await signUpTokenFor(t, newNumber());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters long'],
      [{ role: 'admin' }, 'role', 'Role is required'],
      [{ email: 'ravi@' }, 'email', 'Please enter a valid email address'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.request.post('/api/v1/auth/phone/sign-up').send({ signUpToken, name: 'Ravi Kumar', role: 'user', ...change });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
  });

  it('refuses a bad, expired or wrong-kind token: 400 on signUpToken', async () => {
    const phone = newNumber();
    const key = await new SessionTokens(t.dataSource, t.config.jwtSecret).signingKey();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(phone)
      .setIssuer('nivaas')
      .setAudience('nivaas-phone-sign-up')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 16 * 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const session = (await signUp(t)).token;
    for (const signUpToken of ['not-a-token', expired, session, '']) {
      const gql = await t.graphql(SIGN_UP_WITH_PHONE, { input: { signUpToken, name: 'Ravi Kumar', role: 'user' } }, newAddress());
      expect(gql.errors?.[0]).toMatchObject({ message: TOKEN_EXPIRED, extensions: { code: 'BAD_USER_INPUT', field: 'signUpToken' } });
      const rest = await t.request.post('/api/v1/auth/phone/sign-up').send({ signUpToken, name: 'Ravi Kumar', role: 'user' });
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual([{ field: 'signUpToken', message: TOKEN_EXPIRED }]);
    }
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM users WHERE contact_number = $1', [phone]);
    expect(count).toBe(0);
  });

  it('makes one account per number: a second sign-up with the same token is refused', async () => {
    const phone = newNumber();
    const signUpToken = await signUpTokenFor(t, phone);
    const first = await t.graphql(SIGN_UP_WITH_PHONE, { input: { signUpToken, name: 'Ravi Kumar', role: 'user' } }, newAddress());
    expect(first.errors).toBeUndefined();
    const second = await t.graphql(SIGN_UP_WITH_PHONE, { input: { signUpToken, name: 'Ravi Kumar', role: 'user' } }, newAddress());
    expect(second.errors?.[0]).toMatchObject({ message: TOKEN_EXPIRED, extensions: { field: 'signUpToken' } });
  });

  it('a phone-only account cannot sign in with an e-mail and password (it has none)', async () => {
    const email = `phone.only.${Date.now()}@example.in`;
    await phoneAccount(t, { email });
    const res = await t.request.post('/api/v1/auth/login').send({ email, password: 'secret12' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});
