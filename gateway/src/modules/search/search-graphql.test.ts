import { CURATED_COLLECTIONS, AMENITY_COLLECTIONS } from '../../../../shared/domain/search';
import { signedIn } from '../../test/fixtures';
import { Property } from '../property/property.entity';
import { BAD_INPUT_CASES, FILTER_CASES, SORT_CASES } from '../../test/search-cases';
import { idsKept, type KnownListing, useSearchTestApp } from '../../test/search-fixtures';

const app = useSearchTestApp();

const SEARCH = `query Search($filter: SearchFilterInput, $page: Int, $limit: Int, $sort: SearchSort) {
  search(filter: $filter, page: $page, limit: $limit, sort: $sort) {
    total page limit totalPages sort understoodQuery
    results { distanceKm property { id title price locality createdAt gender coverImage { thumbnailUrl } owner { role } } }
    facets { hostelType { value label count } sharingType { value count } amenities { value count } priceBands { key count } }
  }
}`;

interface SearchData {
  search: {
    total: number;
    page: number;
    limit: number;
    totalPages: number;
    sort: string;
    understoodQuery: string | null;
    results: Array<{
      distanceKm: number | null;
      property: { id: string; title: string; price: number; locality: string; createdAt: string; gender: string };
    }>;
    facets: { hostelType: Array<{ value: string; label: string; count: number }> } | null;
  };
}

/** Just the ids and counts: a big page of whole cards costs more than the query cost limit allows. */
const IDS = `query Ids($filter: SearchFilterInput, $page: Int, $limit: Int, $sort: SearchSort) {
  search(filter: $filter, page: $page, limit: $limit, sort: $sort) { total sort results { distanceKm property { id price createdAt } } }
}`;

async function search(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.t.graphql<SearchData>(Number(variables.limit) >= 100 ? IDS : SEARCH, variables, headers);
}

const ids = (data: SearchData | null | undefined) => (data?.search.results ?? []).map((r) => r.property.id).sort();
const expected = (keep: (l: KnownListing, all: KnownListing[]) => boolean) => idsKept(app.listings, keep);

