import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { LocalDiskStorage } from './modules/storage/local-disk-storage';
import { eventually } from './test/eventually';
import { createTestApp, type TestApp } from './test/test-app';

const HEALTH_TIMEOUT_MS = 500;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HEALTH_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS) });
});
afterAll(() => t.close());

/** Holds the event loop as a long server render does. */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

// In order: the answers of each test stay in the window of recent answers the last one reads.
describe('/healthz', () => {
  it('answers "ok" when the event loop was held while it checked (a page render), not "down"', async () => {
    const storage = t.services.storage;
    const put = storage.put.bind(storage);
    const spy = jest.spyOn(storage, 'put').mockImplementationOnce((...args) => {
      // Both probes are under way now; the loop is held for twice their limit.
      setImmediate(() => holdEventLoop(2 * HEALTH_TIMEOUT_MS));
      return put(...args);
    });
    const res = await t.request.get('/healthz');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', uploads: 'writable' });
  });

  it('answers 503 "down" when listings\' photos cannot be stored', async () => {
    // The photo folder is not a folder: a listing's photos fail, so the probe must too.
    const { rootDir } = t.services.storage as LocalDiskStorage;
    await rm(path.join(rootDir, 'listings'), { recursive: true, force: true });
    await mkdir(rootDir, { recursive: true });
    await writeFile(path.join(rootDir, 'listings'), 'not a folder');
    try {
      const res = await t.request.get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'down', database: 'up', uploads: 'failing' });
    } finally {
      await rm(path.join(rootDir, 'listings'));
    }
  });

  it('answers 200 "degraded" while requests wait for a database connection', async () => {
    const pool = t.services.reads.primaryPool;
    const held: PoolClient[] = [];
    for (let i = 0; i < (pool.options.max ?? 0); i++) held.push(await pool.connect());
    const waiting = t.request.get('/api/v1/fetch-blog').then((res) => res);
    try {
      await eventually('a request waiting for a connection', () => pool.waitingCount > 0);
      const res = await t.request.get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'degraded',
        database: 'up',
        uploads: 'writable',
        reasons: ['1 waiting for a database connection, all 4 busy'],
      });
    } finally {
      for (const client of held) client.release();
    }
    expect((await waiting).status).toBe(200);
    expect((await t.request.get('/healthz')).body.status).toBe('ok');
  });

  it('answers 200 "degraded" after most recent requests were answered 503', async () => {
    const lockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    const spy = jest.spyOn(t.services.blogs, 'list').mockRejectedValue(lockTimeout);
    try {
      for (let i = 0; i < 6; i++) expect((await t.request.get('/api/v1/fetch-blog')).status).toBe(503);
    } finally {
      spy.mockRestore();
    }
    const res = await t.request.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'degraded',
      database: 'up',
      uploads: 'writable',
      reasons: ['6 of 7 answers in the last 30 s were 503'],
    });
  });
});
