import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { ReadDatabase } from '../db/read-database';
import { createLogger } from '../logger';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV, databaseUrl, runPrefixOfTemplate } from './database-server';
import { queriesSentWhileBusy } from './queries-sent-while-busy';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

/** The code of a GraphQL answer's first error (FORBIDDEN, BAD_USER_INPUT, ...), or undefined. */
export const firstErrorCode = (response: GraphQLResponse<unknown>): unknown => response.errors?.[0]?.extensions?.code;

/**
 * Abuse limits high enough that test files which sign up and sign in many times never meet
 * them; the throttling tests pass their own small limits.
 */
const GENEROUS_LIMITS = Object.fromEntries(
  [
    'LOGIN_ACCOUNT',
    'LOGIN_IP',
    'REGISTER_ACCOUNT',
    'REGISTER_IP',
    'RESET_ACCOUNT',
    'RESET_IP',
    'ENQUIRY_ACCOUNT',
    'ENQUIRY_IP',
    'CONTACT_ACCOUNT',
    'CONTACT_IP',
    'NEWSLETTER_IP',
    'REPORT_ACCOUNT',
    'VISIT_ACCOUNT',
    'VISIT_IP',
    'PHONE_CODE_NUMBER',
    'PHONE_CODE_IP',
    'PHONE_CODE_TRY_IP',
    'GOOGLE_SIGN_IN_IP',
  ].map((name) => [`THROTTLE_${name}`, '1000/1h']),
);

/**
 * The whole gateway on a database of its own (a copy of the migrated template, or of `template`),
 * for one test file. Call `close()` in afterAll. `peer()` starts another gateway on the same database.
 */
export async function createTestApp(env: Record<string, string> = {}, { template }: { template?: string } = {}) {
  return testAppOn(await copyOfTemplate(template), env);
}

export type TestDatabase = Awaited<ReturnType<typeof copyOfTemplate>>;

/**
 * The whole gateway on `database`; `close()` stops every gateway started on it, then calls its
 * `drop`, and fails if our code sent a query to a connection still running another (see
 * queries-sent-while-busy.ts).
 */
export async function testAppOn({ adminUrl, name, url, drop }: TestDatabase, env: Record<string, string> = {}) {
  const sentWhileBusy = queriesSentWhileBusy();
  // CI's streaming replica (DATABASE_READ_URL): the new database appears there once replayed.
  const replicaAdminUrl = process.env.DATABASE_READ_URL;
  if (replicaAdminUrl) await replicaCaughtUp(adminUrl, replicaAdminUrl);
  const replicaUrl = replicaAdminUrl ? databaseUrl(replicaAdminUrl, name) : undefined;
  const gateways: TestGateway[] = [];
  const start = async (more: Record<string, string>, logger?: Logger) => {
    const gateway = await startGateway(url, replicaUrl, { ...env, ...more }, logger);
    gateways.push(gateway);
    return gateway;
  };
  const first = await start({});

  return {
    ...first,
    /** Another gateway on this database: its own DataSource, and its own folder unless DATA_DIR is set (here or above). */
    peer: (more: Record<string, string> = {}, logger?: Logger) => start(more, logger),
    async close() {
      try {
        for (const gateway of gateways.reverse()) await gateway.close();
      } finally {
        await drop();
      }
      const sites = sentWhileBusy();
      if (sites.length)
        throw new Error(`Queries sent to a connection still running another (send them one after the other):\n${sites.join('\n')}`);
    },
  };
}

/** Where the test run's server is, and the name of its migrated template (set by global-setup). */
export function testServer() {
  const adminUrl = process.env[TEST_ADMIN_URL_ENV];
  const template = process.env[TEST_TEMPLATE_ENV];
  if (!adminUrl || !template) throw new Error('The gateway test server is not running (see src/test/global-setup.ts).');
  return { adminUrl, template };
}

