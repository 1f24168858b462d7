import { listedSql } from '../property/listed';
import { distanceKm, type KnownListing, useSearchTestApp } from '../../test/search-fixtures';

/**
 * "Nearest first" and a locality's surroundings walk the positions listings stand at
 * (listing_positions) nearest first and read each position's newest listings up to the page's end
 * (search-place-sql.ts, newestAtEachPosition). Checked here where many listings share a position
 * (as every listing of a locality shares its centre), page by page: nearest first against ordering
 * every listing by hand, with and without a radius and a filter; a locality's pages against one
 * page of all its results; and the positions kept by the properties_listing_positions triggers
 * against counting the listings.
 */
const point = { latitude: 26.8539, longitude: 75.805 };

const app = useSearchTestApp(async (t) => {
  // Eight more listings at each of the three positions nearest the point, a day apart, so pages
  // cut through positions; one of each eight paused (never found).
  await t.dataSource.query(
    `WITH nearest AS (
       SELECT latitude, longitude FROM properties WHERE ${listedSql()} AND latitude IS NOT NULL
        GROUP BY 1, 2 ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) LIMIT 3
     ), models AS (
       SELECT DISTINCT ON (n.latitude, n.longitude) p.* FROM nearest n JOIN properties p USING (latitude, longitude)
        ORDER BY n.latitude, n.longitude, p.created_at
     )
     INSERT INTO properties
     SELECT (jsonb_populate_record(NULL::properties, to_jsonb(m) || jsonb_build_object(
               'id', gen_random_uuid(), 'created_at', m.created_at - make_interval(days => copy),
               'paused_at', CASE WHEN copy = 8 THEN now() END))).*
       FROM models m CROSS JOIN generate_series(1, 8) AS copy`,
    [point.latitude, point.longitude],
  );
});

type Found = { _id: string };

/** The listings as nearest first orders them: by distance, then newest first. */
function byHand(keep: (listing: KnownListing) => boolean): string[] {
  const placed = app.listings.filter((l) => l.pausedAt === null && l.removedAt === null && l.latitude !== null && keep(l));
  const km = (l: KnownListing) => distanceKm(point, { latitude: l.latitude as number, longitude: l.longitude as number });
  return placed.sort((a, b) => km(a) - km(b) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1)).map((l) => l.id);
}

const nearPoint = { lat: String(point.latitude), lng: String(point.longitude), sort: 'distance' };

/** Every page of a search, seven listings a page (or `limit`), as the API gives them. */
async function everyPage(query: Record<string, string>, limit = 7): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const res = await app.t.request.get('/api/v1/search').query({ limit: String(limit), page: String(page), ...query });
    expect(res.status).toBe(200);
    found.push(...(res.body.results as Found[]).map((r) => r._id));
    if (page >= res.body.totalPages) return found;
  }
}

it('orders listings that share a position newest first, the same on every page', async () => {
  const shared = app.listings.filter(
    (l) => app.listings.filter((o) => o.latitude === l.latitude && o.longitude === l.longitude).length >= 8,
  );
  expect(shared.length).toBeGreaterThanOrEqual(21);
  expect(await everyPage(nearPoint)).toEqual(byHand(() => true));
});

it('orders the same within a radius and with a filter', async () => {
  const within = (km: number) => (l: KnownListing) =>
    distanceKm(point, { latitude: l.latitude as number, longitude: l.longitude as number }) <= km;
  expect(await everyPage({ ...nearPoint, nearMe: 'true', radius: '5' })).toEqual(byHand(within(5)));
  expect(await everyPage({ ...nearPoint, nearMe: 'true', radius: '50', priceMax: '9000' })).toEqual(
    byHand((l) => within(50)(l) && l.price <= 9000),
  );
});

it("gives a locality's own listings and then those around it the same on every page", async () => {
  const queries: Array<Record<string, string>> = [
    { location: 'Malviya Nagar' },
    { location: 'Malviya Nagar', radius: '20', priceMax: '9000' },
  ];
  for (const query of queries) {
    const all = await everyPage(query, 100);
    expect(all.length).toBeGreaterThanOrEqual(21);
    expect(await everyPage(query)).toEqual(all);
  }
});

it('keeps the positions of listed listings, with their counts, after every kind of write', async () => {
  const { t } = app;
  const expectPositionsToMatchListings = async () => {
    const kept = await t.dataSource.query(
      `SELECT latitude, longitude, listings, earth = ll_to_earth(latitude, longitude) AS earth_right FROM listing_positions ORDER BY 1, 2`,
    );
    const counted = await t.dataSource.query(
      `SELECT latitude, longitude, count(*)::int AS listings, true AS earth_right FROM properties
        WHERE ${listedSql()} AND latitude IS NOT NULL AND longitude IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(kept).toEqual(counted);
  };
  await expectPositionsToMatchListings();
  const [first, second] = app.listings.filter((l) => l.latitude !== null);

  // Moved, to a new position and onto another listing's; paused; back; hidden by moderation.
  await t.dataSource.query(`UPDATE properties SET latitude = 27.5, longitude = 76.5 WHERE id = $1`, [first.id]);
  await t.dataSource.query(`UPDATE properties SET latitude = $2, longitude = $3 WHERE id = $1`, [second.id, 27.5, 76.5]);
  await expectPositionsToMatchListings();
  await t.dataSource.query(`UPDATE properties SET paused_at = now() WHERE id = ANY ($1)`, [[first.id, second.id]]);
  await expectPositionsToMatchListings();
  expect(await t.dataSource.query(`SELECT * FROM listing_positions WHERE latitude = 27.5`)).toEqual([]);
  await t.dataSource.query(`UPDATE properties SET paused_at = NULL WHERE id = $1`, [first.id]);
  await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [second.id]);
  // An edit that moves nothing; a position forgotten.
  await t.dataSource.query(`UPDATE properties SET price = price + 1 WHERE latitude IS NOT NULL`);
  await t.dataSource.query(`UPDATE properties SET latitude = NULL, longitude = NULL WHERE id = $1`, [first.id]);
  await expectPositionsToMatchListings();

  // Removed by its owner; deleted outright; many in one statement; the owners' accounts deleted (a cascade).
  const [third, fourth] = app.listings.filter((l) => l.latitude !== null && l.id !== first.id && l.id !== second.id);
  await t.services.properties.delete({ id: third.ownerId, role: 'owner' }, third.id);
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [fourth.id]);
  await expectPositionsToMatchListings();
  await t.dataSource.query(
    `INSERT INTO properties SELECT (jsonb_populate_record(NULL::properties, to_jsonb(p) || jsonb_build_object('id', gen_random_uuid()))).*
       FROM properties p WHERE ${listedSql('p')}`,
  );
  await expectPositionsToMatchListings();
  await t.dataSource.query(`DELETE FROM users WHERE id IN (SELECT owner_id FROM properties WHERE latitude IS NOT NULL LIMIT 3)`);
  await expectPositionsToMatchListings();
});
