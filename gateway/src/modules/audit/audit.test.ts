import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let otherAdmin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  otherAdmin = await signedIn(t, 'admin', 'Ravi Admin');
  owner = await signedIn(t, 'owner');
  listingId = (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput())).id;
});
afterAll(() => t.close());

const AUDIT = `query ($action: AuditAction, $actorId: ID, $from: DateTimeISO, $to: DateTimeISO, $page: Int, $limit: Int) {
  auditLog(action: $action, actorId: $actorId, from: $from, to: $to, page: $page, limit: $limit) {
    total totalPages items { action actorId actorName targetType targetId targetLabel reason details } } }`;
type AuditData = { auditLog: { total: number; totalPages: number; items: Array<Record<string, unknown>> } };
const SET_STATUS = 'mutation ($id: ID!, $status: ListingStatus!) { setPropertyStatus(id: $id, status: $status) { status } }';
const VERIFY =
  'mutation ($id: ID!) { verifyListing(id: $id, checklist: { photosMatch: true, ownerIdentitySeen: true, addressConfirmed: true, note: "Seen" }) { verified } }';
const UNVERIFY = 'mutation ($id: ID!, $reason: String!) { removeVerification(id: $id, reason: $reason) { verified } }';

describe('the audit log', () => {
  it('records rejecting, approving, verifying and unverifying a listing, with who and what', async () => {
    await t.graphql(SET_STATUS, { id: listingId, status: 'rejected' }, admin.headers);
    await t.graphql(SET_STATUS, { id: listingId, status: 'approved' }, otherAdmin.headers);
    await t.graphql(VERIFY, { id: listingId }, admin.headers);
    await t.graphql(UNVERIFY, { id: listingId, reason: 'Photos were old' }, admin.headers);
    const res = await t.graphql<AuditData>(AUDIT, {}, admin.headers);
    const title = listingInput().title;
    expect(res.data?.auditLog.items.slice(0, 4).reverse()).toEqual([
      expect.objectContaining({
        action: 'listing_rejected',
        actorName: 'Kavya Admin',
        targetType: 'listing',
        targetId: listingId,
        targetLabel: title,
        details: '{"to":"rejected","from":"approved"}',
      }),
      expect.objectContaining({ action: 'listing_approved', actorId: otherAdmin.user.id, actorName: 'Ravi Admin' }),
      expect.objectContaining({ action: 'listing_verified', reason: 'Seen' }),
      expect.objectContaining({ action: 'listing_unverified', reason: 'Photos were old' }),
    ]);
  });

  it('records marking a contact message read, once per real change', async () => {
    await t.services.contact.submit({
      fullName: 'Meera Iyer',
      email: 'meera@example.in',
      mobile: '9876543210',
      enquiryType: 'general',
      message: 'Do you list hostels in Pune?',
    });
    const [{ id }] = await t.dataSource.query('SELECT id FROM contact_messages LIMIT 1');
    const MARK = 'mutation ($id: ID!, $read: Boolean!) { markContactMessageRead(id: $id, read: $read) { read } }';
    await t.graphql(MARK, { id, read: true }, admin.headers);
    await t.graphql(MARK, { id, read: true }, admin.headers);
    await t.graphql(MARK, { id, read: false }, admin.headers);
    const entries = await t.dataSource.query(
      'SELECT action, target_label AS label FROM audit_log WHERE target_id = $1 ORDER BY created_at',
      [id],
    );
    expect(entries).toEqual([
      { action: 'message_read', label: 'Meera Iyer <meera@example.in>' },
      { action: 'message_unread', label: 'Meera Iyer <meera@example.in>' },
    ]);
  });

  it('filters by action, admin and dates, and pages on the server', async () => {
    const rejected = await t.graphql<AuditData>(AUDIT, { action: 'listing_rejected' }, admin.headers);
    expect(rejected.data?.auditLog.items.map((entry) => entry.action)).toEqual(['listing_rejected']);
    const byRavi = await t.graphql<AuditData>(AUDIT, { actorId: otherAdmin.user.id }, admin.headers);
    expect(byRavi.data?.auditLog.items.map((entry) => entry.action)).toEqual(['listing_approved']);
    const future = await t.graphql<AuditData>(AUDIT, { from: new Date(Date.now() + 60_000).toISOString() }, admin.headers);
    expect(future.data?.auditLog.total).toBe(0);
    const past = await t.graphql<AuditData>(AUDIT, { to: new Date(Date.now() - 3_600_000).toISOString() }, admin.headers);
    expect(past.data?.auditLog.total).toBe(0);
    const paged = await t.graphql<AuditData>(AUDIT, { page: 2, limit: 2 }, admin.headers);
    expect(paged.data?.auditLog).toMatchObject({ total: 6, totalPages: 3 });
    expect(paged.data?.auditLog.items).toHaveLength(2);
    expect((await t.graphql(AUDIT, { limit: 1000 }, admin.headers)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    const actors = await t.graphql<{ auditActors: Array<{ name: string }> }>('{ auditActors { name } }', {}, admin.headers);
    expect(actors.data?.auditActors.map((actor) => actor.name)).toEqual(['Kavya Admin', 'Ravi Admin']);
  });

  it('is for admins only', async () => {
    const seeker = await signedIn(t, 'user');
    for (const headers of [owner.headers, seeker.headers, {}]) {
      for (const query of [AUDIT, '{ auditActors { id } }']) {
        expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain((await t.graphql(query, {}, headers)).errors?.[0]?.extensions?.code);
      }
    }
  });

  it('writes nothing when the action fails', async () => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log');
    await t.graphql(SET_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'approved' }, admin.headers);
    await t.graphql(UNVERIFY, { id: listingId, reason: '' }, admin.headers);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
  });
});
