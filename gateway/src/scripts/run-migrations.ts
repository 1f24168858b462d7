import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../logger';

/** `npm run migration:run`: applies pending migrations to the configured database and exits. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const dataSource = createDataSource(database.url);
  try {
    await dataSource.initialize();
    const applied = await migrate(dataSource);
    console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations.');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
