import { bearer, signUp, signUpAdmin, type SignedUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedUp;
let owner: SignedUp;
let seeker: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  owner = await signUp(t, { name: 'Owner Om', role: 'owner' });
  seeker = await signUp(t, { name: 'Seeker Sita', role: 'user' });
});
afterAll(() => t.close());

const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id name fullName email contactNumber gender state city } }`;
const USERS = `query ($page: Int, $limit: Int, $search: String) { users(page: $page, limit: $limit, search: $search) { total page limit totalPages items { id email role } } }`;
const USER_COUNTS = '{ userCounts { total user owner admin } }';
const DELETE_USER = 'mutation ($id: ID!) { deleteUser(id: $id) }';

describe('Edit Profile', () => {
  const profile = {
    name: 'Sita Raman',
    email: 'sita.raman@example.in',
    contactNumber: '9123456780',
    gender: 'female',
    state: 'Rajasthan',
    city: 'Jaipur',
  };

  it("saves the signed-in user's profile (GraphQL)", async () => {
    const account = await signUp(t);
    const res = await t.graphql(UPDATE_PROFILE, { input: { ...profile, email: `Edited.${account.email}` } }, bearer(account.token));
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toEqual({ id: account.id, ...profile, fullName: 'Sita Raman', email: `edited.${account.email}` });
    const me = await t.request.get('/api/v1/auth/get-user').set(bearer(account.token));
    expect(me.body).toMatchObject({ name: 'Sita Raman', gender: 'female', state: 'Rajasthan', city: 'Jaipur', contact_number: 9123456780 });
  });

  it('clears optional fields sent empty (gender: null, not given)', async () => {
    const account = await signUp(t);
    const res = await t.graphql(
      UPDATE_PROFILE,
      { input: { ...profile, email: account.email, gender: null, state: '', city: null } },
      bearer(account.token),
    );
    expect(res.data?.updateProfile).toMatchObject({ gender: null, state: null, city: null });
  });

  it.each([
    [{ name: '' }, 'name', 'Full name is required'],
    [{ name: 'S' }, 'name', 'Name must be at least 2 characters long'],
    [{ email: 'sita@' }, 'email', 'Please enter a valid email address'],
    [{ contactNumber: '12' }, 'contactNumber', 'Phone number is not valid'],
    [{ contactNumber: '' }, 'contactNumber', 'Phone number is required'],
  ])('refuses %j with %s: %j', async (change, field, message) => {
    const account = await signUp(t);
    const res = await t.graphql(UPDATE_PROFILE, { input: { ...profile, email: account.email, ...change } }, bearer(account.token));
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it("refuses another account's e-mail with 409 (REST PUT /auth/profile)", async () => {
    const account = await signUp(t);
    const res = await t.request
      .put('/api/v1/auth/profile')
      .set(bearer(account.token))
      .send({ full_name: 'Sita Raman', email: owner.email.toUpperCase(), contact_number: 9123456780 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists. Try logging in instead.');
  });

  it('REST: PUT /auth/profile saves and answers the user', async () => {
    const account = await signUp(t);
    const res = await t.request
      .put('/api/v1/auth/profile')
      .set(bearer(account.token))
      .send({ full_name: 'Sita R', email: account.email, contact_number: 9123456780, gender: 'other', state: 'Delhi', city: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Profile updated',
      user: expect.objectContaining({ _id: account.id, full_name: 'Sita R', gender: 'other', state: 'Delhi', city: null }),
    });
  });

  it("REST: a gender outside the set is a 400 naming gender with the form's message ('' is not given)", async () => {
    const account = await signUp(t);
    const send = (gender: string) =>
      t.request
        .put('/api/v1/auth/profile')
        .set(bearer(account.token))
        .send({ full_name: 'Sita R', email: account.email, contact_number: 9123456780, gender });
    const refused = await send('robot');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'gender', message: 'Please choose Male, Female or Other' }],
    });
    expect((await send('')).body.user.gender).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.graphql(UPDATE_PROFILE, { input: profile })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.request.put('/api/v1/auth/profile').send(profile)).status).toBe(401);
  });
});

describe('admin: users', () => {
  it('GraphQL: lists accounts newest first, a page at a time, with a search', async () => {
    const res = await t.graphql<{ users: { total: number; items: Array<{ email: string }> } }>(
      USERS,
      { page: 1, limit: 2 },
      bearer(admin.token),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.users).toMatchObject({ page: 1, limit: 2 });
    expect(res.data!.users.items).toHaveLength(2);
    expect(res.data!.users.total).toBeGreaterThanOrEqual(3);

    const found = await t.graphql<{ users: { total: number; items: Array<{ email: string }> } }>(
      USERS,
      { search: 'seeker sita' },
      bearer(admin.token),
    );
    expect(found.data?.users.items.map((u) => u.email)).toEqual([seeker.email]);
    const wildcard = await t.graphql<{ users: { total: number } }>(USERS, { search: '%' }, bearer(admin.token));
    expect(wildcard.data?.users.total).toBe(0);
  });

  it('GraphQL: counts accounts per role from the database', async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE role='user')::int AS "user", count(*) FILTER (WHERE role='owner')::int AS owner, count(*) FILTER (WHERE role='admin')::int AS admin FROM users`,
    );
    const res = await t.graphql(USER_COUNTS, {}, bearer(admin.token));
    expect(res.data).toEqual({ userCounts: row });
  });

  it('REST: GET /admin/users answers { users: [ { _id, ... } ] } with every account', async () => {
    const res = await t.request.get('/api/v1/admin/users').set(bearer(admin.token));
    expect(res.status).toBe(200);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
    expect(res.body.users).toHaveLength(n);
    expect(res.body.users).toContainEqual(
      expect.objectContaining({ _id: owner.id, name: 'Owner Om', full_name: 'Owner Om', email: owner.email, role: 'owner' }),
    );
  });

  it('deletes a user with their listings (GraphQL: each marked removed, kept as history), and the deleted token stops working', async () => {
    const doomed = await signUp(t, { role: 'owner' });
    await t.dataSource.query(
      `INSERT INTO properties (owner_id, title, property_type, gender, price, rooms, beds, bathrooms, pin_code, state, district, city, locality)
       VALUES ($1, 'Sunrise PG', 'pg', 'male', 6500, 2, 'double_bed', 1, '302017', 'Rajasthan', 'Jaipur', 'Jaipur', 'Malviya Nagar')`,
      [doomed.id],
    );
    const res = await t.graphql(DELETE_USER, { id: doomed.id }, bearer(admin.token));
    expect(res.data).toEqual({ deleteUser: doomed.id });
    expect(await t.dataSource.query('SELECT removed_at IS NOT NULL AS removed FROM properties WHERE owner_id = $1', [doomed.id])).toEqual([
      { removed: true },
    ]);
    expect((await t.request.get('/api/v1/auth/get-user').set(bearer(doomed.token))).status).toBe(401);
  });

  it('REST: DELETE /admin/users/:id deletes, then answers 404 for the same id and for nonsense', async () => {
    const doomed = await signUp(t);
    const res = await t.request.delete(`/api/v1/admin/users/${doomed.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted', _id: doomed.id });
    for (const id of [doomed.id, 'not-a-uuid']) {
      const again = await t.request.delete(`/api/v1/admin/users/${id}`).set(bearer(admin.token));
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    }
  });

  it('an admin cannot delete their own account', async () => {
    const res = await t.request.delete(`/api/v1/admin/users/${admin.id}`).set(bearer(admin.token));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot delete your own account.');
  });

  it("answers an unexpected failure with the spec's fallback messages", async () => {
    const list = jest.spyOn(t.services.users, 'all').mockRejectedValueOnce(new Error('boom'));
    expect((await t.request.get('/api/v1/admin/users').set(bearer(admin.token))).body).toEqual({
      message: 'Fetch users failed',
      code: 'INTERNAL_SERVER_ERROR',
    });
    list.mockRestore();
    const remove = jest.spyOn(t.services.users, 'delete').mockRejectedValueOnce(new Error('boom'));
    expect((await t.request.delete(`/api/v1/admin/users/${seeker.id}`).set(bearer(admin.token))).body).toEqual({
      message: 'Delete user failed',
      code: 'INTERNAL_SERVER_ERROR',
    });
    remove.mockRestore();
  });
});

describe('role enforcement: only admins reach admin operations, through either API', () => {
  const callers = () =>
    [
      ['a user', seeker],
      ['an owner', owner],
    ] as const;

  it.each(['a user', 'an owner'])('%s gets 403 from every admin operation', async (who) => {
    const caller = callers().find(([name]) => name === who)![1];
    const headers = bearer(caller.token);
    for (const [query, variables] of [
      [USERS, {}],
      [USER_COUNTS, {}],
      [DELETE_USER, { id: admin.id }],
    ] as const) {
      const res = await t.graphql(query, variables, headers);
      expect(res.errors?.[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
    }
    const list = await t.request.get('/api/v1/admin/users').set(headers);
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ message: 'You do not have permission to do this.', code: 'FORBIDDEN' });
    expect((await t.request.delete(`/api/v1/admin/users/${admin.id}`).set(headers)).status).toBe(403);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [admin.id])).toEqual([{ n: 1 }]);
  });

  it('anonymous callers get 401 from every admin operation', async () => {
    expect((await t.graphql(USERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(DELETE_USER, { id: admin.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.request.get('/api/v1/admin/users')).status).toBe(401);
    expect((await t.request.delete(`/api/v1/admin/users/${admin.id}`)).status).toBe(401);
  });

  it('the services refuse too, whatever API is in front', async () => {
    const viewer = { id: owner.id, role: 'owner' as const };
    await expect(t.services.users.all(viewer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.services.users.delete(viewer, seeker.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.services.users.counts(null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('an admin demoted meanwhile loses admin access at once, with the same token', async () => {
    const former = await signUpAdmin(t);
    await t.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [former.id]);
    expect((await t.request.get('/api/v1/admin/users').set(bearer(former.token))).status).toBe(403);
  });
});
