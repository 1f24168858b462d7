import { LOGIN, ME, bearer, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token expiresAt user { id email } } }`;
const LOGOUT = 'mutation { logout }';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const hoursLeft = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;

describe('change password', () => {
  it('revokes every earlier token and returns a fresh session for this device (GraphQL)', async () => {
    const account = await signUp(t);
    const otherDevice = (await t.services.auth.login({ email: account.email, password: account.password })).token;

    const res = await t.graphql<{ changePassword: { token: string; expiresAt: string } }>(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' } },
      bearer(account.token),
    );
    expect(res.errors).toBeUndefined();
    const fresh = res.data!.changePassword.token;

    for (const revoked of [account.token, otherDevice]) {
      expect((await t.graphql(ME, {}, bearer(revoked))).data).toEqual({ me: null });
      expect((await t.request.get('/api/v1/auth/get-user').set(bearer(revoked))).status).toBe(401);
    }
    expect((await t.graphql(ME, {}, bearer(fresh))).data).toEqual({ me: expect.objectContaining({ email: account.email }) });

    const oldPassword = await t.graphql(LOGIN, { input: { email: account.email, password: account.password } });
    expect(oldPassword.errors?.[0].message).toBe('Invalid email or password');
    const newPassword = await t.graphql(LOGIN, { input: { email: account.email, password: 'fresh-pass1' } });
    expect(newPassword.errors).toBeUndefined();
  });

  it('keeps a remembered session remembered', async () => {
    const account = await signUp(t);
    const remembered = await t.services.auth.login({ email: account.email, password: account.password, remember: true });
    const res = await t.graphql<{ changePassword: { expiresAt: string } }>(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'fresh-pass2', confirmPassword: 'fresh-pass2' } },
      bearer(remembered.token),
    );
    expect(hoursLeft(res.data!.changePassword.expiresAt)).toBeCloseTo(30 * 24, 0);
  });

  it('refuses a wrong current password inline, on the currentPassword field', async () => {
    const account = await signUp(t);
    const res = await t.graphql(
      CHANGE,
      { input: { currentPassword: 'not-mine1', newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' } },
      bearer(account.token),
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    // Nothing changed: the session still works.
    expect((await t.graphql(ME, {}, bearer(account.token))).data?.me).not.toBeNull();
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [{ newPassword: '' }, 'newPassword', 'Password is required'],
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ newPassword: 'p'.repeat(17), confirmPassword: 'p'.repeat(17) }, 'newPassword', 'Password must be at most 16 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Confirm password is required'],
    [{ confirmPassword: 'other-pass' }, 'confirmPassword', 'Passwords must match'],
    [{ newPassword: 'secret12', confirmPassword: 'secret12' }, 'newPassword', 'New password must be different from the current password'],
    [{ newPassword: 'iloveyou', confirmPassword: 'iloveyou' }, 'newPassword', COMMON],
  ])('REST: %j -> 400 on %s: %j', async (change, field, message) => {
    const account = await signUp(t);
    const payload = { currentPassword: account.password, newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1', ...change };
    const res = await t.request.post('/api/v1/auth/change-password').set(bearer(account.token)).send(payload);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('GraphQL: refuses a too common new password on the newPassword field, and the old password still works', async () => {
    const account = await signUp(t);
    const res = await t.graphql(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'Password1', confirmPassword: 'Password1' } },
      bearer(account.token),
    );
    expect(res.errors?.[0]).toMatchObject({ message: COMMON, extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
    expect((await t.graphql(ME, {}, bearer(account.token))).data?.me).not.toBeNull();
  });

  it('REST: POST /auth/change-password answers the success text and a new session', async () => {
    const account = await signUp(t);
    const res = await t.request
      .post('/api/v1/auth/change-password')
      .set(bearer(account.token))
      .send({ currentPassword: account.password, newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Password changed successfully!',
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: expect.objectContaining({ _id: account.id }),
    });
    expect((await t.request.get('/api/v1/auth/get-user').set(bearer(account.token))).status).toBe(401);
    expect((await t.request.get('/api/v1/auth/get-user').set(bearer(res.body.token))).status).toBe(200);
  });

  it('needs a signed-in user (401 through both APIs)', async () => {
    const gql = await t.graphql(CHANGE, {
      input: { currentPassword: 'secret12', newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    const rest = await t.request.post('/api/v1/auth/change-password').send({});
    expect(rest.status).toBe(401);
  });
});

describe('logout', () => {
  it('REST: POST /auth/logout revokes every token of the account', async () => {
    const account = await signUp(t);
    const other = (await t.services.auth.login({ email: account.email, password: account.password })).token;
    const res = await t.request.post('/api/v1/auth/logout').set(bearer(account.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    for (const token of [account.token, other]) {
      const after = await t.request.get('/api/v1/auth/get-user').set(bearer(token));
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Your session has expired. Please sign in again.');
    }
  });

  it('a second logout with a revoked token is a 401, through both APIs', async () => {
    const account = await signUp(t);
    await t.graphql(LOGOUT, {}, bearer(account.token));
    expect((await t.request.post('/api/v1/auth/logout').set(bearer(account.token))).status).toBe(401);
    expect((await t.graphql(LOGOUT, {}, bearer(account.token))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