describe('GraphQL search', () => {
  it('answers the page, totals, facets and the cards in one query', async () => {
    const { data, errors } = await search({ limit: 5 });
    expect(errors).toBeUndefined();
    expect(data?.search).toMatchObject({
      total: app.listings.length,
      page: 1,
      limit: 5,
      totalPages: Math.ceil(app.listings.length / 5),
      sort: 'newest',
    });
    expect(data?.search.results).toHaveLength(5);
    expect(data?.search.facets?.hostelType.map((h) => h.label)).toEqual(['Boys Hostel', 'Girls Hostel', 'Co-living']);
  });

  it('returns how it read q, typed, beside results that meet it; the given filters win over words', async () => {
    const READ = `query Read($filter: SearchFilterInput) { search(filter: $filter, limit: 50) {
      understood { text city location hostelType sharingType priceMin priceMax amenities foodPreference }
      results { property { city gender price amenities } } } }`;
    type Read = {
      search: {
        understood: Record<string, unknown> | null;
        results: Array<{ property: { city: string; gender: string; price: number; amenities: string[] } }>;
      };
    };
    const { data, errors } = await app.t.graphql<Read>(READ, { filter: { q: 'girls pg jaipur under 8000 with food' } });
    expect(errors).toBeUndefined();
    expect(data?.search.understood).toEqual({
      text: null,
      city: 'Jaipur',
      location: null,
      hostelType: 'girls_hostel',
      sharingType: null,
      priceMin: null,
      priceMax: 8000,
      amenities: ['meals'],
      foodPreference: null,
    });
    expect(data?.search.results.length).toBeGreaterThan(0);
    expect(data?.search.results.every(({ property: p }) => p.city === 'Jaipur' && p.gender !== 'male' && p.price <= 8000)).toBe(true);
    const boys = await app.t.graphql<Read>(READ, { filter: { q: 'girls pg jaipur', hostelType: 'boys_hostel' } });
    expect(boys.data?.search.understood).toMatchObject({ hostelType: null, city: 'Jaipur' });
    expect(boys.data?.search.results.every(({ property: p }) => p.gender !== 'female')).toBe(true);
    expect((await app.t.graphql<Read>(READ, { filter: { city: 'Jaipur' } })).data?.search.understood).toBeNull();
  });

  it('counts the food preferences without their own filter, and the co-living hostel type', async () => {
    const FOOD = `query Food($filter: SearchFilterInput) { search(filter: $filter, limit: 1) { total facets { foodPreference { value label count } hostelType { value count } } } }`;
    type Food = {
      search: {
        total: number;
        facets: {
          foodPreference: Array<{ value: string; label: string; count: number }>;
          hostelType: Array<{ value: string; count: number }>;
        };
      };
    };
    const { data, errors } = await app.t.graphql<Food>(FOOD, { filter: { city: 'Jaipur', foodPreference: 'veg' } });
    expect(errors).toBeUndefined();
    const jaipur = app.listings.filter((l) => l.city === 'Jaipur');
    expect(data?.search.total).toBe(jaipur.filter((l) => l.foodPreference === 'veg').length);
    expect(data?.search.facets.foodPreference).toEqual([
      { value: 'any', label: 'Any', count: jaipur.length },
      { value: 'veg', label: 'Veg', count: jaipur.filter((l) => l.foodPreference === 'veg').length },
      {
        value: 'non_veg',
        label: 'Non-veg',
        count: jaipur.filter((l) => l.foodPreference === 'non_veg' || l.foodPreference === 'both').length,
      },
    ]);
    expect(data?.search.facets.hostelType.find((h) => h.value === 'co_living')?.count).toBe(
      jaipur.filter((l) => l.gender === 'unisex' && l.foodPreference === 'veg').length,
    );
  });

  it.each(FILTER_CASES)('filters: $name', async ({ graphql, keep }) => {
    const { data, errors } = await search({ filter: graphql, limit: 100 });
    expect(errors).toBeUndefined();
    expect(ids(data)).toEqual(expected(keep));
    expect(data?.search.total).toBe(expected(keep).length);
  });

  it.each(SORT_CASES)('sorts: $name', async ({ graphql, keep, order }) => {
    const RATED = `query Rated($filter: SearchFilterInput, $sort: SearchSort) { search(filter: $filter, sort: $sort, limit: 100) { sort results { property { id rating { average count } } } } }`;
    type Rated = {
      search: { sort: string; results: Array<{ property: { id: string; rating: { average: number | null; count: number } } }> };
    };
    const { data, errors } = await app.t.graphql<Rated>(RATED, graphql);
    expect(errors).toBeUndefined();
    expect(data?.search.sort).toBe(graphql.sort);
    const wanted = app.listings.filter(keep).sort(order);
    expect(data?.search.results.map((r) => r.property.id)).toEqual(wanted.map((l) => l.id));
    expect(data?.search.results.map((r) => r.property.rating)).toEqual(
      wanted.map((l) => ({ average: l.ratingCount ? Math.round((l.ratingSum / l.ratingCount) * 10) / 10 : null, count: l.ratingCount })),
    );
  });

  it.each(BAD_INPUT_CASES.filter((c) => c.graphql))(
    'refuses $graphql as BAD_USER_INPUT naming $field',
    async ({ graphql, field, message, graphqlMessage }) => {
      const { data, errors } = await search(graphql as Record<string, unknown>);
      // Paging arguments are refused before execution (no data entry at all); filters during it (data null).
      expect(data ?? null).toBeNull();
      expect(errors?.[0].message).toMatch(graphqlMessage ?? message);
      expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    },
  );

  it('sorts by price both ways and by newest; distance needs a point', async () => {
    const prices = async (sort: string) => (await search({ sort, limit: 100 })).data?.search.results.map((r) => r.property.price) ?? [];
    const low = await prices('price_asc');
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = await prices('price_desc');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = (await search({ sort: 'newest', limit: 100 })).data?.search.results.map((r) => r.property.createdAt) ?? [];
    expect(newest).toEqual([...newest].sort().reverse());
    const near = await search({ filter: { lat: 26.8539, lng: 75.805 }, sort: 'distance', limit: 100 });
    const distances = near.data?.search.results.map((r) => r.distanceKm as number) ?? [];
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('skips counting when only the page is asked for (the home page)', async () => {
    const { data, errors } = await app.t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(
      `{ search(limit: 4, sort: newest) { results { property { id createdAt } } } }`,
    );
    expect(errors).toBeUndefined();
    const newest = [...app.listings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id)).slice(0, 4);
    expect(data?.search.results.map((r) => r.property.id)).toEqual(newest.map((l) => l.id));
  });
});

describe('GraphQL searchCollections', () => {
  it('counts each home collection exactly as its search finds', async () => {
    const { data } = await app.t.graphql<{ searchCollections: Array<{ key: string; label: string; count: number; query: string }> }>(
      '{ searchCollections { key label count query } }',
    );
    const collections = data?.searchCollections ?? [];
    expect(collections.map((c) => c.label)).toEqual([...CURATED_COLLECTIONS, ...AMENITY_COLLECTIONS].map((c) => c.label));
    expect(collections.map((c) => c.label)).toEqual([
      'For Boys',
      'For Girls',
      'For Students',
      'For Working Professionals',
      'AC Room',
      'Food Service',
      'Free WiFi',
      'Laundry Available',
    ]);
    for (const collection of collections) {
      const res = await app.t.request.get(`/api/v1/search?${collection.query}`);
      expect(res.body.total).toBe(collection.count);
      expect(collection.count).toBeGreaterThan(0);
    }
    expect(collections.find((c) => c.key === 'girls')?.query).toBe('hostelType=girls_hostel');
  });

  it('counts again as soon as a listing changes, so the home page says what the search then finds', async () => {
    const girls = async () => {
      const { data } = await app.t.graphql<{ searchCollections: Array<{ key: string; count: number }> }>(
        '{ searchCollections { key count } }',
      );
      return data?.searchCollections.find((c) => c.key === 'girls')?.count;
    };
    const before = await girls();
    const found = await app.t.request.get('/api/v1/search?hostelType=girls_hostel');
    expect(found.body.total).toBe(before);
    const paused = found.body.results[0]._id as string;
    const listings = app.t.dataSource.getRepository(Property);
    await listings.update({ id: paused }, { pausedAt: new Date() });
    try {
      expect(await girls()).toBe(Number(before) - 1);
      expect((await app.t.request.get('/api/v1/search?hostelType=girls_hostel')).body.total).toBe(Number(before) - 1);
    } finally {
      await listings.update({ id: paused }, { pausedAt: null });
    }
    expect(await girls()).toBe(before);
  });
});

describe('hide already seen', () => {
  const SEEN = 'mutation Seen($id: ID!) { markListingSeen(id: $id) }';

  it('is a harmless no-op for anonymous visitors', async () => {
    const { data, errors } = await app.t.graphql<{ markListingSeen: boolean }>(SEEN, { id: app.listings[0].id });
    expect(errors).toBeUndefined();
    expect(data?.markListingSeen).toBe(false);
  });

  it('remembers what a signed-in seeker opened and leaves it out of their searches when asked', async () => {
    const seeker = await signedIn(app.t, 'user', 'Riya Sharma');
    const jaipur = app.listings.filter((l) => l.city === 'Jaipur');
    for (const listing of jaipur.slice(0, 3)) {
      expect((await app.t.graphql<{ markListingSeen: boolean }>(SEEN, { id: listing.id }, seeker.headers)).data?.markListingSeen).toBe(
        true,
      );
    }
    // Opening one twice is fine; unknown ids do nothing.
    expect((await app.t.graphql<{ markListingSeen: boolean }>(SEEN, { id: jaipur[0].id }, seeker.headers)).data?.markListingSeen).toBe(
      true,
    );
    expect((await app.t.graphql<{ markListingSeen: boolean }>(SEEN, { id: 'nope' }, seeker.headers)).data?.markListingSeen).toBe(false);

    const hidden = await search({ filter: { city: 'Jaipur', hideSeen: true }, limit: 100 }, seeker.headers);
    expect(ids(hidden.data)).toEqual(
      jaipur
        .slice(3)
        .map((l) => l.id)
        .sort(),
    );
    // Not asked, or somebody else: nothing is left out.
    expect((await search({ filter: { city: 'Jaipur' }, limit: 100 }, seeker.headers)).data?.search.total).toBe(jaipur.length);
    const other = await signedIn(app.t, 'user', 'Aman Verma');
    expect((await search({ filter: { city: 'Jaipur', hideSeen: true }, limit: 100 }, other.headers)).data?.search.total).toBe(
      jaipur.length,
    );
    // The same through REST with the seeker's token.
    const rest = await app.t.request.get('/api/v1/search').set(seeker.headers).query({ city: 'Jaipur', hideSeen: 'true', limit: '100' });
    expect(rest.body.total).toBe(jaipur.length - 3);
  });

  it('leaves out the ids this browser remembers (excludeIds), signed in or not', async () => {
    const excluded = app.listings.slice(0, 2).map((l) => l.id);
    const res = await search({ filter: { excludeIds: excluded }, limit: 100 });
    expect(res.data?.search.total).toBe(app.listings.length - 2);
    const rest = await app.t.request.get('/api/v1/search').query({ excludeIds: excluded.join(','), limit: '100' });
    expect(rest.body.results.map((r: { _id: string }) => r._id)).not.toContain(excluded[0]);
  });
});
