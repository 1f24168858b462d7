import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { repoRoot } from '../config';
import { LocalDiskStorage } from '../modules/storage/local-disk-storage';
import { postListing, signedIn } from '../test/fixtures';
import { databaseUrl, runPrefixOfTemplate } from '../test/database-server';
import { createTestApp, testAppOn, testServer, withAdmin, type TestApp } from '../test/test-app';
import { BackupRefused, LEFT_OUT_TABLES, photoKeys, readManifest, type BackupManifest } from './backup-format';
import { restoreBackup } from './restore';

const run = promisify(execFile);

let t: TestApp;
let folder: string;
const databases: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'nivaas-backup-test-'));
});
afterAll(async () => {
  await t.close();
  for (const drop of databases) await drop();
  await rm(folder, { recursive: true, force: true });
});

/** `npm run backup|restore -- ...` from the repository root, on the given database and DATA_DIR. */
function npmRun(script: 'backup' | 'restore', args: string[], env: { DATABASE_URL: string; DATA_DIR: string }) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** A new database with nothing in it (not a copy of the migrated template), dropped after the file. */
async function emptyDatabase() {
  const { adminUrl, template } = testServer();
  const name = `${runPrefixOfTemplate(template)}_restore_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  databases.push(() => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined));
  return { adminUrl, name, url: databaseUrl(adminUrl, name) };
}

interface DatabaseState {
  /** Each table of `public`: its row count and a checksum of all its rows (every column, generated ones included). */
  tables: Record<string, { rows: number; checksum: string }>;
  /** Every index of `public` with its definition. */
  indexes: string[];
}

/**
 * Tables only counted: those a backup leaves out (the postal directory is 155,000 rows), except
 * the two the migrations write, which restore rebuilds by running them and are compared whole.
 */
const REBUILT_BY_MIGRATIONS = new Set(['migrations', 'typeorm_metadata']);
const COUNTED_ONLY = new Set(Object.keys(LEFT_OUT_TABLES).filter((name) => !REBUILT_BY_MIGRATIONS.has(name)));

async function stateOf(url: string): Promise<DatabaseState> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TimeZone = 'UTC'`);
    const { rows: names } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const tables: DatabaseState['tables'] = {};
    for (const { name } of names) {
      const checksum = COUNTED_ONLY.has(name) ? `''` : `coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '')`;
      const { rows } = await client.query<{ rows: number; checksum: string }>(
        `SELECT count(*)::int AS rows, ${checksum} AS checksum FROM public."${name}" t`,
      );
      tables[name] = rows[0];
    }
    const { rows: indexes } = await client.query<{ definition: string }>(
      `SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    );
    return { tables, indexes: indexes.map((index) => index.definition) };
  } finally {
    await client.end();
  }
}

/** Photo files under `dir`: path -> sha256 of the bytes. */
async function photosIn(dir: string): Promise<Record<string, string>> {
  const photos: Record<string, string> = {};
  for (const key of await photoKeys(dir))
    photos[key] = createHash('sha256')
      .update(await readFile(path.join(dir, key)))
      .digest('hex');
  return photos;
}

describe('npm run backup and npm run restore', () => {
  const backup = () => path.join(folder, 'backup');
  let listingId: string;
  /** The database the first test restored into. */
  let restoredUrl: string;

  it('restore into a fresh database and photo folder finds every row, index and photo; runtime tables stay behind', async () => {
    // Sample data across several tables: accounts, a listing with a photo (the earth index holds
    // it: it has a position), its search words (trigger-made), a review (which sets its rating).
    const owner = await signedIn(t, 'owner');
    const seeker = await signedIn(t, 'user');
    const listing = await postListing(t, owner.headers, 'Backup Test Girls PG');
    listingId = listing._id;
    await t.services.reviews.write({ id: seeker.user.id, role: 'user' }, listingId, {
      rating: 4,
      text: 'Clean rooms and good food, would stay.',
    });
    const source = await stateOf(t.config.databaseUrl!);
    const sourcePhotos = await photosIn(path.join(t.config.dataDir, 'uploads'));
    // What makes the checks below mean something.
    for (const table of ['users', 'properties', 'property_images', 'reviews', 'search_terms', 'gateway_instances', 'postal_places'])
      expect(source.tables[table].rows).toBeGreaterThan(0);
    expect(source.indexes.join('\n')).toContain('IDX_properties_earth_search');
    expect(Object.keys(sourcePhotos).length).toBeGreaterThanOrEqual(2);

    const made = await npmRun('backup', ['--to', backup()], { DATABASE_URL: t.config.databaseUrl!, DATA_DIR: t.config.dataDir });
    expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining(`to ${backup()}`) });
    const manifest: BackupManifest = await readManifest(backup());
    expect(manifest.photos).toMatchObject({ storage: 'local', count: Object.keys(sourcePhotos).length });
    expect(manifest.leftOut.map((item) => item.name)).toEqual(
      expect.arrayContaining(['gateway_instances', 'rate_limits', 'postal_places', 'location_imports', 'migrations']),
    );

    const target = await emptyDatabase();
    const dataDir = path.join(folder, 'restored-data');
    const restored = await npmRun('restore', ['--from', backup()], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored') });

    restoredUrl = target.url;
    const after = await stateOf(target.url);
    // The migrations and typeorm_metadata tables are made again by running the same migrations in the same order.
    for (const [table, state] of Object.entries(source.tables)) {
      if (COUNTED_ONLY.has(table)) expect([table, after.tables[table].rows]).toEqual([table, 0]);
      else expect([table, after.tables[table]]).toEqual([table, state]);
    }
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(source.tables).sort());
    expect(after.indexes).toEqual(source.indexes);
    // Spelled out: what pg_dump/pg_restore got wrong.
    expect(after.indexes.join('\n')).toContain('"IDX_properties_earth_search" ON public.properties USING gist (ll_to_earth');
    expect(after.tables.gateway_instances.rows).toBe(0);
    expect(await photosIn(path.join(dataDir, 'uploads'))).toEqual(sourcePhotos);

    // A gateway on the restored database and folder serves the listing, its photo, and finds it near its position.
    const restoredApp = await testAppOn({ ...target, drop: async () => undefined }, { DATA_DIR: dataDir });
    try {
      const page = await restoredApp.request.get(`/api/v1/property/${listingId}`).expect(200);
      const photo = await restoredApp.request.get(new URL(page.body.data.images[0], 'http://x').pathname).expect(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      const [{ latitude, longitude }] = await restoredApp.dataSource.query('SELECT latitude, longitude FROM properties WHERE id = $1', [
        listingId,
      ]);
      const near = await restoredApp.request.get(`/api/v1/search?nearMe=true&lat=${latitude}&lng=${longitude}&radius=1`).expect(200);
      expect(near.body.results.map((result: { _id: string }) => result._id)).toContain(listingId);
    } finally {
      await restoredApp.close();
    }
  });

  it('refuses a database that already has rows, with one message and exit code 1, changing nothing', async () => {
    const before = await stateOf(restoredUrl);
    const again = await npmRun('restore', ['--from', backup()], { DATABASE_URL: restoredUrl, DATA_DIR: path.join(folder, 'other-data') });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The database is not empty \(rows in .*\)\. Restore into a new, empty database/);
    expect(again.stderr).not.toMatch(/\n\s+at /);
    expect(await stateOf(restoredUrl)).toEqual(before);
    expect(await photoKeys(path.join(folder, 'other-data', 'uploads'))).toEqual([]);
  });

  it('refuses a backup whose migrations this code does not have, changing nothing', async () => {
    const newer = path.join(folder, 'newer-backup');
    await cp(backup(), newer, { recursive: true });
    const manifest = await readManifest(newer);
    manifest.migrations.push({ timestamp: 1899999999999, name: 'FromTheFuture1899999999999' });
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    const target = await emptyDatabase();
    const uploads = path.join(folder, 'newer-data', 'uploads');
    const restoring = restoreBackup({
      url: target.url,
      from: newer,
      photos: { storage: new LocalDiskStorage(uploads), localDir: uploads },
    });
    await expect(restoring).rejects.toThrow(BackupRefused);
    await expect(restoring).rejects.toThrow(/its migrations FromTheFuture1899999999999 are not in this code/);
    expect((await stateOf(target.url)).tables).toEqual({});
    expect(await photoKeys(uploads)).toEqual([]);
  });
});
