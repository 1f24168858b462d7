import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { loadMigrations } from './migrations';
import { SnakeNamingStrategy } from './snake-naming';

export type DatabaseTimeouts = Config['databaseTimeouts'];

export function createDataSource(url: string, options: { poolSize?: number; timeouts?: DatabaseTimeouts } = {}): DataSource {
  const timeouts = options.timeouts;
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: loadMigrations(),
    namingStrategy: new SnakeNamingStrategy(),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions come from migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
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
