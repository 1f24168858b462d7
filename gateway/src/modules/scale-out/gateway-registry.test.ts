import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { S3Storage } from '../storage/s3-storage';
import { registerGateway } from './gateway-registry';

/** Who is running on the database, and when their photo storage cannot work together. */
let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'nivaas-registry-'));
  t = await createTestApp({ DATA_DIR: folder });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const sameFolder = () => new LocalDiskStorage(path.join(folder, 'uploads'));
const s3 = {
  bucket: 'nivaas',
  region: 'us-east-1',
  endpoint: 'http://minio:9000',
  accessKeyId: undefined,
  secretAccessKey: undefined,
  publicUrl: 'http://localhost:9000/nivaas',
};

function register(options: { host?: string; uploadsShared?: boolean; storage?: LocalDiskStorage | S3Storage; s3?: typeof s3 } = {}) {
  const errors: string[] = [];
  const logger = { error: (_context: object, message: string) => void errors.push(message), warn: () => undefined };
  const registration = registerGateway({
    dataSource: t.dataSource,
    storage: options.storage ?? sameFolder(),
    config: { s3: options.s3, scaleOut: { strict: false, uploadsShared: options.uploadsShared ?? false } },
    logger,
    host: options.host,
  });
  return registration.then((r) => ({ ...r, errors }));
}

describe('gateway registry', () => {
  it('the same folder on another machine is not shared unless UPLOADS_SHARED says it is mounted there too', async () => {
    const elsewhere = await register({ host: 'gateway-2.internal' });
    expect(elsewhere.errors).toEqual([expect.stringContaining(`running on this database: ${os.hostname()} (pid`)]);
    expect(elsewhere.errors[0]).toContain('this one (gateway-2.internal, pid');
    await elsewhere.stop();

    const mounted = await register({ host: 'gateway-3.internal', uploadsShared: true });
    expect(mounted.errors).toEqual([]);
    await mounted.stop();
  });

  it('a bucket and a folder do not mix, and two bucket gateways on one bucket do', async () => {
    const bucket = await register({ storage: new S3Storage(s3), s3 });
    expect(bucket.errors).toEqual([expect.stringContaining('keeps photos in s3://nivaas at http://minio:9000')]);
    const second = await register({ storage: new S3Storage(s3), s3 });
    // It still sees the folder gateway of the test app, but not the first bucket gateway as a problem.
    expect(second.errors).toHaveLength(1);
    expect(second.errors[0]).not.toContain(`pid ${process.pid}, photos in s3://`);
    await Promise.all([bucket.stop(), second.stop()]);
  });

  it('ignores gateways whose heartbeat stopped more than two minutes ago', async () => {
    await t.dataSource.query(
      `INSERT INTO gateway_instances (id, host, pid, storage_kind, storage_location, last_seen_at)
       VALUES (gen_random_uuid(), 'crashed.internal', 42, 'local', '/somewhere/else', now() - interval '3 minutes')`,
    );
    const fresh = await register();
    expect(fresh.errors).toEqual([]);
    // Stale rows are cleared at start.
    expect(await t.dataSource.query(`SELECT 1 FROM gateway_instances WHERE host = 'crashed.internal'`)).toEqual([]);
    await fresh.stop();
  });
});
