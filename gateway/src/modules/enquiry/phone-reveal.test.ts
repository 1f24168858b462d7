import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const REVEAL = `mutation ($id: ID!) { revealPhoneNumber(propertyId: $id) }`;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingIds: string[];
beforeAll(async () => {
  t = await createTestApp({ THROTTLE_PHONE_REVEAL_ACCOUNT: '2/1d' });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  listingIds = await listingsOf(t, owner, ['First PG', 'Second PG', 'Third PG']);
});
afterAll(() => t.close());

const reveals = async (seekerId: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM phone_reveals WHERE seeker_id = $1`, [seekerId]))[0].n as number;

describe('View Phone Number', () => {
  it('is for signed-in users only, and no public answer carries the number', async () => {
    const anonymous = await t.graphql(REVEAL, { id: listingIds[0] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const fields = await t.graphql<{ __type: { fields: Array<{ name: string }> } }>(`{ __type(name: "ListingOwner") { fields { name } } }`);
    expect(fields.data?.__type.fields.map((field) => field.name)).not.toContain('contactNumber');
    const page = await t.request.get(`/api/v1/property/${listingIds[0]}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('9876543210');
  });

  it("shows the owner's number, records one lead per user, listing and day, even on parallel clicks", async () => {
    const seeker = await signedIn(t, 'user');
    const parallel = await Promise.all(
      [1, 2, 3].map(() => t.graphql<{ revealPhoneNumber: string }>(REVEAL, { id: listingIds[0] }, seeker.headers)),
    );
    for (const res of parallel) expect(res.data?.revealPhoneNumber).toBe('9876543210');
    expect(await reveals(seeker.user.id)).toBe(1);
    const [lead] = await t.dataSource.query(`SELECT owner_id, property_id FROM phone_reveals WHERE seeker_id = $1`, [seeker.user.id]);
    expect(lead).toEqual({ owner_id: owner.user.id, property_id: listingIds[0] });
  });

  it('limits the listings a user may reveal per day (configurable), with a clear message', async () => {
    const seeker = await signedIn(t, 'user');
    for (const id of listingIds.slice(0, 2)) expect((await t.graphql(REVEAL, { id }, seeker.headers)).errors).toBeUndefined();
    // Seeing an already revealed number again does not count.
    expect((await t.graphql(REVEAL, { id: listingIds[0] }, seeker.headers)).errors).toBeUndefined();
    const refused = await t.graphql(REVEAL, { id: listingIds[2] }, seeker.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(
      /^You have seen as many phone numbers as allowed for today; you can still send the owner an enquiry\. Please try again in \d+ hours?\.$/,
    );
    expect(await reveals(seeker.user.id)).toBe(2);
    // The owner sees their own number without using up anything.
    for (const id of listingIds) expect((await t.graphql(REVEAL, { id }, owner.headers)).errors).toBeUndefined();
    expect(await reveals(owner.user.id)).toBe(0);
  });

  it("lists the reveals of the owner's own listings as leads (admins all, others none)", async () => {
    const QUERY = `{ phoneReveals { total items { name email listing { id } } } }`;
    const mine = await t.graphql<{ phoneReveals: { total: number; items: Array<{ name: string; listing: { id: string } }> } }>(
      QUERY,
      {},
      owner.headers,
    );
    expect(mine.data?.phoneReveals.total).toBe(3);
    expect(mine.data?.phoneReveals.items.every((item) => listingIds.includes(item.listing.id))).toBe(true);
    const other = await signedIn(t, 'owner');
    expect((await t.graphql<{ phoneReveals: { total: number } }>(QUERY, {}, other.headers)).data?.phoneReveals.total).toBe(0);
    const seeker = await signedIn(t, 'user');
    expect((await t.graphql(QUERY, {}, seeker.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signedIn(t, 'admin');
    expect(
      (await t.graphql<{ phoneReveals: { total: number } }>(QUERY, {}, admin.headers)).data?.phoneReveals.total,
    ).toBeGreaterThanOrEqual(3);
  });

  it('answers a missing listing or a missing number with a 4xx and a message', async () => {
    const seeker = await signedIn(t, 'user');
    expect((await t.graphql(REVEAL, { id: '00000000-0000-4000-8000-000000000000' }, seeker.headers)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    await t.dataSource.query(`UPDATE users SET contact_number = NULL WHERE id = $1`, [owner.user.id]);
    const none = await t.graphql(REVEAL, { id: listingIds[1] }, seeker.headers);
    expect(none.errors?.[0]).toMatchObject({
      message: 'The owner has not added a phone number yet. Send them an enquiry instead.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
