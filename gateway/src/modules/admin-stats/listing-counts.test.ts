import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * listing_counts (kept by the properties_listing_counts triggers) against counting the listings
 * themselves, after every kind of write the product makes to them: creating, moderating, editing
 * the city, pausing, removing, several rows in one statement, deleting rows and a cascade.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const ownerViewer = () => ({ id: owner.user.id, role: 'owner' as const });
const adminViewer = () => ({ id: admin.user.id, role: 'admin' as const });

async function expectCountsToMatchListings(): Promise<void> {
  const kept = await t.dataSource.query(`SELECT city, status, listings FROM listing_counts ORDER BY city, status`);
  const counted = await t.dataSource.query(
    `SELECT city, status, count(*)::int AS listings FROM properties WHERE removed_at IS NULL GROUP BY city, status ORDER BY city, status`,
  );
  expect(kept).toEqual(counted);
}

const create = (input: Record<string, unknown>) => t.services.properties.create(ownerViewer(), listingInput(input));

it('hold the listings not removed per city and status after every kind of write', async () => {
  await expectCountsToMatchListings();

  const jaipur = await Promise.all([1, 2, 3].map((n) => create({ title: `Jaipur PG ${n}` })));
  const pune = await Promise.all([1, 2].map((n) => create({ title: `Pune PG ${n}`, city: 'Pune' })));
  await expectCountsToMatchListings();
  expect((await t.dataSource.query(`SELECT sum(listings)::int AS n FROM listing_counts`))[0].n).toBeGreaterThanOrEqual(5);

  // Moderation, one listing and several in one statement.
  await t.services.properties.setStatus(adminViewer(), jaipur[0].id, 'rejected');
  await t.dataSource.query(`UPDATE properties SET status = 'pending' WHERE id = ANY ($1)`, [[jaipur[1].id, pune[0].id]]);
  await expectCountsToMatchListings();

  // A city edited; a listing paused (still counted: pausing is not removing).
  await t.dataSource.query(`UPDATE properties SET city = 'Pune' WHERE id = $1`, [jaipur[2].id]);
  await t.dataSource.query(`UPDATE properties SET paused_at = now() WHERE id = $1`, [pune[1].id]);
  await expectCountsToMatchListings();

  // Removed by its owner (the row stays, not counted), then an update of the removed row.
  await t.services.properties.delete(ownerViewer(), pune[1].id);
  await t.dataSource.query(`UPDATE properties SET status = 'approved' WHERE id = $1`, [pune[1].id]);
  await expectCountsToMatchListings();

  // Rows deleted outright, and several inserted by one statement.
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [jaipur[0].id]);
  await t.dataSource.query(
    `INSERT INTO properties SELECT (jsonb_populate_record(NULL::properties, to_jsonb(p) || jsonb_build_object('id', gen_random_uuid()))).*
       FROM properties p WHERE p.owner_id = $1`,
    [owner.user.id],
  );
  await expectCountsToMatchListings();

  // The owner's account deleted: the listings go by cascade.
  await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [owner.user.id]);
  await expectCountsToMatchListings();
  expect(await t.dataSource.query(`SELECT * FROM properties WHERE owner_id = $1`, [owner.user.id])).toEqual([]);
});
