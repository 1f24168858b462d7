import { SAVED_SEARCH_MAX, SAVED_SEARCH_MESSAGES, savedSearchName } from '../../../../shared/domain/saved-searches';
import { searchFiltersSchema } from '../../../../shared/validation/search';
import { savedSearchesSeed } from '../../db/seed/saved-searches.seed';
import { SEED_ACCOUNTS, usersSeed } from '../../db/seed/users.seed';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIELDS = 'id name query paused newMatches';
const LIST = `{ savedSearches { ${FIELDS} } }`;
const SAVE = `mutation ($name: String!, $query: String!) { saveSearch(name: $name, query: $query) { alreadySaved savedSearch { ${FIELDS} } } }`;
const RENAME = `mutation ($id: ID!, $name: String!) { renameSavedSearch(id: $id, name: $name) { ${FIELDS} } }`;
const PAUSE = `mutation ($id: ID!, $paused: Boolean!) { setSavedSearchPaused(id: $id, paused: $paused) { ${FIELDS} } }`;
const OPEN = `mutation ($id: ID!) { openSavedSearch(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSavedSearch(id: $id) }`;
const SEARCH = `query ($filter: SearchFilterInput) { search(filter: $filter, limit: 100) { total results { property { id } } } }`;

interface Saved {
  id: string;
  name: string;
  query: string;
  paused: boolean;
  newMatches: number | null;
}
type Headers = Record<string, string>;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  admin = await signedIn(t, 'admin');
  // Listed long ago: none of them is new to a search saved today.
  for (const [title, gender] of [
    ['Saanjh Girls PG', 'female'],
    ['Old Boys PG', 'male'],
  ])
    await listing(title, gender);
  await t.dataSource.query(`UPDATE properties SET created_at = now() - interval '30 days', listed_since = now() - interval '30 days'`);
});
afterAll(() => t.close());

async function listing(title: string, gender: string): Promise<string> {
  return (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title, gender }))).id;
}
const save = (name: string, query: string, headers: Headers) =>
  t.graphql<{ saveSearch: { alreadySaved: boolean; savedSearch: Saved } }>(SAVE, { name, query }, headers);
const list = async (headers: Headers) => (await t.graphql<{ savedSearches: Saved[] }>(LIST, {}, headers)).data?.savedSearches ?? [];
const newMatchesOf = async (id: string, headers: Headers) => (await list(headers)).find((saved) => saved.id === id)?.newMatches;

