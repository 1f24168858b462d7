import { runPrefixOfTemplate } from './database-server';
import { copyOfTemplate, testAppOn, testServer, withAdmin, type TestApp } from './test-app';

/**
 * A template database holding data that several test files start from and that takes seconds to
 * make (the search tests' listings, photos included): made once per run by the first file that
 * asks, through a gateway like the tests', then copied by every file that asks, as the migrated
 * template is. Files asking at once wait for it (an advisory lock) rather than make it again.
 */
export async function seededTemplate(name: string, seed: (t: TestApp) => Promise<unknown>): Promise<string> {
  const { adminUrl, template } = testServer();
  const seeded = `${runPrefixOfTemplate(template)}_${name}`;
  await withAdmin(adminUrl, async (admin) => {
    // Held by this connection: released below, or by the server if this process dies.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [seeded]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [seeded]);
      if (rowCount) return;
      const database = await copyOfTemplate(template, seeded);
      // Kept when the seeding gateway stops; removed (so the next file tries again) if seeding failed.
      try {
        const t = await testAppOn({ ...database, drop: async () => undefined });
        try {
          await seed(t);
        } finally {
          await t.close();
        }
      } catch (error) {
        await database.drop();
        throw error;
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [seeded]);
    }
  });
  return seeded;
}
