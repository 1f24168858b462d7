import { listingInput, signedIn } from '../../test/fixtures';
import { aroundLandmark } from '../../test/search-cases';
import { type KnownListing, useSearchTestApp } from '../../test/search-fixtures';
import { flagsOf } from './search-flags';

const app = useSearchTestApp();

type Result = { _id: string; property_title: string; locality: string; nearby_road: string; city: string };

async function text(q: string, extra: Record<string, string> = {}) {
  const res = await app.t.request.get('/api/v1/search').query({ q, limit: '100', ...extra });
  expect(res.status).toBe(200);
  return res.body as { results: Result[]; total: number; understoodQuery: string | null };
}

describe('text search', () => {
  const malviya = () => app.listings.filter((l) => l.locality === 'Malviya Nagar').length;

  it.each([
    ['malviya nagr', 'a typo'],
    ['Malviya Nagar', 'exact'],
    ['MALVIYA NAGAR', 'upper case'],
    ['Málviya Nágar', 'accents'],
    ['malviyanagar', 'no space'],
    ['  malviya   nagar  ', 'extra spaces'],
    ['malviya na', 'an unfinished word'],
    ['pg in malviya nagar', 'filler words'],
  ])('"%s" (%s) finds every listing of Malviya Nagar, those first', async (q) => {
    const { results } = await text(q);
    const count = malviya();
    expect(results.slice(0, count).every((r) => r.locality === 'Malviya Nagar')).toBe(true);
  });

  it('says how it understood a typo', async () => {
    // A locality is understood as the place searched in and around (issue 17); other text as corrected words.
    expect((await text('malviya nagr')).understoodQuery).toBe('Malviya Nagar');
    expect((await text('koramangla')).understoodQuery).toBe('Koramangala');
    expect((await text('sanjh')).understoodQuery).toBe('saanjh');
  });

  it('finds "vaishalinagar" (no space) and "vaishali nagr" in Vaishali Nagar', async () => {
    for (const q of ['vaishalinagar', 'vaishali nagr', 'Vaishali-Nagar']) {
      const { results } = await text(q);
      expect(results.length).toBeGreaterThanOrEqual(app.listings.filter((l) => l.locality === 'Vaishali Nagar').length);
      expect(results[0].locality).toBe('Vaishali Nagar');
    }
  });

  it('ranks the exact locality before a listing whose landmark only mentions it', async () => {
    const { results } = await text('Malviya Nagar');
    const flyover = results.findIndex((r) => r.property_title === 'Flyover Boys PG');
    expect(flyover).toBe(malviya());
  });

  it('ranks exact PG names first', async () => {
    const found = await text('Scholars Boys Hostel');
    const exact = app.listings.filter((l) => l.title === 'Scholars Boys Hostel').length;
    expect(exact).toBeGreaterThan(1);
    expect(found.results.length).toBeGreaterThan(exact);
    expect(found.results.slice(0, exact).every((r) => r.property_title === 'Scholars Boys Hostel')).toBe(true);
    expect(found.results.slice(exact).every((r) => r.property_title.startsWith('Scholars Boys Hostel '))).toBe(true);
  });

  it('matches landmarks (by distance from them), districts, cities and pin codes too', async () => {
    const near = await text('gaurav tower');
    const naming = app.listings.filter((l) => l.nearbyRoad === 'Near Gaurav Tower');
    const found = near.results.map((r) => app.listings.find((l) => l.id === r._id) as KnownListing);
    // Every listing that names the landmark, those first, then others within 5 km of them.
    expect(
      found
        .slice(0, naming.length)
        .map((l) => l.id)
        .sort(),
    ).toEqual(naming.map((l) => l.id).sort());
    expect(found.length).toBeGreaterThan(naming.length);
    expect(found.every((l) => aroundLandmark(l, app.listings, 'gaurav tower'))).toBe(true);
    expect((await text('hyderabad')).total).toBe(app.listings.filter((l) => l.city === 'Hyderabad').length);
    expect((await text('koramangla')).results[0].locality).toBe('Koramangala');
    expect((await text('560034')).results.every((r) => r.locality === 'Koramangala')).toBe(true);
  });

  it('finds nothing for words no listing has, and combines text with filters', async () => {
    expect((await text('xylophone quartet')).total).toBe(0);
    const girls = await text('saanjh', { hostelType: 'girls_hostel', city: 'Jaipur' });
    expect(girls.total).toBe(app.listings.filter((l) => l.title.startsWith('Saanjh') && l.city === 'Jaipur').length);
  });
});

