import { BAD_INPUT_CASES, FILTER_CASES, SORT_CASES } from '../../test/search-cases';
import { distanceKm, idsKept, type KnownListing, useSearchTestApp } from '../../test/search-fixtures';

const app = useSearchTestApp();

type RestListing = {
  _id: string;
  price: number;
  createdAt: string;
  distanceKm?: number;
  locality: string;
  rating_average: number | null;
  rating_count: number;
};

async function search(query: Record<string, string>) {
  return app.t.request.get('/api/v1/search').query(query);
}

const ids = (results: Array<{ _id: string }>) => results.map((r) => r._id).sort();
const expected = (keep: (l: KnownListing, all: KnownListing[]) => boolean) => idsKept(app.listings, keep);

describe('GET /api/v1/search: the contract of spec section 7', () => {
  it('answers { results, total, page, limit, totalPages } with defaults page 1, limit 20, approved listings only', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: app.listings.length, page: 1, limit: 20, totalPages: Math.ceil(app.listings.length / 20) });
    expect(res.body.results).toHaveLength(20);
    const all = await search({ limit: '100' });
    expect(ids(all.body.results)).toEqual(expected(() => true));
    expect(all.body.results.some((r: { property_title: string }) => r.property_title.startsWith('Hidden Pending'))).toBe(false);
  });

  it('gives each result in the REST listing shape (the detail path also uses)', async () => {
    const res = await search({ q: 'Saanjh Girls PG', limit: '1' });
    const [first] = res.body.results;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        '_id',
        'property_title',
        'description',
        'price',
        'deposit',
        'locality',
        'district',
        'state',
        'street_address',
        'property_type',
        'parking',
        'gender',
        'beds',
        'features',
        'images',
        'createdAt',
        'owner',
      ]),
    );
    expect(first.owner).toEqual({ _id: expect.any(String), name: expect.any(String), role: 'owner' });
    expect(first.images[0]).toMatch(/^\/uploads\//);
    expect(first).not.toHaveProperty('distanceKm');
    expect(first).not.toHaveProperty('search_vector');
  });

  it('pages: page 2 follows page 1 without overlap; a page past the end is empty', async () => {
    const one = await search({ limit: '5', sort: 'price_asc' });
    const two = await search({ limit: '5', page: '2', sort: 'price_asc' });
    expect(two.body).toMatchObject({ page: 2, limit: 5, total: app.listings.length, totalPages: Math.ceil(app.listings.length / 5) });
    expect(ids(one.body.results).filter((id) => ids(two.body.results).includes(id))).toEqual([]);
    expect(two.body.results[0].price).toBeGreaterThanOrEqual(one.body.results[4].price);
    const past = await search({ page: '99' });
    expect(past.body.results).toEqual([]);
    expect(past.body.total).toBe(app.listings.length);
  });

  it.each(FILTER_CASES)('filters: $name', async ({ rest, keep }) => {
    const res = await search({ ...rest, limit: '100' });
    expect(res.status).toBe(200);
    expect(ids(res.body.results)).toEqual(expected(keep));
    expect(res.body.total).toBe(expected(keep).length);
  });

  it.each(SORT_CASES)('sorts: $name', async ({ rest, keep, order }) => {
    const res = await search({ ...rest, limit: '100' });
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe(rest.sort);
    expect((res.body.results as RestListing[]).map((r) => r._id)).toEqual(
      app.listings
        .filter(keep)
        .sort(order)
        .map((l) => l.id),
    );
    // Each card's numbers are the listing's own (rating_average one decimal, null when unrated).
    for (const result of res.body.results as RestListing[]) {
      const listing = app.listings.find((l) => l.id === result._id);
      expect([result.rating_average, result.rating_count]).toEqual([
        listing?.ratingCount ? Math.round((listing.ratingSum / listing.ratingCount) * 10) / 10 : null,
        listing?.ratingCount,
      ]);
    }
  });

  it.each(BAD_INPUT_CASES.filter((c) => c.rest))('refuses $rest with 400 naming $field', async ({ rest, field, message }) => {
    const res = await search(rest as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.message).toMatch(message);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message: expect.stringMatching(message) }]));
  });
});

describe('GET /api/v1/search: sorting', () => {
  it('sorts by price, both ways, and by newest', async () => {
    const low = (await search({ sort: 'price_asc', limit: '100' })).body.results as RestListing[];
    const high = (await search({ sort: 'price_desc', limit: '100' })).body.results as RestListing[];
    const newest = (await search({ sort: 'newest', limit: '100' })).body.results as RestListing[];
    expect(low.map((r) => r.price)).toEqual([...low.map((r) => r.price)].sort((a, b) => a - b));
    expect(high.map((r) => r.price)).toEqual([...high.map((r) => r.price)].sort((a, b) => b - a));
    expect(newest.map((r) => r.createdAt)).toEqual([...newest.map((r) => r.createdAt)].sort().reverse());
    expect((await search({})).body.sort).toBe('newest');
    expect((await search({ q: 'jaipur' })).body.sort).toBe('relevance');
  });
});

