import 'reflect-metadata';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded';
import { ensureLocationData } from '../modules/location/location-import';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV, databaseUrl, testRunPrefix } from './database-server';

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's, else a fresh embedded one) and a template
 * database with every migration applied. Each test file copies the template into its own database.
 */
export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-test-'));
    const server = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    adminUrl = server.adminUrl;
    Object.assign(globalThis, { __nivaasTestServer: { server, dir } });
  }
  const template = `${testRunPrefix(process.pid)}_template`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const dataSource = createDataSource(databaseUrl(adminUrl, template), { poolSize: 1 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  // Once per run, into the template: every test file's copy has India's postal data.
  await ensureLocationData(dataSource);
  await dataSource.destroy();

  process.env[TEST_ADMIN_URL_ENV] = adminUrl;
  process.env[TEST_TEMPLATE_ENV] = template;
}
