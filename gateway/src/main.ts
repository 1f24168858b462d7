import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { loadConfig, repoRoot } from './config';
import { createDataSource } from './db/data-source';
import { migrate } from './db/migrate';
import { openDatabase, type OpenDatabase } from './db/open-database';
import { seedSampleData } from './db/seed';
import { drainOnStop } from './http-drain';
import { createLogger } from './logger';
import { createHttpServer } from './request-timeouts';
import { ensureLocationData } from './modules/location/location-import';

async function main() {
  // Settings from a .env file at the repository root, if there is one (see .env.example).
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const logger = createLogger(config);
  let database: OpenDatabase | undefined;
  let dataSource: DataSource | undefined;
  let stopHttp = async () => {};
  let stopApp = async () => {};

  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: draining HTTP connections');
    await stopHttp();
    await stopApp();
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.stop();
    logger.info('stopped');
    process.exit(exitCode);
  };
  // A second Ctrl+C (or TERM) during a stop ends at once; the embedded server's exit hook still
  // stops PostgreSQL, so nothing is left holding the data folder.
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) return void shutdown(signal);
    logger.warn({ signal }, 'stopping now, without waiting for requests in flight');
    process.exit(130);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // A promise nobody awaited failed (inside a library or the server-render bundle): logged with its
  // stack, and the gateway keeps serving. Node's default would end the process and every request in it.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

  try {
    database = await openDatabase(config, logger, () => void shutdown('the embedded PostgreSQL server could not be restarted', 1));
    dataSource = createDataSource(database.url, { poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts });
    await dataSource.initialize();
    const applied = await migrate(dataSource);
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
    // India's postal directory: a few seconds on the first start, two small queries afterwards.
    await ensureLocationData(dataSource, logger);

    const nivaas = await createApp({ config, dataSource, logger });
    const backfill = nivaas.services.imageVariantBackfill;
    stopApp = async () => {
      await backfill.stop();
      await nivaas.stop();
    };
    if (config.seed) await seedSampleData(dataSource, nivaas.services, logger);

    const server = createHttpServer(nivaas.app, config.requestTimeouts);
    server.listen(config.port, config.host, () => {
      logger.info(`Nivaas is running at ${config.publicUrl} (GraphQL: ${config.publicUrl}/graphql)`);
      // A plain line for people reading the terminal, whatever the log format.
      console.log(`\n  Nivaas is ready: ${config.publicUrl}\n`);
      // Photos stored before responsive sizes existed get them now, in the background.
      void backfill.run().catch((error: unknown) => logger.error({ err: error }, 'the responsive photo sizes backfill stopped'));
    });
    // Subscription sockets close first: the drain waits for open connections, and they stay open.
    const stopSubscriptions = nivaas.serveSubscriptions(server);
    const drain = drainOnStop(server);
    stopHttp = async () => {
      await stopSubscriptions();
      await drain();
    };
    server.on('error', (error) => {
      logger.fatal({ err: error }, 'the HTTP server failed');
      void shutdown('error', 1);
    });
  } catch (error) {
    logger.fatal({ err: error }, 'the gateway could not start');
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.stop();
    process.exit(1);
  }
}

void main();
