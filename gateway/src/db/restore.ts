import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client, type ClientBase, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MigrationExecutor, type DataSource, type QueryRunner } from 'typeorm';
import type { FileStorage } from '../modules/storage/file-storage';
import { BackupRefused, PHOTOS_DIR, isEmptyDir, photoKeys, quoteIdent, readManifest, type BackupManifest } from './backup-format';
import { createDataSource } from './data-source';
import { MIGRATION_LOCK } from './migrate';
import { loadMigrations, type MigrationClass } from './migrations';

export interface RestoreOptions {
  /** The database to restore into: new, or with no rows in any table the backup holds. */
  url: string;
  /** The backup folder (made by createBackup). */
  from: string;
  /** Where the photos go; `localDir` (DATA_DIR/uploads) must then be missing or empty. */
  photos: { storage: FileStorage; localDir?: string };
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** This code's migrations that the backup did not have, run after its data was loaded. */
  newerMigrations: string[];
  photos: number;
}

const migrationName = (migration: MigrationClass) => new migration().name ?? migration.name;

/**
 * Restores a backup into a fresh place. Refuses (BackupRefused, nothing changed) a backup whose
 * migrations this code lacks, a database with rows in any table it would load or with migrations
 * the backup lacks, and a photo folder with files. Otherwise, in one transaction: exactly the
 * backup's migrations (so the tables are as they were), every table loaded with one COPY in
 * foreign-key order (its own triggers off: the rows are loaded as they were, derived columns and
 * counters included), sequences moved past the loaded ids, then the rest of this code's
 * migrations. The photos go in first and are removed again if the database part fails.
 */
