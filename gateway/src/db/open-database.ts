import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded';

export interface OpenDatabase {
  url: string;
  /** True when this process runs the PostgreSQL server itself. */
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'nivaas';

/** DATABASE_URL when set; otherwise the embedded server under `<dataDir>/postgres`. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
  /** Called when the embedded server died and could not be restarted. */
  onLost?: (error: Error) => void,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { logger, onGiveUp: onLost });
  try {
    await createDatabaseIfMissing(server.adminUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL is running');
  return { url: server.urlFor(EMBEDDED_DATABASE), embedded: true, stop: server.stop };
}

async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
