import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { FileStorage } from './modules/storage/file-storage';

// In the folder listings' photos are written to: a store that refuses them must fail the probe.
const PROBE_KEY = 'listings/healthz-probe.txt';
/** However busy the event loop, a check gives up this many times its limit after it began. */
const MOST_STRETCH = 5;
/** The answers "most recent requests" means: those of the last 30 s, at most the last 100, at least 5. */
const RECENT_MS = 30_000;
const RECENT_MOST = 100;
const RECENT_LEAST = 5;

/**
 * Settles with `fallback` once `work` has had `ms` of the event loop's time. Time the loop spent on
 * something else (a page rendered on the server) is not counted: the probe's answer may have been
 * waiting behind it all along, so a late timer alone never reports a failure.
 */
function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  const tickMs = Math.max(5, Math.min(50, ms / 10));
  const giveUpAt = performance.now() + ms * MOST_STRETCH;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    let left = ms;
    let last = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      // A tick that came late was held up by other work: count no more than a punctual one would.
      left -= Math.min(now - last, tickMs * 2);
      last = now;
      if (left <= 0 || now >= giveUpAt) resolve(fallback);
    }, tickMs);
  });
  return Promise.race([work, late]).finally(() => clearInterval(timer));
}

/** The statuses of this gateway's latest answers, for /healthz to tell whether most failed with 503. */
export class RecentAnswers {
  private readonly answers: Array<{ at: number; status: number }> = [];

  /** Records the status of every answer but /healthz's own. */
  readonly record: RequestHandler = (req, res, next) => {
    if (req.path !== '/healthz') {
      res.once('finish', () => {
        this.answers.push({ at: Date.now(), status: res.statusCode });
        if (this.answers.length > RECENT_MOST) this.answers.shift();
      });
    }
    next();
  };

  /** "12 of 20 answers in the last 30 s were 503" when more than half were, else undefined. */
  mostlyUnavailable(): string | undefined {
    const since = Date.now() - RECENT_MS;
    const recent = this.answers.filter((answer) => answer.at >= since);
    const unavailable = recent.filter((answer) => answer.status === 503).length;
    if (recent.length < RECENT_LEAST || unavailable * 2 <= recent.length) return undefined;
    return `${unavailable} of ${recent.length} answers in the last ${RECENT_MS / 1000} s were 503`;
  }
}

/**
 * /healthz, for a load balancer and for people:
 * - 503 "down" when a probe really failed: the database on a connection of its own (never waiting
 *   behind a busy pool or a held lock) or a write to the upload store, each within its limit;
 * - 200 "degraded", with `reasons`, when the gateway still answers but not well: every pooled
 *   connection busy with requests waiting for one, or most recent answers 503. Taking it out of a
 *   balancer would not help (other gateways share the database), so it stays in;
 * - 200 "ok" otherwise.
 * With DATABASE_READ_URL, the replica is probed too and reported as `replica`.
 */
export function healthCheck(deps: {
  dataSource: DataSource;
  /** The primary's pool, whose queue tells whether requests wait for a connection. */
  pool: Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  recent: RecentAnswers;
  replicaUrl?: string;
  storage: FileStorage;
  timeoutMs: number;
  logger: Logger;
}): RequestHandler {
  const { url } = deps.dataSource.options as { url?: string };
  const database = () => probe(url, 'database');

  async function probe(target: string | undefined, name: 'database' | 'read replica'): Promise<'up' | 'down'> {
    // The limit is within()'s, which does not count a busy event loop; the driver's own timers
    // would, so they only stop a connection left hanging once within() has given up.
    const client = new Client({
      connectionString: target,
      connectionTimeoutMillis: deps.timeoutMs * MOST_STRETCH,
      query_timeout: deps.timeoutMs * MOST_STRETCH,
      statement_timeout: deps.timeoutMs,
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

  function degradations(): string[] {
    const { totalCount, idleCount, waitingCount } = deps.pool;
    const reasons: string[] = [];
    if (waitingCount > 0) {
      reasons.push(`${waitingCount} waiting for a database connection, all ${totalCount - idleCount} busy`);
    }
    const unavailable = deps.recent.mostlyUnavailable();
    if (unavailable) reasons.push(unavailable);
    return reasons;
  }

  return async (_req, res) => {
    const [db, store, read] = await Promise.all([
      within(deps.timeoutMs, database(), 'down' as const),
      within(deps.timeoutMs, uploads(), 'failing' as const),
      replica(),
    ]);
    const checks = { database: db, uploads: store, ...read };
    res.set('Cache-Control', 'no-store');
    if (db !== 'up' || store !== 'writable') {
      res.status(503).json({ status: 'down', ...checks });
      return;
    }
    const reasons = degradations();
    res.status(200).json(reasons.length ? { status: 'degraded', ...checks, reasons } : { status: 'ok', ...checks });
  };
}
