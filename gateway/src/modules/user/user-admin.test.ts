import { ADMIN_USER_MESSAGES } from '../../../../shared/domain/admin-users';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { LOGIN, ME, REGISTER, newAccount } from '../../test/accounts';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { enquiryAs, listingInput, listingsOf, signedIn, writeInThread } from '../../test/fixtures';
import { mailsTo } from '../visit/visit-test-helpers';
import { phoneAccount } from '../../test/phone-codes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  owner = await signedIn(t, 'owner', 'Omkar Owner');
  seeker = await signedIn(t, 'user', 'Sita Seeker');
  await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput());
});
afterAll(() => t.close());

const USERS = `query ($role: Role, $search: String, $hasListings: Boolean, $sort: UserSort, $createdFrom: DateTimeISO, $createdTo: DateTimeISO, $page: Int, $limit: Int) {
  users(role: $role, search: $search, hasListings: $hasListings, sort: $sort, createdFrom: $createdFrom, createdTo: $createdTo, page: $page, limit: $limit) {
    total page totalPages items { id name role listingCount suspendedAt } } }`;
const CHANGE_ROLE =
  'mutation ($id: ID!, $role: Role!, $reason: String!) { changeUserRole(id: $id, role: $role, reason: $reason) { id role } }';
const SUSPEND = 'mutation ($id: ID!, $reason: String!) { suspendUser(id: $id, reason: $reason) { id suspendedAt } }';
const REINSTATE = 'mutation ($id: ID!, $reason: String!) { reinstateUser(id: $id, reason: $reason) { id suspendedAt } }';
const ACTIVITY = 'query ($id: ID!) { userActivity(id: $id) { listings { total items { title } } enquiries { total } reviews { total } } }';
const DELETE = 'mutation ($id: ID!, $reason: String) { deleteUser(id: $id, reason: $reason) }';
const CLEAR_NUMBER =
  'mutation ($id: ID!, $reason: String!) { clearVerifiedNumber(id: $id, reason: $reason) { id contactNumber phoneVerified } }';

type UsersData = {
  users: { total: number; totalPages: number; items: Array<{ id: string; name: string; role: string; listingCount: number }> };
};
const auditOf = (targetId: string) =>
  t.dataSource.query('SELECT action, actor_id AS "actorId", reason, details FROM audit_log WHERE target_id = $1 ORDER BY created_at', [
    targetId,
  ]) as Promise<Array<{ action: string; actorId: string; reason: string; details: Record<string, unknown> }>>;

