import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cacheKey } from '../../common/shared-answer-cache';

type Account = Awaited<ReturnType<typeof signedIn>>;

const SEARCH = `query Search($filter: SearchFilterInput) { search(filter: $filter) { total results { property { id title price } } } }`;
const SUGGEST = `query Suggest($q: String!) { searchSuggestions(q: $q) { kind text listings } }`;
const APPROVE = `mutation ($ids: [ID!]!) { approveListings(ids: $ids) { approvedCount } }`;
const UPDATE = `mutation ($id: ID!, $input: PropertyInput!, $gallery: [String!]!) { updateProperty(id: $id, input: $input, gallery: $gallery) { id } }`;
const SEEN = 'mutation Seen($id: ID!) { markListingSeen(id: $id) }';

interface Found {
  search: { total: number; results: Array<{ property: { id: string; title: string; price: number } }> };
}

let t: TestApp;
let admin: Account;
let owner: Account;
// A long life, so only an invalidation (never the clock) can make a search see a change.
beforeAll(async () => {
  t = await createTestApp({ SEARCH_CACHE_SECONDS: '60', REVIEW_NEW_LISTINGS: 'true' });
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  owner = await signedIn(t, 'owner', 'Meera Joshi');
});
afterAll(() => t.close());

const search = async (filter: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const { data, errors } = await t.graphql<Found>(SEARCH, { filter }, headers);
  expect(errors).toBeUndefined();
  return data!.search;
};
const restTotal = async (query: Record<string, string>) =>
  (await t.request.get('/api/v1/search').query(query).expect(200)).body.total as number;
const newListing = async (title: string) =>
  (await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title }))).id;

describe('the search cache', () => {
  it('serves a repeated anonymous search from memory: a change it cannot see (raw SQL) stays unseen', async () => {
    const id = await newListing('Kesar Ladies Hostel');
    await t.graphql(APPROVE, { ids: [id] }, admin.headers);
    expect((await search({ q: 'Kesar' })).results.map((r) => r.property.price)).toEqual([7500]);
    await t.dataSource.query('UPDATE properties SET price = 9100 WHERE id = $1', [id]);
    expect((await search({ q: 'Kesar' })).results.map((r) => r.property.price)).toEqual([7500]);
    // The same filter written otherwise (keys in another order) is the same entry.
    expect(cacheKey({ q: 'Kesar', city: 'Jaipur', amenities: ['fan', 'wifi'] })).toBe(
      cacheKey({ amenities: ['wifi', 'fan'], city: 'Jaipur', q: 'Kesar' }),
    );
  });

  it('a search right after an approval, an edit or a removal sees it, through GraphQL and REST', async () => {
    const id = await newListing('Amaltas Girls PG');
    expect((await search({ q: 'Amaltas' })).total).toBe(0);
    expect(await restTotal({ q: 'Amaltas' })).toBe(0);
    expect(
      (await t.graphql<{ approveListings: { approvedCount: number } }>(APPROVE, { ids: [id] }, admin.headers)).data?.approveListings
        .approvedCount,
    ).toBe(1);
    expect((await search({ q: 'Amaltas' })).total).toBe(1);
    expect(await restTotal({ q: 'Amaltas' })).toBe(1);

    const edited = await t.graphql(
      UPDATE,
      { id, input: listingInput({ title: 'Amaltas Girls PG', price: 6400 }), gallery: [] },
      owner.headers,
    );
    expect(edited.errors).toBeUndefined();
    expect((await search({ q: 'Amaltas' })).results.map((r) => r.property.price)).toEqual([6400]);

    await t.request.delete(`/api/v1/properties/${id}`).set(owner.headers).expect(200);
    expect((await search({ q: 'Amaltas' })).total).toBe(0);
    expect(await restTotal({ q: 'Amaltas' })).toBe(0);
  });

  it('a status set by an admin (back to pending, then live again) shows at once, and so does the typeahead', async () => {
    const id = await newListing('Chandan Boys Hostel');
    await t.graphql(APPROVE, { ids: [id] }, admin.headers);
    const suggested = async () =>
      ((await t.graphql<{ searchSuggestions: Array<{ text: string }> }>(SUGGEST, { q: 'Chandan' })).data?.searchSuggestions ?? []).map(
        (s) => s.text,
      );
    expect(await suggested()).toContain('Chandan Boys Hostel');
    expect((await search({ q: 'Chandan' })).total).toBe(1);
    await t.services.properties.setStatus({ id: admin.user.id, role: 'admin' }, id, 'pending', { reason: 'Reported twice' });
    expect((await search({ q: 'Chandan' })).total).toBe(0);
    expect(await suggested()).not.toContain('Chandan Boys Hostel');
    await t.services.properties.setStatus({ id: admin.user.id, role: 'admin' }, id, 'approved');
    expect((await search({ q: 'Chandan' })).total).toBe(1);
  });

  it("an approval forgets the places' kept centres too (a search around a place reads its centre afresh)", async () => {
    const id = await newListing('Gulmohar Girls PG');
    const forgotten = jest.spyOn(t.services.search, 'forgetPlaceCentres');
    try {
      await t.graphql(APPROVE, { ids: [id] }, admin.headers);
      expect(forgotten).toHaveBeenCalled();
    } finally {
      forgotten.mockRestore();
    }
  });

  it('is never used for a signed-in seeker who hides the listings already seen', async () => {
    const id = await newListing('Mogra Girls Stay');
    await t.graphql(APPROVE, { ids: [id] }, admin.headers);
    const seeker = await signedIn(t, 'user', 'Rohan Gupta');
    const other = await signedIn(t, 'user', 'Asha Verma');
    expect((await search({ q: 'Mogra', hideSeen: true }, seeker.headers)).total).toBe(1);
    expect((await t.graphql<{ markListingSeen: boolean }>(SEEN, { id }, seeker.headers)).data?.markListingSeen).toBe(true);
    // Seen views are not listing changes: only skipping the cache hides it at once.
    expect((await search({ q: 'Mogra', hideSeen: true }, seeker.headers)).total).toBe(0);
    expect((await search({ q: 'Mogra', hideSeen: true }, other.headers)).total).toBe(1);
  });
});
