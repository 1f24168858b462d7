import { type EventEmitter, once } from 'node:events';
import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { newAccount } from '../test/accounts';
import { signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Small limits keep the test fast; the lock below would otherwise stall requests indefinitely.
const LOCK_TIMEOUT_MS = 300;

let t: TestApp;
let locker: Client;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS), HEALTH_TIMEOUT_MS: '1000' });
  locker = new Client({ connectionString: (t.dataSource.options as { url: string }).url });
  await locker.connect();
  // A stuck transaction (or a manual ALTER) holding the listings table.
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE properties IN ACCESS EXCLUSIVE MODE');
});
afterAll(async () => {
  await locker.query('ROLLBACK').catch(() => undefined);
  await locker.end();
  await t.close();
});

describe('a held table lock', () => {
  it('answers GraphQL with 503, Retry-After and SERVICE_UNAVAILABLE within the lock timeout', async () => {
    const started = Date.now();
    const res = await t.request.post('/graphql').send({ query: '{ properties(limit: 5) { total } }' });
    expect(Date.now() - started).toBeLessThan(LOCK_TIMEOUT_MS + 2_000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/try again/),
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
    });
  });

  it('answers REST with 503, Retry-After and the one error shape', async () => {
    const res = await t.request.get('/api/v1/properties?limit=5');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: expect.stringMatching(/try again/), code: 'SERVICE_UNAVAILABLE' });
  });

  it('leaves /healthz answering at once on its own connection', async () => {
    const started = Date.now();
    const res = await t.request.get('/healthz');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uploads: 'writable' });
  });
});

describe('a held lock on the accounts table', () => {
  it('answers a signed-in GraphQL request with 503 and Retry-After, not a context failure', async () => {
    const { headers } = await signedIn(t, 'user');
    const usersLocker = new Client({ connectionString: (t.dataSource.options as { url: string }).url });
    await usersLocker.connect();
    try {
      await usersLocker.query('BEGIN');
      await usersLocker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const res = await t.request.post('/graphql').set(headers).send({ query: '{ __typename }' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    } finally {
      await usersLocker.query('ROLLBACK');
      await usersLocker.end();
    }
  });
});

describe('a connection cut between the last write and COMMIT', () => {
  it('answers the registration with 503 and Retry-After (TypeORM: QueryRunnerAlreadyReleasedError), not 500', async () => {
    // The request's first commit finds its connection terminated by the server (a failover, a restart).
    const createQueryRunner = t.dataSource.createQueryRunner.bind(t.dataSource);
    let cut = false;
    const spy = jest.spyOn(t.dataSource, 'createQueryRunner').mockImplementation((mode) => {
      const runner: QueryRunner = createQueryRunner(mode);
      const commit = runner.commitTransaction.bind(runner);
      runner.commitTransaction = async () => {
        if (!cut) {
          cut = true;
          const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
          const client = (runner as unknown as { databaseConnection: EventEmitter }).databaseConnection;
          const broken = once(client, 'error');
          await locker.query('SELECT pg_terminate_backend($1)', [pid]);
          await broken;
        }
        return commit();
      };
      return runner;
    });
    const { name, email, contactNumber, password } = newAccount();
    const res = await t.request
      .post('/api/v1/auth/register')
      .send({ name, email, contact_number: Number(contactNumber), password, c_password: password, role: 'user' });
    spy.mockRestore();
    expect(cut).toBe(true);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: expect.stringMatching(/try again/), code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('/healthz', () => {
  it('reports "down" within its own limit when the upload store cannot be written', async () => {
    const storage = t.services.storage;
    const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    const res = await t.request.get('/healthz');
    put.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'down', database: 'up', uploads: 'failing' });
  });
});