describe('locality search', () => {
  it('lists the locality first, then the listings around it, nearest first', async () => {
    const res = await app.t.request.get('/api/v1/search').query({ location: 'Malviya Nagar', city: 'Jaipur', limit: '100' });
    const results = res.body.results as Result[];
    const own = app.listings.filter((l) => l.locality === 'Malviya Nagar').length;
    expect(results.length).toBeGreaterThan(own);
    expect(results.slice(0, own).every((r) => r.locality === 'Malviya Nagar')).toBe(true);
    expect(results.slice(own).every((r) => r.locality !== 'Malviya Nagar' && r.city === 'Jaipur')).toBe(true);
    const centre = app.listings.find((l) => l.locality === 'Malviya Nagar') as KnownListing;
    const away = results.slice(own).map((r) => {
      const listing = app.listings.find((l) => l.id === (r as Result & { _id: string })._id) as KnownListing;
      return Math.round(
        Math.hypot(
          (listing.latitude as number) - (centre.latitude as number),
          (listing.longitude as number) - (centre.longitude as number),
        ) * 1e6,
      );
    });
    expect(away).toEqual([...away].sort((a, b) => a - b));
    expect(res.body.sort).toBe('relevance');
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) =>
    (
      await app.t.graphql<{ searchSuggestions: Array<{ kind: string; text: string; city: string; listings: number }> }>(
        'query S($q: String!) { searchSuggestions(q: $q) { kind text city listings } }',
        { q },
      )
    ).data?.searchSuggestions ?? [];

  it('offers localities, cities, landmarks and PG names as you type, tolerating typos', async () => {
    expect((await suggest('malv'))[0]).toEqual({
      kind: 'locality',
      text: 'Malviya Nagar',
      city: 'Jaipur',
      listings: app.listings.filter((l) => l.locality === 'Malviya Nagar').length,
    });
    expect((await suggest('malviya nagr'))[0]).toMatchObject({ kind: 'locality', text: 'Malviya Nagar' });
    expect((await suggest('jai'))[0]).toMatchObject({ kind: 'city', text: 'Jaipur' });
    expect((await suggest('koramangla'))[0]).toMatchObject({ kind: 'locality', text: 'Koramangala', city: 'Bengaluru' });
    expect(await suggest('gaurav')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'landmark', text: 'Near Gaurav Tower' })]),
    );
    expect(await suggest('saanjh')).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'name', text: 'Saanjh Girls PG' })]));
    expect(await suggest('m')).toEqual([]);
    expect((await suggest('malv')).length).toBeLessThanOrEqual(8);
  });

  it('follow the listings: new ones appear, deleted and unapproved ones go', async () => {
    const owner = await signedIn(app.t, 'owner', 'Neha Gupta');
    const created = await app.t.services.properties.createWithPhotos(
      { id: owner.user.id, role: 'owner' },
      listingInput({ title: 'Zephyr Heights Girls PG', locality: 'Bani Park', pinCode: '302016', nearbyRoad: 'Near Zephyr Chowk' }),
      [],
    );
    expect(await suggest('zephyr')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'name', text: 'Zephyr Heights Girls PG', listings: 1 }),
        expect.objectContaining({ kind: 'landmark', text: 'Near Zephyr Chowk', listings: 1 }),
      ]),
    );
    expect((await app.t.request.get('/api/v1/search').query({ q: 'zephyr heights' })).body.total).toBe(1);
    const admin = await signedIn(app.t, 'admin');
    await app.t.services.properties.setStatus({ id: admin.user.id, role: 'admin' }, created.id, 'rejected');
    expect(await suggest('zephyr')).toEqual([]);
    expect((await app.t.request.get('/api/v1/search').query({ q: 'zephyr heights' })).body.total).toBe(0);
    await app.t.services.properties.setStatus({ id: admin.user.id, role: 'admin' }, created.id, 'approved');
    expect((await suggest('zephyr')).length).toBe(2);
    await app.t.services.properties.delete({ id: owner.user.id, role: 'owner' }, created.id);
    expect(await suggest('zephyr')).toEqual([]);
    // Bani Park's other listings still count.
    expect((await suggest('bani park'))[0]).toMatchObject({
      text: 'Bani Park',
      listings: app.listings.filter((l) => l.locality === 'Bani Park').length,
    });
  });
});

describe('search fields kept by the database', () => {
  it('give every listing the filter bits search-flags.ts describes', async () => {
    const rows: Array<{ id: string; search_flags: number }> = await app.t.dataSource.query('SELECT id, search_flags FROM properties');
    for (const listing of app.listings) expect(rows.find((r) => r.id === listing.id)?.search_flags).toBe(flagsOf(listing));
  });
});
