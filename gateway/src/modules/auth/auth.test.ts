import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token expiresAt user { id name fullName email role contactNumber } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token expiresAt user { id role } } }`;
const ME = `{ me { id email role } }`;
const LOGOUT = `mutation { logout }`;

const owner = {
  name: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.in',
  contactNumber: '9876543210',
  password: 'secret12',
  confirmPassword: 'secret12',
  role: 'owner',
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions (GraphQL)', () => {
  let token: string;

  it('registers an owner, storing the e-mail lower-cased', async () => {
    const res = await t.graphql<{ register: { token: string; user: Record<string, string> } }>(REGISTER, { input: owner });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register.user).toMatchObject({
      name: 'Ravi Kumar',
      fullName: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      role: 'owner',
      contactNumber: '9876543210',
    });
    token = res.data!.register.token;
  });

  it('knows who is signed in from the bearer token, and nobody without one', async () => {
    expect((await t.graphql(ME, {}, bearer(token))).data).toEqual({
      me: expect.objectContaining({ email: 'ravi.kumar@example.in', role: 'owner' }),
    });
    expect((await t.graphql(ME)).data).toEqual({ me: null });
  });

  it('refuses a second account with the same e-mail in any case', async () => {
    const res = await t.graphql(REGISTER, { input: { ...owner, email: 'RAVI.KUMAR@example.in' } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
  });

  it('never lets registration create an admin', async () => {
    const res = await t.graphql(REGISTER, { input: { ...owner, email: 'boss@example.in', role: 'admin' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Role is required', extensions: { code: 'BAD_USER_INPUT', field: 'role' } });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.graphql(LOGIN, { input: { email: 'nobody@example.in', password: 'secret12' } });
    const wrong = await t.graphql(LOGIN, { input: { email: 'ravi.kumar@example.in', password: 'wrong-pass' } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(wrong.errors?.[0]).toEqual(unknown.errors?.[0]);
  });

  it('keeps a remembered session for 30 days and a plain one for 12 hours', async () => {
    const remembered = await t.graphql<{ login: { expiresAt: string } }>(LOGIN, {
      input: { email: 'ravi.kumar@example.in', password: 'secret12', remember: true },
    });
    const plain = await t.graphql<{ login: { expiresAt: string } }>(LOGIN, {
      input: { email: 'RAVI.KUMAR@example.in', password: 'secret12' },
    });
    const hoursLeft = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft(remembered.data!.login.expiresAt)).toBeCloseTo(30 * 24, 0);
    expect(hoursLeft(plain.data!.login.expiresAt)).toBeCloseTo(12, 0);
  });

  it('logging out revokes every token issued before, on every device', async () => {
    const other = await t.graphql<{ login: { token: string } }>(LOGIN, { input: { email: 'ravi.kumar@example.in', password: 'secret12' } });
    const otherToken = other.data!.login.token;
    expect((await t.graphql(LOGOUT, {}, bearer(token))).data).toEqual({ logout: true });

    for (const revoked of [token, otherToken]) {
      expect((await t.graphql(ME, {}, bearer(revoked))).data).toEqual({ me: null });
      const res = await t.graphql(LOGOUT, {}, bearer(revoked));
      expect(res.errors?.[0]).toMatchObject({
        message: 'Your session has expired. Please sign in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('refuses forged and malformed tokens', async () => {
    const res = await t.graphql(LOGOUT, {}, bearer('not.a.jwt'));
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(ME, {}, bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'))).data).toEqual({ me: null });
  });

  it('stores passwords only as argon2id hashes', async () => {
    const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE email = 'ravi.kumar@example.in'`);
    // OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
