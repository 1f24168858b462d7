import { Client, type PoolClient } from 'pg';
import { signUp } from '../test/accounts';
import { eventually } from '../test/eventually';
import { createTestApp, type TestApp } from '../test/test-app';

// Longer than the bound below, so a blog read or a login stuck behind the lock waiters fails it.
const LOCK_TIMEOUT_MS = 4_000;
const BOUND_MS = 2_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
});
afterAll(() => t.close());

const url = () => (t.dataSource.options as { url: string }).url;

async function timed<T>(work: () => PromiseLike<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

describe('with the listings table locked and listing reads holding every connection', () => {
  it('still answers the blog and a login at once, and the listing reads 503 with Retry-After', async () => {
    const account = await signUp(t);
    const pool = t.services.reads.primaryPool;
    const size = pool.options.max ?? 0;
    const locker = new Client({ connectionString: url() });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE properties IN ACCESS EXCLUSIVE MODE');
      // As many reads as the pool has connections: each holds one, waiting for the lock, and none
      // queues, so the guard has nothing to make room for yet (it sheds only while a request
      // waits). That lasts until the lock timeout: the blog and the login below are the ones who
      // queue.
      const listings = Array.from({ length: size }, () => t.request.get('/api/v1/properties?limit=5').then((res) => res));
      await eventually('every connection held by a listing read waiting for the lock', async () => {
        // Inside the locker's transaction PostgreSQL answers the statistics views from one snapshot,
        // taken at the first read: this test failed in CI whenever that read came before the waits.
        await locker.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await locker.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].n === size && pool.idleCount === 0;
      });

      const blog = await timed(() => t.request.get('/api/v1/fetch-blog'));
      const login = await timed(() => t.request.post('/api/v1/auth/login').send({ email: account.email, password: account.password }));
      expect({ blog: blog.answer.status, login: login.answer.status }).toEqual({ blog: 200, login: 200 });
      expect(blog.ms).toBeLessThan(BOUND_MS);
      expect(login.ms).toBeLessThan(BOUND_MS);

      await locker.query('ROLLBACK');
      const answers = await Promise.all(listings);
      const refused = answers.filter((res) => res.status !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toEqual({ message: expect.stringMatching(/try again/), code: 'SERVICE_UNAVAILABLE' });
      }
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});

describe("with the pool's queue full", () => {
  it('refuses one more request at once with 503 and Retry-After, and serves the queued one', async () => {
    const gateway = await t.peer({ DATABASE_POOL_QUEUE_MAX: '1' });
    const pool = gateway.services.reads.primaryPool;
    const held: PoolClient[] = [];
    for (let i = 0; i < (pool.options.max ?? 0); i++) held.push(await pool.connect());
    const queued = gateway.request.get('/api/v1/fetch-blog').then((res) => res);
    try {
      await eventually('a request waiting for a connection', () => pool.waitingCount === 1);
      const refused = await timed(() => gateway.request.get('/api/v1/fetch-blog'));
      expect(refused.answer.status).toBe(503);
      expect(refused.answer.headers['retry-after']).toBe('5');
      expect(refused.answer.body).toEqual({ message: expect.stringMatching(/try again/), code: 'SERVICE_UNAVAILABLE' });
      expect(refused.ms).toBeLessThan(BOUND_MS);
    } finally {
      for (const client of held) client.release();
    }
    expect((await queued).status).toBe(200);
  });
});
