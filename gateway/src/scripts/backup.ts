import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config';
import { createBackup } from '../db/backup';
import { megabytes, openConfiguredDatabase, operatorPath, runCommand } from './backup-cli';

const USAGE = `Usage: npm run backup [-- --to <folder>]
Backs up the configured database (the embedded one in DATA_DIR, or DATABASE_URL) and the photos
in DATA_DIR/uploads into a new folder (default: backups/nivaas-<date and time>). With the embedded
database, stop Nivaas first; a server's database can be backed up while the app runs.`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const to = values.to ? operatorPath(values.to) : path.join(repoRoot, 'backups', `nivaas-${stamp}`);
  const started = performance.now();
  const { config, database } = await openConfiguredDatabase('backup');
  try {
    const manifest = await createBackup({
      url: database.url,
      to,
      photos: config.s3 ? { bucket: config.s3.bucket } : { dir: path.join(config.dataDir, 'uploads') },
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.tables.reduce((sum, table) => sum + table.bytes, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backed up ${manifest.tables.length} tables (${rows} rows, ${megabytes(bytes)}) of PostgreSQL ${manifest.postgresVersion}`);
    console.log(
      manifest.photos.storage === 'local'
        ? `and ${manifest.photos.count} photo files (${megabytes(manifest.photos.bytes)}) to ${to} in ${seconds} s.`
        : `to ${to} in ${seconds} s. ${manifest.photos.note}`,
    );
    console.log(`Left out (see manifest.json for why): ${manifest.leftOut.map((item) => item.name).join(', ')}.`);
  } finally {
    await database.stop();
  }
}

runCommand(main);
