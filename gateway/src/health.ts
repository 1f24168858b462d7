import type { RequestHandler } from 'express';
import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { FileStorage } from './modules/storage/file-storage';

const PROBE_KEY = 'healthz/probe.txt';

/** Settles with `fallback` once `ms` pass, so no check can make /healthz hang. */
function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the database on a connection of its own (never waiting behind a busy pool or a held
 * lock) and the upload store, each with a short limit. 200 "ok" when both answer, else 503 "degraded".
 * With DATABASE_READ_URL, the replica is probed too and reported as `replica`.
 */
export function healthCheck(deps: {
  dataSource: DataSource;
  replicaUrl?: string;
  storage: FileStorage;
  timeoutMs: number;
  logger: Logger;
}): RequestHandler {
  const { url } = deps.dataSource.options as { url?: string };
  const database = () => probe(url, 'database');

  async function probe(target: string | undefined, name: 'database' | 'read replica'): Promise<'up' | 'down'> {
    const client = new Client({
      connectionString: target,
      connectionTimeoutMillis: deps.timeoutMs,
      statement_timeout: deps.timeoutMs,
      query_timeout: deps.timeoutMs,
    });
    // A connection that breaks after the check has answered must not crash the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return 'up';
    } catch (error) {
      deps.logger.warn({ reason: (error as Error).message }, `health check: ${name} unreachable`);
      return 'down';
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  async function uploads(): Promise<'writable' | 'failing'> {
    try {
      await deps.storage.put(PROBE_KEY, Buffer.from('ok'), 'text/plain');
      await deps.storage.delete(PROBE_KEY);
      return 'writable';
    } catch (error) {
      deps.logger.warn({ reason: (error as Error).message }, 'health check: upload store not writable');
      return 'failing';
    }
  }

  // A replica that is down is reported but fails nothing: searches fall back to the primary.
  const replica = async () =>
    deps.replicaUrl ? { replica: await within(deps.timeoutMs, probe(deps.replicaUrl, 'read replica'), 'down' as const) } : {};

  return async (_req, res) => {
    const [db, store, read] = await Promise.all([
      within(deps.timeoutMs, database(), 'down' as const),
      within(deps.timeoutMs, uploads(), 'failing' as const),
      replica(),
    ]);
    const healthy = db === 'up' && store === 'writable';
    res
      .status(healthy ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: healthy ? 'ok' : 'degraded', database: db, uploads: store, ...read });
  };
}
