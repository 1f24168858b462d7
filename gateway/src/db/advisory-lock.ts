import type { QueryRunner } from 'typeorm';

/**
 * Takes a session-level advisory lock, waiting as long as the holder needs (another gateway
 * migrating or importing): lock_timeout is lifted for this one wait, then restored.
 */
export async function waitForAdvisoryLock(runner: QueryRunner, key: number): Promise<void> {
  await runner.query('SET lock_timeout = 0');
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
  } finally {
    await runner.query('RESET lock_timeout');
  }
}
