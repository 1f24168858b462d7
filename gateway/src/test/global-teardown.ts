import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import type { EmbeddedDatabase } from '../db/embedded';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV, runPrefixOfTemplate } from './database-server';

export default async function globalTeardown() {
  const adminUrl = process.env[TEST_ADMIN_URL_ENV];
  const template = process.env[TEST_TEMPLATE_ENV];
  const embedded = (globalThis as { __nivaasTestServer?: { server: EmbeddedDatabase; dir: string } }).__nivaasTestServer;
  if (embedded) {
    await embedded.server.stop();
    await rm(embedded.dir, { recursive: true, force: true });
    return;
  }
  // On a shared server, remove what this run created.
  if (!adminUrl || !template) return;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [
    `${runPrefixOfTemplate(template)}_`,
  ]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
}
