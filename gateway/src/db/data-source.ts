import { DataSource } from 'typeorm';
import { entities } from './entities';
import { loadMigrations } from './migrations';

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: loadMigrations(),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions come from migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: { max: options.poolSize ?? 10 },
  });
}
