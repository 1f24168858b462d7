import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { loadMigrations, type MigrationClass } from './migrations';
import { guardedPg } from './pool-guard';
import { SnakeNamingStrategy } from './snake-naming';

/** Longest waits on PostgreSQL; without `poolQueueMax`, twice the pool's size may wait for a connection. */
export type DatabaseTimeouts = Omit<Config['databaseTimeouts'], 'poolQueueMax'> & { poolQueueMax?: number };

export function createDataSource(
  url: string,
  /** `migrations`: these instead of every migration of the code (restore runs a backup's own). */
  options: { poolSize?: number; timeouts?: DatabaseTimeouts; migrations?: MigrationClass[] } = {},
): DataSource {
  const timeouts = options.timeouts;
  const poolSize = options.poolSize ?? 10;
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: options.migrations ?? loadMigrations(),
    namingStrategy: new SnakeNamingStrategy(),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions come from migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    // One hot table cannot hold every connection, nor a long queue every request (pool-guard.ts).
    driver: guardedPg({ maxQueue: timeouts?.poolQueueMax ?? poolSize * 2 }),
    extra: {
      max: poolSize,
      // Without limits one stuck lock holds every pool connection and every request waits on it.
      ...(timeouts
        ? {
            connectionTimeoutMillis: timeouts.connectMs,
            statement_timeout: timeouts.statementMs,
            lock_timeout: timeouts.lockMs,
            idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
          }
        : {}),
    },
  });
}
