import { DataSource } from 'typeorm';
import { connectionSettings, type DatabaseTimeouts } from './connection-settings';
import { entities } from './entities';
import { loadMigrations, type MigrationClass } from './migrations';
import { guardedPg } from './pool-guard';
import { SnakeNamingStrategy } from './snake-naming';

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
    extra: { max: poolSize, ...connectionSettings(timeouts) },
  });
}
