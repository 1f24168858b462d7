import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused } from '../db/backup-format';
import { checkBackup, restoreBackup } from '../db/restore';
import { createFileStorage } from '../modules/storage/create-storage';
import { megabytes, openConfiguredDatabase, operatorPath, runCommand } from './backup-cli';

const USAGE = `Usage: npm run restore -- --from <backup folder>
Restores a backup made by npm run backup into the configured database (the embedded one in
DATA_DIR, or DATABASE_URL), which must be new or empty, and its photos into DATA_DIR/uploads
(or the S3 bucket, when configured). With the embedded database, stop Nivaas first.`;

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  if (!values.from) throw new BackupRefused(USAGE);
  const from = operatorPath(values.from);
  const started = performance.now();
  await checkBackup(from); // before starting a database: a wrong folder is refused at once
  const { config, database } = await openConfiguredDatabase('restore');
  try {
    const { manifest, newerMigrations, photos } = await restoreBackup({
      url: database.url,
      from,
      photos: { storage: createFileStorage(config), localDir: config.s3 ? undefined : path.join(config.dataDir, 'uploads') },
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const photoBytes = manifest.photos.storage === 'local' ? ` (${megabytes(manifest.photos.bytes)})` : '';
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${photos} photo files${photoBytes} from ${from} in ${seconds} s.`,
    );
    if (newerMigrations.length) console.log(`Then applied this version's newer migrations: ${newerMigrations.join(', ')}.`);
    if (manifest.photos.storage === 's3') console.log(manifest.photos.note);
    console.log("Start Nivaas (npm start): its first start imports India's postal directory again (a few seconds).");
  } finally {
    await database.stop();
  }
}

runCommand(main);
