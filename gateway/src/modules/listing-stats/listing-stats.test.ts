import { randomUUID } from 'node:crypto';
import { LISTING_STAT_KINDS, STATS_WINDOW_DAYS } from '../../../../shared/domain/listing-stats';
import { listingInput, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const VIEW = `mutation ($id: ID!, $visitor: String) { recordListingView(propertyId: $id, visitorId: $visitor) }`;
const MINE = `{ myProperties(limit: 20) { items { id stats { days counts { kind count } } } } }`;
const ONE = `query ($id: ID!) { property(id: $id) { id stats { days counts { kind count } } } }`;
const TODAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listings: string[];
beforeAll(async () => {
  t = await createTestApp({ THROTTLE_LISTING_VIEW_IP: '40/1h' });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  listings = await listingsOf(t, owner, ['First PG', 'Second PG', 'Third PG']);
});
afterAll(() => t.close());

let address = 0;
/** Each call from an address of its own, so only the throttle test meets the per-IP limit. */
const view = (id: string, visitor: string | null, headers: Record<string, string> = {}) =>
  t.graphql<{ recordListingView: boolean }>(
    VIEW,
    { id, visitor },
    { 'x-forwarded-for': `10.20.${Math.floor(++address / 250)}.${address % 250}`, ...headers },
  );
const viewsToday = async (id: string) =>
  Number(
    (
      await t.dataSource.query(`SELECT coalesce(sum(views), 0) AS n FROM listing_view_days WHERE property_id = $1 AND day = ${TODAY}`, [id])
    )[0].n,
  );

type Stats = { days: number; counts: Array<{ kind: string; count: number }> } | null;
const asRecord = (stats: Stats | undefined) => Object.fromEntries((stats?.counts ?? []).map((entry) => [entry.kind, entry.count]));

describe('counting views of a listing page', () => {
  it('counts an anonymous browser once a day by the random id it sends, and needs that id', async () => {
    const [id] = listings;
    const visitor = randomUUID();
    expect((await view(id, visitor)).data?.recordListingView).toBe(true);
    expect((await view(id, visitor)).data?.recordListingView).toBe(false);
    expect((await view(id, randomUUID())).data?.recordListingView).toBe(true);
    expect(await viewsToday(id)).toBe(2);
    for (const visitorId of [null, 'not-a-uuid']) {
      expect((await view(id, visitorId)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'visitorId' });
    }
    expect(await viewsToday(id)).toBe(2);
  });

  it('counts a signed-in account once a day, whatever browser id it sends', async () => {
    const [, id] = listings;
    const seeker = await signedIn(t, 'user');
    expect((await view(id, randomUUID(), seeker.headers)).data?.recordListingView).toBe(true);
    expect((await view(id, randomUUID(), seeker.headers)).data?.recordListingView).toBe(false);
    expect((await view(id, null, seeker.headers)).data?.recordListingView).toBe(false);
    expect(await viewsToday(id)).toBe(1);
  });

  it("never counts the owner's own views, an admin's, or listings that are not public", async () => {
    const [, , id] = listings;
    expect((await view(id, randomUUID(), owner.headers)).data?.recordListingView).toBe(false);
    const admin = await signedIn(t, 'admin');
    expect((await view(id, randomUUID(), admin.headers)).data?.recordListingView).toBe(false);
    const hidden = (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Hidden PG' }))).id;
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [hidden]);
    expect((await view(hidden, randomUUID())).data?.recordListingView).toBe(false);
    expect((await view('00000000-0000-4000-8000-000000000000', randomUUID())).data?.recordListingView).toBe(false);
    expect(await viewsToday(id)).toBe(0);
    expect(await viewsToday(hidden)).toBe(0);
  });

  it('counts the same viewer again the next day, keeping one counter row per listing and day', async () => {
    const id = (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Daily PG' }))).id;
    const visitor = randomUUID();
    expect((await view(id, visitor)).data?.recordListingView).toBe(true);
    // A day passes: what was counted today becomes yesterday's.
    await t.dataSource.query(`UPDATE listing_view_days SET day = day - 1 WHERE property_id = $1`, [id]);
    await t.dataSource.query(`UPDATE listing_viewers SET day = day - 1 WHERE property_id = $1`, [id]);
    expect((await view(id, visitor)).data?.recordListingView).toBe(true);
    expect((await view(id, randomUUID())).data?.recordListingView).toBe(true);
    const days = await t.dataSource.query(
      `SELECT day = ${TODAY} AS today, views FROM listing_view_days WHERE property_id = $1 ORDER BY day`,
      [id],
    );
    expect(days).toEqual([
      { today: false, views: 1 },
      { today: true, views: 2 },
    ]);
    // Yesterday's marks are gone: only today's viewers are kept.
    const marks = await t.dataSource.query(
      `SELECT count(*)::int AS n, bool_and(day = ${TODAY}) AS today FROM listing_viewers WHERE property_id = $1`,
      [id],
    );
    expect(marks).toEqual([{ n: 2, today: true }]);
  });

  it('limits the views one address may record (THROTTLE_LISTING_VIEW_IP)', async () => {
    const headers = { 'x-forwarded-for': '10.30.0.1' };
    const answers = [];
    for (let i = 0; i < 41; i += 1) answers.push(await t.graphql(VIEW, { id: listings[0], visitor: randomUUID() }, headers));
    expect(answers.slice(0, 40).every((res) => !res.errors)).toBe(true);
    expect(answers[40].errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many listing views\./),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});

describe("an owner's figures per listing (My Properties)", () => {
  it(`equal what the database holds for the last ${STATS_WINDOW_DAYS} days, for the whole page in one call`, async () => {
    const [first, second] = listings;
    const seeker = await signedIn(t, 'user');
    // Views on several days, one of them too old to count.
    await t.dataSource.query(
      `INSERT INTO listing_view_days (property_id, day, views) VALUES ($1, ${TODAY} - 3, 5), ($1, ${TODAY} - 29, 4), ($1, ${TODAY} - 30, 100)
       ON CONFLICT (property_id, day) DO UPDATE SET views = EXCLUDED.views`,
      [first],
    );
    // Enquiries, reveals, visits and shortlists: recent ones and one from long ago of each.
    const enquiry = (createdAt: string) =>
      t.dataSource.query(
        `INSERT INTO enquiries (property_id, owner_id, customer_type, name, email, city, phone, message, created_at)
         VALUES ($1, $2, 'individual', 'Asha', 'asha@example.in', 'Jaipur', '9876543210', 'Hello', ${createdAt})`,
        [first, owner.user.id],
      );
    await enquiry('now()');
    await enquiry(`now() - interval '2 days'`);
    await enquiry(`now() - interval '31 days'`);
    await t.dataSource.query(`INSERT INTO phone_reveals (property_id, owner_id, seeker_id) VALUES ($1, $2, $3)`, [
      second,
      owner.user.id,
      seeker.user.id,
    ]);
    await t.dataSource.query(
      `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at) VALUES ($1, $2, $3, now() - interval '40 days')`,
      [first, owner.user.id, seeker.user.id],
    );
    const visit = (property: string, createdAt: string) =>
      t.dataSource.query(
        `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, created_at)
         VALUES ($1, $2, $3, current_date + 1, 'evening', now() + interval '1 day', now() + interval '1 day 2 hours', ${createdAt})`,
        [property, owner.user.id, seeker.user.id],
      );
    await visit(first, `now() - interval '1 day'`);
    await visit(second, 'now()');
    await visit(second, `now() - interval '3 days'`);
    await visit(second, `now() - interval '45 days'`);
    await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: first }, seeker.headers);
    await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: second }, seeker.headers);
    const other = await signedIn(t, 'user');
    await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: first }, other.headers);
    await t.dataSource.query(`UPDATE shortlist_entries SET created_at = now() - interval '35 days' WHERE user_id = $1`, [other.user.id]);

    const direct = async (id: string) => {
      const [row] = await t.dataSource.query(
        `SELECT (SELECT coalesce(sum(views), 0) FROM listing_view_days WHERE property_id = $1 AND day > ${TODAY} - 30)::int AS views,
                (SELECT count(*) FROM enquiries WHERE property_id = $1 AND created_at > now() - interval '30 days')::int AS enquiries,
                (SELECT count(*) FROM phone_reveals WHERE property_id = $1 AND created_at > now() - interval '30 days')::int AS phone_reveals,
                (SELECT count(*) FROM visits WHERE property_id = $1 AND created_at > now() - interval '30 days')::int AS visits,
                (SELECT count(*) FROM shortlist_entries WHERE property_id = $1 AND created_at > now() - interval '30 days')::int AS shortlists`,
        [id],
      );
      return row as Record<string, number>;
    };

    const statsOf = jest.spyOn(t.services.listingStats, 'statsOf');
    const res = await t.graphql<{ myProperties: { items: Array<{ id: string; stats: Stats }> } }>(MINE, {}, owner.headers);
    expect(res.errors).toBeUndefined();
    // One batched call for the whole page, not one per listing.
    expect(statsOf).toHaveBeenCalledTimes(1);
    statsOf.mockRestore();
    const items = res.data!.myProperties.items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.stats?.days).toBe(STATS_WINDOW_DAYS);
      expect(item.stats?.counts.map((entry) => entry.kind)).toEqual([...LISTING_STAT_KINDS]);
      expect(asRecord(item.stats)).toEqual(await direct(item.id));
    }
    const byId = new Map(items.map((item) => [item.id, asRecord(item.stats)]));
    // The figures are not all zero: what was inserted above shows.
    expect(byId.get(first)).toMatchObject({
      views: (await viewsToday(first)) + 5 + 4,
      enquiries: 2,
      phone_reveals: 0,
      visits: 1,
      shortlists: 1,
    });
    expect(byId.get(second)).toMatchObject({ phone_reveals: 1, visits: 2, shortlists: 1 });
  });

  it('are for the listing owner and admins only: null for anybody else', async () => {
    const [id] = listings;
    const ask = async (headers: Record<string, string> = {}) =>
      (await t.graphql<{ property: { stats: Stats } }>(ONE, { id }, headers)).data?.property.stats;
    expect(await ask()).toBeNull();
    expect(await ask((await signedIn(t, 'user')).headers)).toBeNull();
    expect(await ask((await signedIn(t, 'owner')).headers)).toBeNull();
    expect(asRecord(await ask(owner.headers)).views).toBeGreaterThan(0);
    expect(asRecord(await ask((await signedIn(t, 'admin')).headers)).views).toBeGreaterThan(0);
  });
});