export async function restoreBackup({ url, from, photos }: RestoreOptions): Promise<RestoreResult> {
  const { manifest, migrations, newerMigrations } = await checkBackup(from);
  await checkTarget(url, manifest);
  const photoKeysToRestore = manifest.photos.storage === 'local' ? await photoKeys(path.join(from, PHOTOS_DIR)) : [];
  if (photoKeysToRestore.length && photos.localDir && !(await isEmptyDir(photos.localDir))) {
    throw new BackupRefused(`${photos.localDir} already holds photos; restore into an empty photo folder (a new DATA_DIR).`);
  }

  const restored: string[] = [];
  try {
    for (const key of photoKeysToRestore) {
      const body = await readFile(path.join(from, PHOTOS_DIR, key));
      await photos.storage.put(key, body, key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
      restored.push(key);
    }
    await restoreDatabase(url, from, manifest, migrations);
    return { manifest, newerMigrations, photos: restored.length };
  } catch (error) {
    for (const key of restored) await photos.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Reads a backup's manifest and refuses it when this code lacks any of its migrations. */
export async function checkBackup(from: string) {
  const manifest = await readManifest(from);
  const known = new Map(loadMigrations().map((migration) => [migrationName(migration), migration]));
  const unknown = manifest.migrations.filter((m) => !known.has(m.name)).map((m) => m.name);
  if (unknown.length) {
    throw new BackupRefused(
      `This backup was made by a newer Nivaas: its migrations ${unknown.join(', ')} are not in this code. ` +
        'Restore it with the version that made it, or a newer one. Nothing was changed.',
    );
  }
  return {
    manifest,
    /** The backup's migrations, in the order they ran. */
    migrations: manifest.migrations.map((m) => known.get(m.name)!),
    newerMigrations: [...known.keys()].filter((name) => !manifest.migrations.some((m) => m.name === name)),
  };
}

/** Before anything is written (photos included): refuses a target that already holds data the backup would load, or a newer schema. */
async function checkTarget(url: string, manifest: BackupManifest): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await refuseUnlessEmpty(client, manifest);
  } finally {
    await client.end();
  }
}

/** The refusals of a target that holds rows the backup would load, or migrations it lacks. */
async function refuseUnlessEmpty(client: ClientBase, manifest: BackupManifest): Promise<void> {
  const { rows: present } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  const tables = new Set(present.map((row) => row.name));
  if (tables.has('migrations')) {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    const extra = rows.map((row) => row.name).filter((name) => !manifest.migrations.some((m) => m.name === name));
    if (extra.length) {
      throw new BackupRefused(
        `The database already has migrations the backup does not (${extra.join(', ')}). Restore into a new, empty database.`,
      );
    }
  }
  const withRows: string[] = [];
  for (const table of manifest.tables) {
    if (!tables.has(table.name)) continue;
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${quoteIdent(table.name)}) AS any`);
    if (rows[0].any) withRows.push(table.name);
  }
  if (withRows.length) {
    throw new BackupRefused(
      `The database is not empty (rows in ${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? `, and ${withRows.length - 5} more tables` : ''}). ` +
        'Restore into a new, empty database: a new DATA_DIR for the embedded one, or a new database on the server. Nothing was changed.',
    );
  }
}

async function restoreDatabase(url: string, from: string, manifest: BackupManifest, backupMigrations: MigrationClass[]): Promise<void> {
  const asBackedUp = createDataSource(url, { poolSize: 1, migrations: backupMigrations });
  const current = createDataSource(url, { poolSize: 1 });
  await asBackedUp.initialize();
  await current.initialize();
  const runner = asBackedUp.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    await runner.query('SET statement_timeout = 0');
    await runner.startTransaction();
    // A gateway starting on this database meanwhile waits for its migrations until this commits
    // (then finds the data, and its seeders' records); one that got there first is found here.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await refuseUnlessEmpty(client, manifest);
    await runMigrations(asBackedUp, runner);

    const names = manifest.tables.map((table) => table.name);
    const { rows: found } = await client.query<{ name: string; columns: string[] }>(
      `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relname = ANY ($1) GROUP BY c.relname`,
      [names],
    );
    const columnsOf = new Map(found.map((row) => [row.name, row.columns]));
    for (const table of manifest.tables) {
      const columns = columnsOf.get(table.name);
      const missing = table.columns.filter((column) => !columns?.includes(column));
      if (!columns || missing.length) {
        throw new Error(
          `After the backup's migrations, ${table.name} ${columns ? `lacks columns ${missing.join(', ')}` : 'does not exist'}`,
        );
      }
    }

    const order = await foreignKeyOrder(client, names);
    const list = order.map((name) => `public.${quoteIdent(name)}`).join(', ');
    // A migration may have written rows (none do yet); the backup's rows replace them.
    await client.query(`TRUNCATE ${list}`);
    for (const name of order) await client.query(`ALTER TABLE public.${quoteIdent(name)} DISABLE TRIGGER USER`);
    for (const name of order) {
      const table = manifest.tables.find((t) => t.name === name)!;
      const columns = table.columns.map(quoteIdent).join(', ');
      const stream = client.query(copyFrom(`COPY public.${quoteIdent(name)} (${columns}) FROM STDIN WITH (FORMAT csv, HEADER true)`));
      await pipeline(createReadStream(path.join(from, table.file)), stream);
      if (stream.rowCount !== table.rows) throw new Error(`${name}: loaded ${stream.rowCount} rows, the manifest says ${table.rows}`);
    }
    for (const name of order) await client.query(`ALTER TABLE public.${quoteIdent(name)} ENABLE TRIGGER USER`);
    await resetSequences(client, names);

    await runMigrations(current, runner);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
    await asBackedUp.destroy();
    await current.destroy();
  }
}

/** `dataSource`'s pending migrations, inside the transaction `runner` holds. */
async function runMigrations(dataSource: DataSource, runner: QueryRunner): Promise<void> {
  const executor = new MigrationExecutor(dataSource, runner);
  executor.transaction = 'none';
  await executor.executePendingMigrations();
}

/** `tables` so that every table comes after the tables its foreign keys point to (pg_constraint). */
async function foreignKeyOrder(client: PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname = ANY ($1) AND p.relname = ANY ($1) AND c.oid <> p.oid`,
    [tables],
  );
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    state.set(table, 'visiting');
    for (const { parent } of rows.filter((row) => row.child === table)) visit(parent, [...path, table]);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return order;
}

/** Each sequence owned by a column of `tables` continues after the largest value loaded. */
async function resetSequences(client: PoolClient, tables: string[]): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.relname AS table, a.attname AS column FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.deptype IN ('a', 'i') AND n.nspname = 'public' AND t.relname = ANY ($1)`,
    [tables],
  );
  for (const { sequence, table, column } of rows) {
    await client.query(
      `SELECT setval($1::regclass, coalesce((SELECT max(${quoteIdent(column)}) FROM public.${quoteIdent(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
