import { Pool, type QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { isDatabaseUnavailable } from './database-unavailable';
import { connectionSettings, type DatabaseTimeouts } from './connection-settings';

/** After a failure, reads stay on the primary this long before the replica is tried again. */
const REPLICA_RETRY_MS = 10_000;
/** While the replica is down, one log line a minute says so (not one per search). */
const REPLICA_LOG_EVERY_MS = 60_000;
// The replica has no such database yet (created on the primary moments ago), or a query was
// cancelled by a conflict with the replay of the primary's changes: the primary can answer both.
const REPLICA_ONLY_SQLSTATES = new Set(['3D000', '40001']);

export interface ReadDatabaseOptions {
  /** DATABASE_READ_URL; without it every read goes to the primary. */
  url?: string;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
  logger?: { warn(context: object, message: string): void };
  /** Runs before each replica read (tests wait there until the replica has replayed their writes). */
  beforeRead?: (replica: Pool) => Promise<void>;
}

/**
 * Where public reads that tolerate a replica's lag (search, typeahead, counts) run: the read
 * replica when one is configured and answering, else the primary. Anything that must see its own
 * write, and every write, uses the primary DataSource instead, never this.
 */
export class ReadDatabase {
  readonly replica?: Pool;
  /** DATABASE_READ_URL, for /healthz's own probe. */
  readonly replicaUrl?: string;
  /** Reads the primary answered because the replica could not. */
  fallbacks = 0;
  private downUntil = 0;
  private lastLogged = 0;

  constructor(
    private readonly primary: DataSource,
    private readonly options: ReadDatabaseOptions = {},
  ) {
    this.replicaUrl = options.url;
    if (options.url) {
      this.replica = new Pool({
        connectionString: options.url,
        max: options.poolSize ?? 10,
        // The same limits and plans as the primary's pool: a stuck replica must not hold a search forever.
        ...connectionSettings(options.timeouts),
      });
      // An idle connection the replica drops must not crash the process; the next read reconnects.
      this.replica.on('error', () => undefined);
    }
  }

  /** The primary's own pool (for reads that must see this request's writes). */
  get primaryPool(): Pool {
    return (this.primary.driver as PostgresDriver).master as Pool;
  }

  /** Rows of one read-only statement, from the replica when it can answer, else from the primary. */
  async query<Row>(text: string, values?: unknown[]): Promise<Row[]> {
    if (this.replica && Date.now() >= this.downUntil) {
      try {
        await this.options.beforeRead?.(this.replica);
        return (await this.replica.query<Row & QueryResultRow>(text, values)).rows;
      } catch (error) {
        if (!this.replicaCannotAnswer(error)) throw error;
        this.fallBack(error);
      }
    }
    if (this.replica) this.fallbacks += 1;
    return (await this.primaryPool.query<Row & QueryResultRow>(text, values)).rows;
  }

  async close(): Promise<void> {
    await this.replica?.end();
  }

  private replicaCannotAnswer(error: unknown): boolean {
    const code = (error as { code?: unknown })?.code;
    return isDatabaseUnavailable(error) || (typeof code === 'string' && REPLICA_ONLY_SQLSTATES.has(code));
  }

  private fallBack(error: unknown): void {
    const code = (error as { code?: unknown })?.code;
    // A recovery conflict is one statement's bad luck, not a replica that is down.
    if (code !== '40001') this.downUntil = Date.now() + REPLICA_RETRY_MS;
    const now = Date.now();
    if (now - this.lastLogged < REPLICA_LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.options.logger?.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'read replica unavailable; searches run on the primary',
    );
  }
}
