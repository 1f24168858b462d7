import { postListing, signedIn } from '../test/fixtures';
import { copyOfTemplate, createTestApp, type TestApp } from '../test/test-app';
import { ReadDatabase } from './read-database';

/**
 * DATABASE_READ_URL: searches read the replica, everything that must see its own writes reads the
 * primary. Here the "replica" is a second database that never receives the primary's changes, so
 * which one answered is visible (CI also runs the search tests against a real streaming replica).
 */
const MY_LISTINGS = '{ myProperties(limit: 50) { items { id title } } }';
// Nothing listens on port 9 of this machine: connections are refused at once.
const DOWN_REPLICA = 'postgres://nivaas@127.0.0.1:9/nivaas';

const ids = (body: { results: Array<{ _id: string }> }) => body.results.map((r) => r._id);

describe('with a read replica', () => {
  let t: TestApp;
  let replica: Awaited<ReturnType<typeof copyOfTemplate>>;
  beforeAll(async () => {
    replica = await copyOfTemplate();
    t = await createTestApp({ DATABASE_READ_URL: replica.url });
  });
  afterAll(async () => {
    await t.close();
    await replica.drop();
  });

  it('searches and suggestions read the replica; the owner sees the new listing at once through the primary', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await postListing(t, owner.headers, 'Replica Lag Girls PG');

    // The replica has not (here: never) received the listing.
    expect(ids((await t.request.get('/api/v1/search').query({ q: 'Replica Lag' })).body)).not.toContain(listing._id);
    expect((await t.request.get('/api/v1/search/suggestions').query({ q: 'Replica La' })).body.data).toEqual([]);

    // Read-your-own-writes: the owner's list and "hide already seen" read the primary.
    const mine = await t.graphql<{ myProperties: { items: Array<{ id: string }> } }>(MY_LISTINGS, {}, owner.headers);
    expect(mine.data?.myProperties.items.map((item) => item.id)).toContain(listing._id);
    const seeker = await signedIn(t, 'user');
    const unseen = await t.request.get('/api/v1/search').set(seeker.headers).query({ q: 'Replica Lag', hideSeen: 'true' });
    expect(ids(unseen.body)).toContain(listing._id);
  });

  it("the primary's and the replica's connections plan without parallel workers (connection-settings.ts)", async () => {
    const show = 'SHOW max_parallel_workers_per_gather';
    expect(await t.dataSource.query(show)).toEqual([{ max_parallel_workers_per_gather: '0' }]);
    const reads = new ReadDatabase(t.dataSource, { url: replica.url, poolSize: 1 });
    try {
      expect(await reads.query(show)).toEqual([{ max_parallel_workers_per_gather: '0' }]);
      expect(reads.fallbacks).toBe(0);
    } finally {
      await reads.close();
    }
  });

  it('/healthz reports the replica', async () => {
    const res = await t.request.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uploads: 'writable', replica: 'up' });
  });
});

describe('with a read replica that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_READ_URL: DOWN_REPLICA });
  });
  afterAll(() => t.close());

  it('searches fall back to the primary, and /healthz says the replica is down without failing', async () => {
    const owner = await signedIn(t, 'owner');
    const listing = await postListing(t, owner.headers, 'Fallback Nest PG');
    expect(ids((await t.request.get('/api/v1/search').query({ q: 'Fallback Nest' })).body)).toContain(listing._id);

    const health = await t.request.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', uploads: 'writable', replica: 'down' });
  });

  it('says so once, not once per search', async () => {
    const warnings: string[] = [];
    const reads = new ReadDatabase(t.dataSource, {
      url: DOWN_REPLICA,
      logger: { warn: (_context: object, message: string) => void warnings.push(message) },
    });
    for (let i = 0; i < 3; i++) expect(await reads.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
    expect(warnings).toEqual(['read replica unavailable; searches run on the primary']);
    expect(reads.fallbacks).toBe(3);
    await reads.close();
  });
});