describe('GET /api/v1/search: near me', () => {
  const jaipur = { lat: '26.8539', lng: '75.8050' };

  it('finds listings within 5 km by default, nearest first, with distanceKm on each', async () => {
    const res = await search({ nearMe: 'true', ...jaipur, limit: '100' });
    const results = res.body.results as Array<RestListing & { _id: string }>;
    const point = { latitude: Number(jaipur.lat), longitude: Number(jaipur.lng) };
    const within = app.listings.filter(
      (l) => l.latitude !== null && distanceKm(point, { latitude: l.latitude, longitude: l.longitude as number }) <= 5,
    );
    expect(within.length).toBeGreaterThan(3);
    expect(ids(results)).toEqual(within.map((l) => l.id).sort());
    expect(res.body.sort).toBe('distance');
    const distances = results.map((r) => r.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const r of results) {
      const listing = app.listings.find((l) => l.id === r._id) as KnownListing;
      expect(r.distanceKm).toBeCloseTo(
        distanceKm(point, { latitude: listing.latitude as number, longitude: listing.longitude as number }),
        1,
      );
    }
  });

  it('takes another radius, and combines with other filters', async () => {
    const near = await search({ nearMe: 'true', ...jaipur, radius: '1', limit: '100' });
    const wide = await search({ nearMe: 'true', ...jaipur, radius: '50', limit: '100' });
    expect(near.body.total).toBeLessThan(wide.body.total);
    expect(near.body.results.every((r: RestListing) => (r.distanceKm as number) <= 1)).toBe(true);
    expect(wide.body.results.every((r: RestListing & { district: string }) => r.district === 'Jaipur')).toBe(true);
    const girls = await search({ nearMe: 'true', ...jaipur, radius: '50', hostelType: 'girls_hostel', limit: '100' });
    expect(girls.body.results.every((r: { gender: string }) => r.gender !== 'male')).toBe(true);
  });

  it('gives distances for another sort without filtering by them when nearMe is off', async () => {
    const res = await search({ ...jaipur, sort: 'distance', limit: '100' });
    expect(res.body.total).toBe(app.listings.filter((l) => l.latitude !== null).length);
    const distances = res.body.results.map((r: RestListing) => r.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('GET /api/v1/search: facets', () => {
  it('counts each hostel type, sharing and price band as choosing it would give', async () => {
    const base = { city: 'Jaipur', sharingType: 'double', amenities: 'wifi' };
    const { facets, total } = (await search(base)).body;
    for (const type of facets.hostelType) expect(type.count).toBe((await search({ ...base, hostelType: type.value })).body.total);
    for (const sharing of facets.sharingType)
      expect(sharing.count).toBe((await search({ ...base, sharingType: sharing.value })).body.total);
    for (const amenity of facets.amenities)
      expect(amenity.count).toBe((await search({ ...base, amenities: `wifi,${amenity.value}` })).body.total);
    const bands = facets.priceBands as Array<{ min: number; max: number | null; count: number }>;
    for (const band of bands) {
      const within = (await search({ ...base, priceMin: String(band.min), ...(band.max ? { priceMax: String(band.max - 1) } : {}) })).body
        .total;
      expect(band.count).toBe(within);
    }
    expect(facets.gender.map((g: { label: string }) => g.label)).toEqual(['Only Boys', 'Only Girls', 'Boys & Girls']);
    expect(facets.sharingType.find((s: { value: string }) => s.value === 'double').count).toBe(total);
  });
});

describe('GET /api/v1/search/suggestions', () => {
  it('answers { data: [suggestion] } for the search box', async () => {
    const res = await app.t.request.get('/api/v1/search/suggestions').query({ q: 'malv' });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ kind: 'locality', text: 'Malviya Nagar', city: 'Jaipur', listings: expect.any(Number) });
  });
});

describe('GET /api/v1/search reads the words of q (issue 17)', () => {
  it("finds what the issue's queries ask for, and says how it read them", async () => {
    const boys = await search({ q: 'boys hostel in bengaluru under 8000' });
    expect(boys.status).toBe(200);
    expect(boys.body.understood).toEqual({ text: null, city: 'Bengaluru', hostelType: 'boys_hostel', priceMax: 8000 });
    expect(boys.body.total).toBe(app.listings.filter((l) => l.city === 'Bengaluru' && l.gender !== 'female' && l.price <= 8000).length);
    expect(boys.body.total).toBeGreaterThan(0);
    const girls = await search({ q: 'ladies pg hsr layout', limit: '100' });
    expect(girls.body.understood).toMatchObject({ hostelType: 'girls_hostel', location: 'HSR Layout' });
    expect(girls.body.results.length).toBeGreaterThan(0);
    expect(girls.body.results.every((r: { gender: string }) => r.gender !== 'male')).toBe(true);
    const single = await search({ q: 'single room ac wifi jaipur' });
    expect(single.body.understood).toEqual({ text: null, city: 'Jaipur', sharingType: ['single'], amenities: ['ac', 'wifi'] });
    expect(single.body.total).toBeGreaterThan(0);
  });

  it('offers the understood form as the first suggestion, with the search it opens and its count', async () => {
    const res = await app.t.request.get('/api/v1/search/suggestions').query({ q: 'girls pg jaipur under 8000' });
    expect(res.status).toBe(200);
    const count = app.listings.filter((l) => l.city === 'Jaipur' && l.gender !== 'male' && l.price <= 8000).length;
    expect(res.body.data[0]).toEqual({
      kind: 'understood',
      text: 'Girls · Jaipur · under ₹8,000',
      city: 'Jaipur',
      listings: count,
      query: 'city=Jaipur&hostelType=girls_hostel&priceMax=8000',
    });
    // Plain place names get place suggestions only.
    expect(
      (await app.t.request.get('/api/v1/search/suggestions').query({ q: 'malv' })).body.data.some(
        (s: { kind: string }) => s.kind === 'understood',
      ),
    ).toBe(false);
  });
});
