import { SHORTLIST_MAX, SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const IDS = `{ shortlistedIds }`;
const ADD = `mutation ($id: ID!) { addToShortlist(propertyId: $id) }`;
const REMOVE = `mutation ($id: ID!) { removeFromShortlist(propertyId: $id) }`;
const MERGE = `mutation ($ids: [ID!]!) { mergeShortlist(propertyIds: $ids) }`;
const BY_IDS = `query ($ids: [ID!]!) { propertiesByIds(ids: $ids) { id title } }`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listings: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  listings = await listingsOf(t, owner, ['First PG', 'Second PG', 'Third PG', 'Fourth PG']);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ids = async (headers: Headers) => (await t.graphql<{ shortlistedIds: string[] }>(IDS, {}, headers)).data?.shortlistedIds;
const add = (id: string, headers: Headers) => t.graphql<{ addToShortlist: string[] }>(ADD, { id }, headers);
const rowsOf = async (userId: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM shortlist_entries WHERE user_id = $1`, [userId]))[0].n as number;

/** `count` copies of a listing, straight in the database (the limit needs many listings). */
async function copiesOf(id: string, count: number): Promise<string[]> {
  const columns: Array<{ column_name: string }> = await t.dataSource.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'properties' AND column_name <> 'id' AND is_generated = 'NEVER'`,
  );
  const list = columns.map((column) => `"${column.column_name}"`).join(', ');
  const rows: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO properties (id, ${list}) SELECT gen_random_uuid(), ${list} FROM properties, generate_series(1, $2) WHERE id = $1 RETURNING id`,
    [id, count],
  );
  return rows.map((row) => row.id);
}

describe('the shortlist of a signed-in user', () => {
  it('is for signed-in users only', async () => {
    expect((await t.graphql(IDS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(ADD, { id: listings[0] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(MERGE, { ids: [listings[0]] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds and removes listings, newest first, each listing once, and answers the ids every time', async () => {
    const seeker = await signedIn(t, 'user');
    expect(await ids(seeker.headers)).toEqual([]);
    expect((await add(listings[0], seeker.headers)).data?.addToShortlist).toEqual([listings[0]]);
    expect((await add(listings[1], seeker.headers)).data?.addToShortlist).toEqual([listings[1], listings[0]]);
    // Twice, even at once: still one row (the table's primary key is user and listing).
    const again = await Promise.all([add(listings[0], seeker.headers), add(listings[0], seeker.headers)]);
    for (const res of again) expect(res.data?.addToShortlist).toEqual([listings[1], listings[0]]);
    expect(await rowsOf(seeker.user.id)).toBe(2);
    expect(
      (await t.graphql<{ removeFromShortlist: string[] }>(REMOVE, { id: listings[1] }, seeker.headers)).data?.removeFromShortlist,
    ).toEqual([listings[0]]);
    // Removing what is not there changes nothing and is no error.
    expect((await t.graphql<{ removeFromShortlist: string[] }>(REMOVE, { id: UNKNOWN }, seeker.headers)).data?.removeFromShortlist).toEqual(
      [listings[0]],
    );
    expect(await ids(seeker.headers)).toEqual([listings[0]]);
  });

  it("keeps each user's shortlist to themselves", async () => {
    const [asha, ravi] = [await signedIn(t, 'user'), await signedIn(t, 'user')];
    await add(listings[2], asha.headers);
    expect(await ids(ravi.headers)).toEqual([]);
    await t.graphql(REMOVE, { id: listings[2] }, ravi.headers);
    expect(await ids(asha.headers)).toEqual([listings[2]]);
    expect(await rowsOf(asha.user.id)).toBe(1);
  });

  it('refuses listings that do not exist or are not public', async () => {
    const seeker = await signedIn(t, 'user');
    expect((await add(UNKNOWN, seeker.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await add('not-an-id', seeker.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [hidden] = await copiesOf(listings[0], 1);
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [hidden]);
    expect((await add(hidden, seeker.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('drops listings that are unpublished or deleted, without errors', async () => {
    const seeker = await signedIn(t, 'user');
    const [unpublished, deleted] = await copiesOf(listings[0], 2);
    await add(unpublished, seeker.headers);
    await add(deleted, seeker.headers);
    await add(listings[3], seeker.headers);
    await t.dataSource.query(`UPDATE properties SET status = 'rejected' WHERE id = $1`, [unpublished]);
    await t.services.properties.delete({ id: owner.user.id, role: 'owner' }, deleted);
    const res = await t.graphql<{ shortlistedIds: string[] }>(IDS, {}, seeker.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data?.shortlistedIds).toEqual([listings[3]]);
    // Approved again, it is back where it was.
    await t.dataSource.query(`UPDATE properties SET status = 'approved' WHERE id = $1`, [unpublished]);
    expect(await ids(seeker.headers)).toEqual([listings[3], unpublished]);
  });

  it(`holds at most ${SHORTLIST_MAX} listings`, async () => {
    const seeker = await signedIn(t, 'user');
    const many = await copiesOf(listings[0], SHORTLIST_MAX);
    await t.dataSource.query(`INSERT INTO shortlist_entries (user_id, property_id) SELECT $1, id FROM unnest($2::uuid[]) AS id`, [
      seeker.user.id,
      many.slice(0, SHORTLIST_MAX - 1),
    ]);
    expect((await add(many[SHORTLIST_MAX - 1], seeker.headers)).data?.addToShortlist).toHaveLength(SHORTLIST_MAX);
    const refused = await add(listings[1], seeker.headers);
    expect(refused.errors?.[0]).toMatchObject({ message: SHORTLIST_MESSAGES.full, extensions: { code: 'CONFLICT' } });
    // A merge at sign-in never fails for it: what does not fit is left out.
    const merged = await t.graphql<{ mergeShortlist: string[] }>(MERGE, { ids: [listings[1], listings[2]] }, seeker.headers);
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeShortlist).toHaveLength(SHORTLIST_MAX);
    expect(merged.data?.mergeShortlist).not.toContain(listings[1]);
    expect(await rowsOf(seeker.user.id)).toBe(SHORTLIST_MAX);
  });
});

describe('merging the shortlist a browser kept before sign-in', () => {
  it("adds the browser's listings (newest first) ahead of the account's, once each, skipping what is gone", async () => {
    const seeker = await signedIn(t, 'user');
    await add(listings[0], seeker.headers);
    const [hidden] = await copiesOf(listings[0], 1);
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [hidden]);
    const local = [listings[2], listings[0], 'not-an-id', UNKNOWN, hidden, listings[1], listings[2]];
    const merged = await t.graphql<{ mergeShortlist: string[] }>(MERGE, { ids: local }, seeker.headers);
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeShortlist).toEqual([listings[2], listings[1], listings[0]]);
    expect(await rowsOf(seeker.user.id)).toBe(3);
    // Merging the same list again (a second tab) changes nothing.
    expect((await t.graphql<{ mergeShortlist: string[] }>(MERGE, { ids: local }, seeker.headers)).data?.mergeShortlist).toEqual([
      listings[2],
      listings[1],
      listings[0],
    ]);
  });

  it(`refuses more than ${SHORTLIST_MAX} ids, naming the argument`, async () => {
    const seeker = await signedIn(t, 'user');
    const res = await t.graphql(MERGE, { ids: Array.from({ length: SHORTLIST_MAX + 1 }, () => UNKNOWN) }, seeker.headers);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'propertyIds' });
  });
});

describe('listings by id (the shortlist page)', () => {
  it('answers public listings in the order asked and leaves out the rest, for anybody', async () => {
    const [hidden] = await copiesOf(listings[0], 1);
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [hidden]);
    const res = await t.graphql<{ propertiesByIds: Array<{ id: string; title: string }> }>(BY_IDS, {
      ids: [listings[3], hidden, UNKNOWN, 'nope', listings[0]],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.propertiesByIds.map((listing) => listing.title)).toEqual(['Fourth PG', 'First PG']);
  });

  it(`refuses more than ${SHORTLIST_MAX} ids`, async () => {
    const res = await t.graphql(BY_IDS, { ids: Array.from({ length: SHORTLIST_MAX + 1 }, () => UNKNOWN) });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });
});
