import type { Config } from '../config';

/** Longest waits on PostgreSQL; without `poolQueueMax`, twice the pool's size may wait for a connection. */
export type DatabaseTimeouts = Omit<Config['databaseTimeouts'], 'poolQueueMax'> & { poolQueueMax?: number };

/**
 * No parallel plans on the gateway's connections. Its statements are short and many run at once:
 * a parallel plan starts worker processes (about 5 ms each time on a 2-core machine) to share a
 * read that then takes 1 ms, and takes CPU other requests need. PostgreSQL chose them for the
 * capped counts of nationwide searches at 1,000,000 listings (an index read stopping at 1,001
 * rows): without them, median SQL of the bench's nationwide 'amenities + sharing' 18.4 -> 7.2 ms
 * and 'Top rated' 13.1 -> 6.5 ms; no search scenario got slower (issue 35).
 */
const NO_PARALLEL_PLANS = '-c max_parallel_workers_per_gather=0';

/**
 * What every connection of the gateway's pools (the primary's and the replica's) sets: its limits
 * (without them one stuck lock holds every connection and every request waits on it) and its plans.
 */
export function connectionSettings(timeouts?: DatabaseTimeouts) {
  return {
    options: NO_PARALLEL_PLANS,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          lock_timeout: timeouts.lockMs,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        }
      : {}),
  };
}
