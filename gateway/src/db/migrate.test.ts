import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV, databaseUrl, runPrefixOfTemplate } from '../test/database-server';
import { createDataSource } from './data-source';
import { migrate } from './migrate';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env[TEST_ADMIN_URL_ENV] });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  it('lets two gateways starting at once on an empty database both succeed, each migration applied once', async () => {
    const name = `${runPrefixOfTemplate(process.env[TEST_TEMPLATE_ENV]!)}_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = databaseUrl(process.env[TEST_ADMIN_URL_ENV]!, name);
    // A short lock_timeout: the second gateway waits for the first longer than that.
    const timeouts = { connectMs: 5_000, statementMs: 30_000, lockMs: 100, idleInTransactionMs: 60_000 };
    const gateways = [createDataSource(url, { poolSize: 2, timeouts }), createDataSource(url, { poolSize: 2, timeouts })];
    try {
      await Promise.all(gateways.map((gateway) => gateway.initialize()));
      const results = await Promise.allSettled(gateways.map((gateway) => migrate(gateway)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      expect(applied).toHaveLength(gateways[0].migrations.length);
    } finally {
      await Promise.all(gateways.map((gateway) => (gateway.isInitialized ? gateway.destroy() : undefined)));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
