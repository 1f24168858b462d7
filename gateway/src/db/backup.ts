import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BackupRefused,
  LEFT_OUT_SCHEMAS,
  LEFT_OUT_TABLES,
  MANIFEST_FILE,
  PHOTOS_DIR,
  TABLES_DIR,
  photoKeys,
  quoteIdent,
  type BackupManifest,
  type BackupTable,
} from './backup-format';

export interface BackupOptions {
  /** The database to read. */
  url: string;
  /** The folder to create; it must not exist, or be empty. */
  to: string;
  /** Where the photos are: a local folder (DATA_DIR/uploads), or an S3 bucket, which is not copied. */
  photos: { dir: string } | { bucket: string };
}

/**
 * Writes a backup of the database and the photos to `to` (see backup-format.ts). Every table is
 * read in one REPEATABLE READ READ ONLY transaction, so the set is one consistent moment even
 * while gateways keep writing; the photos are copied after that moment, so a photo uploaded
 * meanwhile is in the backup without its listing (harmless), never the other way round.
 */
export async function createBackup({ url, to, photos }: BackupOptions): Promise<BackupManifest> {
  if ((await readdir(to).catch(() => [])).length > 0)
    throw new BackupRefused(`${to} already exists and is not empty; choose a new folder.`);
  const client = new Client({ connectionString: url });
  await client.connect();
  let created = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Output that reads back the same on any server: UTC, ISO dates, floats to the last digit.
    await client.query(`SET LOCAL TimeZone = 'UTC'`);
    await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
    await client.query(`SET LOCAL IntervalStyle = 'postgres'`);
    await client.query('SET LOCAL extra_float_digits = 3');
    await client.query('SET LOCAL statement_timeout = 0');
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    const { rows: hasMigrations } = await client.query<{ found: string | null }>(`SELECT to_regclass('public.migrations')::text AS found`);
    if (!hasMigrations[0].found) throw new BackupRefused('This database has no Nivaas schema (no migrations table): nothing to back up.');
    const { rows: migrations } = await client.query<{ timestamp: string; name: string }>(
      'SELECT timestamp::text AS timestamp, name FROM migrations ORDER BY id',
    );
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
      `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        GROUP BY c.relname ORDER BY c.relname`,
    );
    const { rows: schemas } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%' ORDER BY nspname`,
    );

    await mkdir(path.join(to, TABLES_DIR), { recursive: true, mode: 0o700 });
    created = true;
    const backedUp: BackupTable[] = [];
    for (const table of tables) {
      if (table.name in LEFT_OUT_TABLES) continue;
      const file = `${TABLES_DIR}/${table.name}.csv`;
      const columns = table.columns.map(quoteIdent).join(', ');
      const stream = client.query(copyTo(`COPY public.${quoteIdent(table.name)} (${columns}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
      await pipeline(stream, createWriteStream(path.join(to, file), { mode: 0o600 }));
      backedUp.push({
        name: table.name,
        file,
        columns: table.columns,
        rows: stream.rowCount,
        bytes: (await stat(path.join(to, file))).size,
      });
    }
    await client.query('COMMIT');

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      postgresVersion: version[0].server_version,
      migrations: migrations.map((m) => ({ timestamp: Number(m.timestamp), name: m.name })),
      tables: backedUp,
      leftOut: [
        ...tables.filter((t) => t.name in LEFT_OUT_TABLES).map((t) => ({ name: t.name, why: LEFT_OUT_TABLES[t.name] })),
        ...schemas.map((s) => ({
          name: `${s.name} (schema)`,
          why: LEFT_OUT_SCHEMAS[s.name] ?? 'not made by Nivaas migrations',
        })),
      ],
      photos:
        'bucket' in photos
          ? {
              storage: 's3',
              bucket: photos.bucket,
              count: 0,
              bytes: 0,
              note: 'Photos are in an S3 bucket and not in this backup: copy the bucket with its own tools (aws s3 sync, mc mirror).',
            }
          : { storage: 'local', dir: PHOTOS_DIR, ...(await copyPhotos(photos.dir, path.join(to, PHOTOS_DIR))) },
    };
    // Written last: a folder without a manifest is a backup cut short, and restore refuses it.
    await writeFile(path.join(to, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (created) await rm(to, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function copyPhotos(from: string, to: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const key of await photoKeys(from)) {
    const target = path.join(to, key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await copyFile(path.join(from, key), target);
    } catch (error) {
      // Deleted since it was listed (its listing was removed meanwhile): not needed.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    count++;
    bytes += (await stat(target)).size;
  }
  return { count, bytes };
}