/** A fresh copy of the migrated template database (or of `template`) on the test server, named `name` or at random. */
export async function copyOfTemplate(
  template = testServer().template,
  name = `${runPrefixOfTemplate(testServer().template)}_${randomBytes(6).toString('hex')}`,
) {
  const { adminUrl } = testServer();
  // The template holds India's postal data (about 43 MB). PostgreSQL's default way to copy it
  // (WAL_LOG) writes each of its pages through the write-ahead log again, for every test file;
  // FILE_COPY copies its files after a checkpoint (the gateway level on this machine, 5 December,
  // Debian's PostgreSQL 15: 292 s with WAL_LOG, 264 s with FILE_COPY).
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`));
  return {
    adminUrl,
    name,
    url: databaseUrl(adminUrl, name),
    drop: async (): Promise<void> => {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

type TestGateway = Awaited<ReturnType<typeof startGateway>>;

async function startGateway(url: string, replicaUrl: string | undefined, env: Record<string, string>, givenLogger?: Logger) {
  // Uploads and other files of this gateway go to a folder of its own.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-gateway-test-'));
  // A test that names its own read database is testing the routing itself: no waiting for replay there.
  const harnessReplica = env.DATABASE_READ_URL === undefined && replicaUrl;
  // The search cache is off unless a test turns it on: tests write listings with raw SQL, which it cannot see.
  // No web build either unless a test brings its own stand-in (WEB_DIST_DIR): the gateway's page
  // tests use stand-ins, the real build is the browser journeys' to check, and loading its server
  // bundle into every test file's gateway cost seconds a file while no test looked at it.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATABASE_READ_URL: harnessReplica ? replicaUrl : '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SMTP_URL: '',
    // Alerts are run by hand in their tests (SavedSearchAlerts.sendDue): no job queue in every test file's gateway.
    SAVED_SEARCH_ALERTS: 'false',
    // Push is sent by the job queue too: only its own tests turn it on.
    PUSH_NOTIFICATIONS: 'false',
    SEARCH_CACHE_SECONDS: '0',
    ...GENEROUS_LIMITS,
    ...env,
  });
  const logger = givenLogger ?? createLogger(config);
  const dataSource = createDataSource(url, { poolSize: 4, timeouts: config.databaseTimeouts });
  await dataSource.initialize();
  const primaryPool = (dataSource.driver as PostgresDriver).master as Pool;
  // Replica lag must not make a test flaky: each replica read waits until this test's writes are replayed.
  const reads = harnessReplica
    ? new ReadDatabase(dataSource, {
        url: harnessReplica,
        poolSize: 4,
        timeouts: config.databaseTimeouts,
        logger,
        beforeRead: (replica) => replayed(primaryPool, replica),
      })
    : undefined;
  const nivaas = await createApp({ config, dataSource, logger, reads }).catch(async (error: unknown) => {
    await dataSource.destroy();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const request = supertest(nivaas.app);
  let closed = false;

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
    /** Serves subscriptions on an HTTP server the test listens on; returns what closes their sockets. */
    serveSubscriptions: nivaas.serveSubscriptions,
    async close() {
      // A test may stop a peer itself; the file's close() then leaves it alone.
      if (closed) return;
      closed = true;
      await nivaas.stop();
      await dataSource.destroy();
      await rm(dataDir, { recursive: true, force: true });
      // A replica read that fell back to the primary would prove nothing about the replica.
      if (reads?.fallbacks) throw new Error(`${reads.fallbacks} read(s) fell back from the test read replica to the primary`);
    },
  };
}

/** Waits until the replica has replayed everything the primary has written so far. */
async function replayed(primary: Pick<Pool, 'query'>, replica: Pick<Pool, 'query'>): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  for (const deadline = Date.now() + 15_000; ;) {
    const { rows: state } = await replica.query<{ done: boolean | null }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [
      rows[0].lsn,
    ]);
    // NULL: not a standby at all (nothing to wait for).
    if (state[0].done !== false) return;
    if (Date.now() > deadline) throw new Error(`the read replica has not replayed ${rows[0].lsn} after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function replicaCaughtUp(adminUrl: string, replicaAdminUrl: string): Promise<void> {
  await withAdmin(adminUrl, (primary) => withAdmin(replicaAdminUrl, (replica) => replayed(primary, replica)));
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Runs `work` on a connection of its own to the server's maintenance database. */
export async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