describe('admin user queries', () => {
  it('filters by role, by name, e-mail or phone, by having listings, and sorts by name', async () => {
    const owners = await t.graphql<UsersData>(USERS, { role: 'owner' }, admin.headers);
    expect(owners.data?.users.items.map((user) => user.role)).toEqual(Array(owners.data?.users.total).fill('owner'));
    const byName = await t.graphql<UsersData>(USERS, { search: 'omkar' }, admin.headers);
    expect(byName.data?.users.items).toEqual([expect.objectContaining({ id: owner.user.id, listingCount: 1 })]);
    const byEmail = await t.graphql<UsersData>(USERS, { search: seeker.user.email.toUpperCase() }, admin.headers);
    expect(byEmail.data?.users.items.map((user) => user.id)).toEqual([seeker.user.id]);
    const byPhone = await t.graphql<UsersData>(USERS, { search: '98765' }, admin.headers);
    expect(byPhone.data?.users.total).toBeGreaterThanOrEqual(3);
    const listers = await t.graphql<UsersData>(USERS, { hasListings: true }, admin.headers);
    expect(listers.data?.users.items.map((user) => user.id)).toEqual([owner.user.id]);
    const sorted = await t.graphql<UsersData>(USERS, { sort: 'NAME' }, admin.headers);
    const names = sorted.data!.users.items.map((user) => user.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages on the server and filters by sign-up dates', async () => {
    const page = await t.graphql<UsersData>(USERS, { limit: 1, page: 2 }, admin.headers);
    expect(page.data?.users).toMatchObject({ totalPages: page.data?.users.total });
    expect(page.data?.users.items).toHaveLength(1);
    const future = await t.graphql<UsersData>(USERS, { createdFrom: new Date(Date.now() + 86_400_000).toISOString() }, admin.headers);
    expect(future.data?.users.total).toBe(0);
    const backwards = await t.graphql<UsersData>(
      USERS,
      { createdFrom: new Date().toISOString(), createdTo: new Date(0).toISOString() },
      admin.headers,
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'createdFrom' });
  });

  it("shows an account's listings, enquiries and reviews", async () => {
    const res = await t.graphql<{ userActivity: { listings: { total: number; items: Array<{ title: string }> } } }>(
      ACTIVITY,
      { id: owner.user.id },
      admin.headers,
    );
    expect(res.data?.userActivity).toEqual({
      listings: { total: 1, items: [{ title: listingInput().title }] },
      enquiries: { total: 0 },
      reviews: { total: 0 },
    });
  });

  it('refuses every admin query and mutation to owners, users and visitors (GraphQL and REST)', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [USERS, {}],
      [ACTIVITY, { id: seeker.user.id }],
      ['query ($id: ID!) { user(id: $id) { id } }', { id: seeker.user.id }],
      [CHANGE_ROLE, { id: seeker.user.id, role: 'admin', reason: 'x' }],
      [SUSPEND, { id: seeker.user.id, reason: 'x' }],
      [REINSTATE, { id: seeker.user.id, reason: 'x' }],
      [DELETE, { id: seeker.user.id }],
      [CLEAR_NUMBER, { id: seeker.user.id, reason: 'x' }],
    ];
    for (const headers of [owner.headers, seeker.headers, {}]) {
      for (const [query, variables] of calls) {
        const res = await t.graphql(query, variables, headers);
        expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(res.errors?.[0]?.extensions?.code);
      }
      expect([401, 403]).toContain((await t.request.get('/api/v1/admin/users').set(headers)).status);
      expect([401, 403]).toContain((await t.request.delete(`/api/v1/admin/users/${seeker.user.id}`).set(headers)).status);
    }
    expect((await t.graphql(ME, {}, seeker.headers)).data).toBeTruthy();
  });
});

