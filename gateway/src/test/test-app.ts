import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { createLogger } from '../logger';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV, databaseUrl, runPrefixOfTemplate } from './database-server';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

/**
 * Abuse limits high enough that test files which sign up and sign in many times never meet
 * them; the throttling tests pass their own small limits.
 */
const GENEROUS_LIMITS = Object.fromEntries(
  ['LOGIN_ACCOUNT', 'LOGIN_IP', 'REGISTER_ACCOUNT', 'REGISTER_IP', 'RESET_ACCOUNT', 'RESET_IP', 'ENQUIRY_ACCOUNT', 'ENQUIRY_IP', 'CONTACT_ACCOUNT', 'CONTACT_IP', 'NEWSLETTER_IP', 'VISIT_ACCOUNT', 'VISIT_IP'].map((name) => [`THROTTLE_${name}`, '1000/1h']),
);

/**
 * The whole gateway on a database of its own (a copy of the migrated template), for one test
 * file. Call `close()` in afterAll.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const adminUrl = process.env[TEST_ADMIN_URL_ENV];
  const template = process.env[TEST_TEMPLATE_ENV];
  if (!adminUrl || !template) throw new Error('The gateway test server is not running (see src/test/global-setup.ts).');

  const name = `${runPrefixOfTemplate(template)}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  // Uploads and other files of this test file go to a folder of its own.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-gateway-test-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: '', ...GENEROUS_LIMITS, ...env });
  const logger = createLogger(config);
  const dataSource = createDataSource(url, { poolSize: 4, timeouts: config.databaseTimeouts });
  await dataSource.initialize();
  const nivaas = await createApp({ config, dataSource, logger });
  const request = supertest(nivaas.app);

  async function graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<Data>> {
    const response = await request.post('/graphql').set(headers).send({ query, variables });
    return response.body as GraphQLResponse<Data>;
  }

  return {
    app: nivaas.app,
    services: nivaas.services,
    dataSource,
    config,
    logger,
    request,
    graphql,
    async close() {
      await nivaas.stop();
      await dataSource.destroy();
      await rm(dataDir, { recursive: true, force: true });
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
