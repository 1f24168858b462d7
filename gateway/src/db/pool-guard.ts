import pg, { type PoolClient, type PoolConfig } from 'pg';

/** How often, while requests wait for a connection, statements stuck behind a lock are looked for again. */
const SHED_EVERY_MS = 50;

export interface PoolGuardOptions {
  /** A checkout that would wait behind this many others fails at once instead. */
  maxQueue: number;
}

/**
 * Thrown when the pool's queue is full. SQLSTATE 53300 (too_many_connections) is what PostgreSQL
 * says when it has no connection to give, so the one rule of transient failures answers it with
 * 503 and Retry-After (database-unavailable.ts).
 */
class PoolQueueFull extends Error {
  readonly code = '53300';
  constructor(waiting: number) {
    super(`too many requests waiting for a database connection (${waiting})`);
    this.name = 'PoolQueueFull';
  }
}

/**
 * The `pg` module with a Pool that keeps one hot table from taking every connection (TypeORM's
 * `driver` option):
 * - a request that would queue behind `maxQueue` others is refused at once (503), not held for
 *   the whole connect timeout;
 * - while requests wait for a connection, this pool's statements that are waiting for a table's
 *   lock are cancelled (answered 503): they cannot get on while the lock is held, and the
 *   connection they keep would serve a request for another table at once. Waits for a row or an
 *   advisory lock (an enquiry's repeat check, a thread's row) are short and part of how those
 *   writes stay single: they are left to finish. Without it, with `properties` locked,
 *   listing reads filled the pool each waiting out lock_timeout, and blog and login waited behind them.
 */
export function guardedPg(options: PoolGuardOptions): typeof pg {
  class GuardedPool extends pg.Pool {
    private readonly backends = new Set<number>();
    private warden?: pg.Client;
    private shedding = false;

    constructor(config?: PoolConfig) {
      super(config);
      this.on('connect', (client: PoolClient & { processID?: number }) => {
        if (client.processID) this.backends.add(client.processID);
      });
      this.on('remove', (client: PoolClient & { processID?: number }) => {
        if (client.processID) this.backends.delete(client.processID);
      });
    }

    // pg's overloads (callback or promise) are kept: TypeORM passes a callback, pool.query none.
    connect(): Promise<PoolClient>;
    connect(callback: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void): void;
    connect(callback?: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void) {
      const busy = this.idleCount === 0 && this.totalCount >= (this.options.max ?? 10);
      if (busy && this.waitingCount >= options.maxQueue) {
        const error = new PoolQueueFull(this.waitingCount);
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error, undefined, () => undefined));
        return;
      }
      if (busy) void this.shedLockWaiters();
      return callback ? super.connect(callback as never) : super.connect();
    }

    // TypeORM passes a callback, like connect().
    end(): Promise<void>;
    end(callback: () => void): void;
    end(callback?: () => void) {
      void this.warden?.end().catch(() => undefined);
      this.warden = undefined;
      return callback ? super.end(callback) : super.end();
    }

    /** Cancels this pool's lock waiters, again every SHED_EVERY_MS while anyone waits for a connection. */
    private async shedLockWaiters(): Promise<void> {
      if (this.shedding) return;
      this.shedding = true;
      try {
        do {
          await this.cancelLockWaiters();
          await new Promise((resolve) => setTimeout(resolve, SHED_EVERY_MS));
        } while (this.waitingCount > 0 && !this.ending);
      } catch {
        // The warden could not reach the server: the waiting requests' own timeouts still apply.
        await this.warden?.end().catch(() => undefined);
        this.warden = undefined;
      } finally {
        this.shedding = false;
      }
    }

    private async cancelLockWaiters(): Promise<void> {
      if (!this.backends.size || this.ending) return;
      // A connection of its own: the pool has none to spare, which is why this runs.
      if (!this.warden) {
        const warden = new pg.Client({ ...this.options, application_name: 'nivaas pool guard' });
        warden.on('error', () => undefined);
        await warden.connect();
        this.warden = warden;
      }
      await this.warden.query(
        `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
          WHERE pid = ANY($1::int[]) AND wait_event_type = 'Lock' AND wait_event = 'relation'`,
        [[...this.backends]],
      );
    }
  }
  return { ...pg, Pool: GuardedPool } as typeof pg;
}
