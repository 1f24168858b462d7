import pg from 'pg';

/** pg's Client as far as the watch reads it (its queue and running query are not in its types). */
type WatchedClient = {
  query: (...args: unknown[]) => unknown;
  _queryQueue?: unknown[];
  _getActiveQuery?: () => unknown;
  pipeline?: boolean;
};

const OUR_CODE = /gateway\/src\/(?!test\/)(?!.*\.test\.ts)/;

/** Each site found, as "ours < ours < ..." from the innermost frame out. */
const sites: string[] = [];
let watching = false;

/** The whole stack: TypeORM's own frames alone can fill V8's usual ten, hiding the call of ours. */
function callStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  try {
    return new Error().stack ?? '';
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Where our code sent a query to a pg connection that was still running another (a
 * `Promise.all` of reads on a transaction's `manager`): pg queues it, warns that pg 9 will refuse
 * it, and the reads are not parallel anyway. Watched from the first call on, for the test file
 * (each file has its own pg module); queries TypeORM sends this way by itself (its schema diff,
 * in migrations.test.ts) are not ours to change and are left out.
 */
export function queriesSentWhileBusy(): () => string[] {
  if (!watching) {
    watching = true;
    const client = pg.Client.prototype as unknown as WatchedClient;
    const query = client.query;
    client.query = function (this: WatchedClient, ...args: unknown[]) {
      const busy = (this._queryQueue?.length ?? 0) > 0 || Boolean(this._getActiveQuery?.());
      if (busy && !this.pipeline) {
        const ours = callStack()
          .split('\n')
          .filter((frame) => OUR_CODE.test(frame));
        if (ours.length) sites.push(ours.map((frame) => frame.trim()).join(' < '));
      }
      return query.apply(this, args);
    };
  }
  return () => [...new Set(sites)];
}
