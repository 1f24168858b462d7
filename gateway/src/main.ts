import 'reflect-metadata';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig, repoRoot } from './config';
import { createDataSource } from './db/data-source';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedSampleData } from './db/seed';
import { createLogger } from './logger';
import { ensureLocationData } from './modules/location/location-import';

async function main() {
  // Settings from a .env file at the repository root, if there is one (see .env.example).
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const dataSource = createDataSource(database.url, { poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts });
  let server: Server | undefined;
  let stopApp = async () => {};

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining HTTP connections');
    const forceClose = setTimeout(() => server?.closeAllConnections(), 10_000).unref();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeIdleConnections();
    clearTimeout(forceClose);
    await stopApp();
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await dataSource.initialize();
    const applied = await migrate(dataSource);
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
    // India's postal directory: a few seconds on the first start, two small queries afterwards.
    await ensureLocationData(dataSource, logger);

    const nivaas = await createApp({ config, dataSource, logger });
    stopApp = nivaas.stop;
    if (config.seed) await seedSampleData(dataSource, nivaas.services, logger);

    server = nivaas.app.listen(config.port, config.host, () => {
      logger.info(`Nivaas is running at ${config.publicUrl} (GraphQL: ${config.publicUrl}/graphql)`);
      // A plain line for people reading the terminal, whatever the log format.
      console.log(`\n  Nivaas is ready: ${config.publicUrl}\n`);
    });
    server.on('error', (error) => {
      logger.fatal({ err: error }, 'the HTTP server failed');
      void shutdown('error');
    });
  } catch (error) {
    logger.fatal({ err: error }, 'the gateway could not start');
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
    process.exit(1);
  }
}

void main();