describe('changing a role', () => {
  it('changes it, needs a reason, and records who, why and what changed', async () => {
    const account = await signedIn(t, 'user');
    const noReason = await t.graphql(CHANGE_ROLE, { id: account.user.id, role: 'owner', reason: '  ' }, admin.headers);
    expect(noReason.errors?.[0]).toMatchObject({ message: ADMIN_USER_MESSAGES.reasonRequired, extensions: { field: 'reason' } });
    const res = await t.graphql(CHANGE_ROLE, { id: account.user.id, role: 'owner', reason: 'Lists rooms in Jaipur' }, admin.headers);
    expect(res.data?.changeUserRole).toEqual({ id: account.user.id, role: 'owner' });
    expect(await auditOf(account.user.id)).toEqual([
      { action: 'user_role_changed', actorId: admin.user.id, reason: 'Lists rooms in Jaipur', details: { from: 'user', to: 'owner' } },
    ]);
    // The new role applies to the session the account already has.
    expect((await t.graphql<{ me: { role: string } }>(ME, {}, account.headers)).data?.me.role).toBe('owner');
  });

  it('never takes the role from the last active admin', async () => {
    const other = await signedIn(t, 'admin');
    // Two admins: one may step down, then the last one may not.
    expect(
      (await t.graphql(CHANGE_ROLE, { id: other.user.id, role: 'user', reason: 'Left the team' }, admin.headers)).data?.changeUserRole,
    ).toMatchObject({ role: 'user' });
    const last = await t.graphql(CHANGE_ROLE, { id: admin.user.id, role: 'owner', reason: 'Stepping down' }, admin.headers);
    expect(last.errors?.[0]).toMatchObject({ message: ADMIN_USER_MESSAGES.lastAdmin, extensions: { code: 'CONFLICT' } });
    expect((await t.graphql<{ me: { role: string } }>(ME, {}, admin.headers)).data?.me.role).toBe('admin');
    // Many demotions at once still leave an admin.
    const team = await Promise.all([1, 2].map(() => signedIn(t, 'admin')));
    await Promise.all(
      [admin, ...team].map((each) => t.graphql(CHANGE_ROLE, { id: each.user.id, role: 'user', reason: 'Race' }, each.headers)),
    );
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND suspended_at IS NULL`);
    expect(n).toBeGreaterThanOrEqual(1);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its sign-in with a clear message, and reinstating lets it back', async () => {
    const account = await signedIn(t, 'user');
    const res = await t.graphql<{ suspendUser: { suspendedAt: string } }>(
      SUSPEND,
      { id: account.user.id, reason: 'Spam enquiries' },
      admin.headers,
    );
    expect(res.data?.suspendUser.suspendedAt).toBeTruthy();

    expect((await t.graphql(ME, {}, account.headers)).data).toEqual({ me: null });
    expect((await t.request.get('/api/v1/auth/get-user').set(account.headers)).status).toBe(401);

    const login = await t.graphql(LOGIN, { input: { email: account.user.email, password: 'secret12' } });
    expect(login.errors?.[0]).toMatchObject({ message: AUTH_MESSAGES.accountSuspended, extensions: { code: 'FORBIDDEN' } });
    const restLogin = await t.request.post('/api/v1/auth/login').send({ email: account.user.email, password: 'secret12' });
    expect(restLogin.status).toBe(403);
    expect(restLogin.body.message).toBe(AUTH_MESSAGES.accountSuspended);

    const suspended = await t.graphql<UsersData>(USERS, { search: account.user.email }, admin.headers);
    expect(suspended.data?.users.items[0]).toMatchObject({ suspendedAt: expect.any(String) });

    expect(
      (
        await t.graphql<{ reinstateUser: { suspendedAt: null } }>(
          REINSTATE,
          { id: account.user.id, reason: 'Talked to them' },
          admin.headers,
        )
      ).data?.reinstateUser.suspendedAt,
    ).toBeNull();
    expect((await t.graphql(LOGIN, { input: { email: account.user.email, password: 'secret12' } })).data?.login).toBeTruthy();
    expect((await auditOf(account.user.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['user_suspended', 'Spam enquiries'],
      ['user_reinstated', 'Talked to them'],
    ]);
  });

  it('refuses suspending oneself, an account twice, or reinstating one not suspended', async () => {
    const account = await signedIn(t, 'user');
    expect((await t.graphql(SUSPEND, { id: admin.user.id, reason: 'x' }, admin.headers)).errors?.[0]?.message).toBe(
      ADMIN_USER_MESSAGES.cannotSuspendSelf,
    );
    expect((await t.graphql(REINSTATE, { id: account.user.id, reason: 'x' }, admin.headers)).errors?.[0]?.message).toBe(
      ADMIN_USER_MESSAGES.notSuspended,
    );
    await t.graphql(SUSPEND, { id: account.user.id, reason: 'x' }, admin.headers);
    expect((await t.graphql(SUSPEND, { id: account.user.id, reason: 'x' }, admin.headers)).errors?.[0]?.message).toBe(
      ADMIN_USER_MESSAGES.alreadySuspended,
    );
    expect((await t.graphql(SUSPEND, { id: 'not-a-uuid', reason: 'x' }, admin.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('clearing a verified number', () => {
  it('makes the number unverified with a reason, audited; the account can prove it again', async () => {
    const account = await phoneAccount(t, { name: 'Rekha Nair' });
    const noReason = await t.graphql(CLEAR_NUMBER, { id: account.id, reason: ' ' }, admin.headers);
    expect(noReason.errors?.[0]).toMatchObject({ message: ADMIN_USER_MESSAGES.reasonRequired, extensions: { field: 'reason' } });

    const cleared = await t.graphql(CLEAR_NUMBER, { id: account.id, reason: 'The number belongs to her landlord.' }, admin.headers);
    expect(cleared.data?.clearVerifiedNumber).toEqual({ id: account.id, contactNumber: account.phone, phoneVerified: false });
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        action: 'phone_verification_cleared',
        actorId: admin.user.id,
        reason: 'The number belongs to her landlord.',
        details: expect.objectContaining({ number: account.phone }),
      }),
    ]);
    const again = await t.graphql(CLEAR_NUMBER, { id: account.id, reason: 'Twice.' }, admin.headers);
    expect(again.errors?.[0]).toMatchObject({ message: ADMIN_USER_MESSAGES.numberNotVerified, extensions: { code: 'CONFLICT' } });
    const unknown = await t.graphql(CLEAR_NUMBER, { id: '00000000-0000-4000-8000-000000000000', reason: 'x' }, admin.headers);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('deleting an account', () => {
  it('is audited with the reason (GraphQL) and without one through the unchanged REST call', async () => {
    const first = await signedIn(t, 'user', 'Gone Ganesh');
    const second = await signedIn(t, 'owner');
    expect((await t.graphql(DELETE, { id: first.user.id, reason: 'Asked to be removed' }, admin.headers)).data?.deleteUser).toBe(
      first.user.id,
    );
    const rest = await t.request.delete(`/api/v1/admin/users/${second.user.id}`).set(admin.headers);
    expect(rest.body).toEqual({ message: 'User deleted', _id: second.user.id });
    expect(await auditOf(first.user.id)).toEqual([
      { action: 'user_deleted', actorId: admin.user.id, reason: 'Asked to be removed', details: { role: 'user' } },
    ]);
    expect(await auditOf(second.user.id)).toEqual([expect.objectContaining({ action: 'user_deleted', reason: null })]);
  });

  it("cancels an owner's open visits first, with a mail to each seeker, so nobody comes to a visit that no longer exists", async () => {
    const leaving = await signedIn(t, 'owner', 'Leaving Lakshmi');
    const [listingId] = await listingsOf(t, leaving, ['Tulsi Ladies PG']);
    const visitor = await signedIn(t, 'user', 'Visiting Vani');
    const requested = await t.graphql<{ requestVisit: { id: string } }>(
      `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
      { propertyId: listingId, input: { day: bookableVisitDays()[2], slot: 'morning' } },
      visitor.headers,
    );
    expect(requested.errors).toBeUndefined();

    expect((await t.graphql(DELETE, { id: leaving.user.id, reason: 'Fake listings' }, admin.headers)).data?.deleteUser).toBe(
      leaving.user.id,
    );
    const [mail] = await mailsTo(t, visitor.user.email, /^Visit cancelled: Tulsi Ladies PG$/);
    expect(mail.text).toContain('"Tulsi Ladies PG" was removed from Nivaas, so your visit on');
  });

  it("keeps a deleted seeker's visits and phone reveals in the owner's leads, cancelling the visits to come with a mail to the owner", async () => {
    const host = await signedIn(t, 'owner', 'Hema Hostel');
    const [listingId] = await listingsOf(t, host, ['Neem Tree PG']);
    const leaving = await signedIn(t, 'user', 'Spam Sanjay');
    const requested = await t.graphql(
      `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
      { propertyId: listingId, input: { day: bookableVisitDays()[3], slot: 'morning' } },
      leaving.headers,
    );
    expect(requested.errors).toBeUndefined();
    const revealed = await t.graphql(`mutation ($id: ID!) { revealPhoneNumber(propertyId: $id) }`, { id: listingId }, leaving.headers);
    expect(revealed.errors).toBeUndefined();

    expect((await t.graphql(DELETE, { id: leaving.user.id, reason: 'Spam' }, admin.headers)).data?.deleteUser).toBe(leaving.user.id);

    // The visit stays the owner's lead, cancelled on the seeker's side, without the seeker.
    const visits = await t.graphql<{ visits: { items: unknown[] } }>(
      `query ($id: ID) { visits(propertyId: $id) { items { status cancelledBy seeker { name } } } }`,
      { id: listingId },
      host.headers,
    );
    expect(visits.data?.visits.items).toEqual([{ status: 'cancelled', cancelledBy: 'seeker', seeker: null }]);
    const [mail] = await mailsTo(t, host.user.email, /^Visit cancelled: Neem Tree PG$/);
    expect(mail.text).toContain(`Spam Sanjay's Nivaas account was closed, so their visit to "Neem Tree PG" on`);
    // So does the phone reveal, and both are in the owner's CSV of leads as a former member's.
    const reveals = await t.graphql<{ phoneReveals: { items: unknown[] } }>(
      `{ phoneReveals { items { name email listing { id } } } }`,
      {},
      host.headers,
    );
    expect(reveals.data?.phoneReveals.items).toEqual([{ name: null, email: null, listing: { id: listingId } }]);
    const csv = await t.request.get('/api/v1/leads.csv').set(host.headers);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n').filter((line) => line.includes(FORMER_MEMBER_NAME))).toHaveLength(2);
    expect(csv.text).not.toContain('Spam Sanjay');
  });

  it("keeps the seekers' enquiries, threads, visits and reviews of a deleted owner's listings as history, and nothing that was the owner's", async () => {
    const leaving = await signedIn(t, 'owner', 'Ravi Rathore');
    const [listingId] = await listingsOf(t, leaving, ['Gulmohar Boys PG']);
    const visitor = await signedIn(t, 'user', 'Neha Nanda');
    const enquiryId = await enquiryAs(t, visitor, listingId);
    await writeInThread(t, enquiryId, 'A bed is free from the 1st.', leaving.headers);
    const visit = await t.graphql(
      `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
      { propertyId: listingId, input: { day: bookableVisitDays()[2], slot: 'evening' } },
      visitor.headers,
    );
    expect(visit.errors).toBeUndefined();
    const review = await t.graphql(
      `mutation ($propertyId: ID!, $input: ReviewInput!) { writeReview(propertyId: $propertyId, input: $input) { id } }`,
      { propertyId: listingId, input: { rating: 5, text: 'Homely food and a caring warden, close to the bus stop.' } },
      visitor.headers,
    );
    expect(review.errors).toBeUndefined();
    // The owner's own doings as a seeker elsewhere go with the account, as the foreign keys say.
    expect(
      (await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: listingId }, leaving.headers)).errors,
    ).toBeUndefined();

    expect((await t.graphql(DELETE, { id: leaving.user.id, reason: 'Fake listings' }, admin.headers)).data?.deleteUser).toBe(
      leaving.user.id,
    );

    const mine = await t.graphql<{ myEnquiries: { items: Array<{ id: string; listing: unknown; replies: unknown[] }> } }>(
      `{ myEnquiries { items { id listing { id title removed } replies { message fromSeeker } } } }`,
      {},
      visitor.headers,
    );
    expect(mine.data?.myEnquiries.items).toEqual([
      {
        id: enquiryId,
        listing: { id: listingId, title: 'Gulmohar Boys PG', removed: true },
        replies: [{ message: 'A bed is free from the 1st.', fromSeeker: false }],
      },
    ]);
    const visits = await t.graphql<{ myVisits: { items: unknown[] } }>(
      `{ myVisits { items { status cancelledBy listing { id removed } } } }`,
      {},
      visitor.headers,
    );
    expect(visits.data?.myVisits.items).toEqual([{ status: 'cancelled', cancelledBy: 'owner', listing: { id: listingId, removed: true } }]);
    expect(await t.dataSource.query('SELECT rating FROM reviews WHERE property_id = $1', [listingId])).toEqual([{ rating: 5 }]);

    // The account itself: scrubbed, marked deleted, gone from every admin list, and its e-mail free again.
    const [row] = await t.dataSource.query('SELECT name, email, contact_number, password_hash, deleted_at FROM users WHERE id = $1', [
      leaving.user.id,
    ]);
    expect(row).toEqual({ name: FORMER_MEMBER_NAME, email: null, contact_number: null, password_hash: null, deleted_at: expect.any(Date) });
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM shortlist_entries WHERE user_id = $1', [leaving.user.id])).toEqual([
      { n: 0 },
    ]);
    expect((await t.graphql(ME, {}, leaving.headers)).data).toEqual({ me: null });
    expect((await t.graphql(LOGIN, { input: { email: leaving.user.email, password: 'secret12' } })).data?.login).toBeFalsy();
    const listed = await t.graphql<UsersData>(USERS, { search: 'Former member' }, admin.headers);
    expect(listed.data?.users.total).toBe(0);
    expect((await t.graphql(DELETE, { id: leaving.user.id }, admin.headers)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const again = await t.graphql(REGISTER, { input: newAccount({ email: leaving.user.email, role: 'owner' }) });
    expect(again.errors).toBeUndefined();
  });
});
