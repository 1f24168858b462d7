import type { DataSource, Migration } from 'typeorm';
import { waitForAdvisoryLock } from './advisory-lock';

// Any fixed number (beside the seed's and the postal import's); two gateways starting on one
// database with pending migrations take turns instead of one failing on a duplicate key.
export const MIGRATION_LOCK = 720_410;

/** Applies pending migrations, one process at a time per database. */
export async function migrate(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await waitForAdvisoryLock(runner, MIGRATION_LOCK);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