describe('saving a search', () => {
  it('is for signed-in users only', async () => {
    expect((await t.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(SAVE, { name: 'Jaipur', query: 'city=Jaipur' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("keeps the search page's query in one order, without the listings this browser opened, and the same search once", async () => {
    const seeker = await signedIn(t, 'user');
    const first = await save(
      'Girls in Jaipur',
      '?sort=price_asc&hostelType=girls_hostel&city=jaipur&excludeIds=00000000-0000-4000-8000-000000000000&page=3',
      seeker.headers,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.saveSearch).toMatchObject({
      alreadySaved: false,
      savedSearch: { name: 'Girls in Jaipur', query: 'city=Jaipur&hostelType=girls_hostel&sort=price_asc', paused: false, newMatches: 0 },
    });
    // The same search, written another way: the one kept, under its first name.
    const again = await save('Another name', 'city=Jaipur&sort=price_asc&hostelType=girls_hostel', seeker.headers);
    expect(again.data?.saveSearch).toMatchObject({
      alreadySaved: true,
      savedSearch: { id: first.data?.saveSearch.savedSearch.id, name: 'Girls in Jaipur' },
    });
    expect(await list(seeker.headers)).toHaveLength(1);
  });

  it('refuses a name or a search the page would refuse, naming the field', async () => {
    const seeker = await signedIn(t, 'user');
    expect((await save('   ', 'city=Jaipur', seeker.headers)).errors?.[0]).toMatchObject({
      message: SAVED_SEARCH_MESSAGES.nameRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect((await save('x'.repeat(81), 'city=Jaipur', seeker.headers)).errors?.[0]).toMatchObject({
      message: SAVED_SEARCH_MESSAGES.nameTooLong,
      extensions: { field: 'name' },
    });
    expect((await save('Cheap', 'priceMin=9000&priceMax=100', seeker.headers)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'priceMax',
    });
    expect(await list(seeker.headers)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} per account`, async () => {
    const seeker = await signedIn(t, 'user');
    await t.dataSource.query(
      `INSERT INTO saved_searches (user_id, name, query, unsubscribe_token)
       SELECT $1, 'Search ' || n, 'priceMax=' || (1000 + n), 'token-' || gen_random_uuid() FROM generate_series(1, $2) AS n`,
      [seeker.user.id, SAVED_SEARCH_MAX],
    );
    expect((await save('One more', 'city=Jaipur', seeker.headers)).errors?.[0]).toMatchObject({
      message: SAVED_SEARCH_MESSAGES.full,
      extensions: { code: 'CONFLICT' },
    });
    // One already kept is still found.
    expect((await save('Again', 'priceMax=1001', seeker.headers)).data?.saveSearch.alreadySaved).toBe(true);
  });
});

describe("a saved search's new matches", () => {
  it('counts the listings the search finds that were listed since it was last opened, as the search page does', async () => {
    const seeker = await signedIn(t, 'user');
    const query = 'city=Jaipur&hostelType=girls_hostel';
    const { id } = (await save('Girls · Jaipur', query, seeker.headers)).data!.saveSearch.savedSearch;

    const approvedLater = await listing('Approved Later Girls PG', 'female');
    const notMatching = await listing('New Boys PG', 'male');
    const pausedAndResumed = await listing('Resumed Girls PG', 'female');
    await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = ANY($1)`, [[approvedLater, notMatching]]);
    await t.dataSource.query(`UPDATE properties SET listed_since = now() - interval '30 days' WHERE id = $1`, [pausedAndResumed]);
    expect(await newMatchesOf(id, seeker.headers)).toBe(0);

    await t.services.listingReview.approveMany({ id: admin.user.id, role: 'admin' }, [approvedLater, notMatching]);
    await t.services.properties.setPaused({ id: owner.user.id, role: 'owner' }, pausedAndResumed, true);
    expect(await newMatchesOf(id, seeker.headers)).toBe(1);
    await t.services.properties.setPaused({ id: owner.user.id, role: 'owner' }, pausedAndResumed, false);
    expect(await newMatchesOf(id, seeker.headers)).toBe(2);

    // The search page, asked the same, lists those two among its results.
    const page = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(SEARCH, {
      filter: { city: 'Jaipur', hostelType: 'girls_hostel' },
    });
    const found = page.data?.search.results.map((result) => result.property.id);
    expect(found).toEqual(expect.arrayContaining([approvedLater, pausedAndResumed]));
    expect(found).not.toContain(notMatching);

    // Opened: nothing is new until the next listing.
    expect((await t.graphql<{ openSavedSearch: Saved }>(OPEN, { id }, seeker.headers)).data?.openSavedSearch.newMatches).toBe(0);
    // A listing that stops being listed is new no more (and not again, unless listed again).
    await t.services.properties.delete({ id: owner.user.id, role: 'owner' }, approvedLater);
    expect(await newMatchesOf(id, seeker.headers)).toBe(0);
  });
});

describe('managing saved searches', () => {
  it('renames, pauses, resumes and deletes them, and only their own', async () => {
    const [asha, ravi] = [await signedIn(t, 'user'), await signedIn(t, 'user')];
    const { id } = (await save('Jaipur', 'city=Jaipur', asha.headers)).data!.saveSearch.savedSearch;
    expect(
      (await t.graphql<{ renameSavedSearch: Saved }>(RENAME, { id, name: '  Near work ' }, asha.headers)).data?.renameSavedSearch.name,
    ).toBe('Near work');
    expect((await t.graphql(RENAME, { id, name: '' }, asha.headers)).errors?.[0]?.extensions).toMatchObject({ field: 'name' });
    expect(
      (await t.graphql<{ setSavedSearchPaused: Saved }>(PAUSE, { id, paused: true }, asha.headers)).data?.setSavedSearchPaused.paused,
    ).toBe(true);
    expect(
      (await t.graphql<{ setSavedSearchPaused: Saved }>(PAUSE, { id, paused: false }, asha.headers)).data?.setSavedSearchPaused.paused,
    ).toBe(false);

    // Somebody else's is not found, and not changed.
    for (const [document, variables] of [
      [RENAME, { id, name: 'Mine now' }],
      [PAUSE, { id, paused: true }],
      [OPEN, { id }],
    ] as const)
      expect((await t.graphql(document, variables, ravi.headers)).errors?.[0]).toMatchObject({
        message: SAVED_SEARCH_MESSAGES.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
    expect((await t.graphql<{ deleteSavedSearch: string[] }>(DELETE, { id }, ravi.headers)).data?.deleteSavedSearch).toEqual([]);
    expect(await list(asha.headers)).toMatchObject([{ id, name: 'Near work', paused: false }]);

    expect((await t.graphql<{ deleteSavedSearch: string[] }>(DELETE, { id }, asha.headers)).data?.deleteSavedSearch).toEqual([]);
    expect(await list(asha.headers)).toEqual([]);
    expect((await t.graphql(RENAME, { id: 'not-an-id', name: 'x' }, asha.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the sample data', () => {
  it('gives the demo seeker saved searches, one with new matches and one paused, named after their filters', async () => {
    expect(await usersSeed.run(t.services, t.dataSource)).toBeGreaterThan(0);
    expect(await savedSearchesSeed.run(t.services, t.dataSource)).toBe(3);
    const { email, password } = SEED_ACCOUNTS.user;
    const headers = { authorization: `Bearer ${(await t.services.auth.login({ email, password })).token}` };
    const saved = await list(headers);
    expect(saved).toHaveLength(3);
    expect(saved[0]).toMatchObject({ name: 'Jaipur', query: 'city=Jaipur', paused: false });
    expect(saved[0].newMatches).toBeGreaterThan(0);
    expect(saved.filter((search) => search.paused)).toHaveLength(1);
    for (const search of saved)
      expect(search.name).toBe(savedSearchName(searchFiltersSchema.parse(Object.fromEntries(new URLSearchParams(search.query)))));
  });
});
