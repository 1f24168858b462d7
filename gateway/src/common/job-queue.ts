import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { afterCommit } from './committed-writes';
import { MAIL_RETRY_LIMIT } from '../../../shared/domain/mail';

export interface JobQueueSettings {
  /** The PostgreSQL the gateway uses: pg-boss keeps its jobs there (schema pgboss), no new server. */
  connectionString: string;
  /** Seconds before the first retry; each next retry waits twice as long. */
  retryDelaySeconds: number;
  /** How long stop() lets pg-boss wait for the jobs in hand before it marks them failed (5). */
  stopWaitSeconds?: number;
}

export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** How a queue's handler behaves, so the queue can bound it. */
export interface QueueHandling {
  /** The longest one delivery may take: the handler gives up by then (its own timeout). */
  deliverySeconds: number;
  /**
   * 'short': at most one job waits at a time, a job sent while one waits is dropped: for jobs that
   * each do all there is to do (the saved searches' alerts), so a burst of sends runs once.
   */
  policy?: 'short';
  /** Independent workers (WORKERS_PER_QUEUE unless given). */
  workers?: number;
}

/**
 * A job still active this long after its delivery's own timeout was caught in a crash: pg-boss then
 * retries it (its default, 15 minutes, held a password-reset mail for half its validity). The
 * margin covers the handler's reads and writes around the delivery.
 */
const EXPIRY_MARGIN_SECONDS = 10;
/** How often pg-boss looks for expired jobs (its default: 2 minutes); one gateway does it per interval. */
const MAINTENANCE_SECONDS = 15;
/** Independent workers per queue, so one stalled delivery does not hold the others back. */
const WORKERS_PER_QUEUE = 4;

/**
 * The durable job queue (pg-boss) behind mail and SMS delivery: one named queue each, one pool.
 * A job is only a stored message's id, added in the caller's transaction when it passes one; the
 * workers run inside the gateway process.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  /**
   * pg-boss's connections, in a pool of ours: pg-boss closes its own with workers still queued for a
   * connection, which then wait forever, and pg-boss looks for their end once a second for good.
   */
  private readonly pool: Pool;
  private started?: Promise<unknown>;
  private readonly workers = new Map<string, string[]>();
  /** Set by stop(): a job a worker fetched while the queue was stopping is left for its retry. */
  private stopping = false;
  /** What stop() does, begun by its first call. */
  private stopped?: Promise<void>;
  /** Handlers running now; stop() answers only after they have ended. */
  private readonly handling = new Set<Promise<void>>();

  constructor(
    private readonly settings: JobQueueSettings,
    private readonly logger: Logger,
  ) {
    // A small pool of its own. Cron schedules (the saved searches' daily digest) are kept in the
    // database and sent once whatever the number of gateways (pg-boss's own lock).
    this.pool = new Pool({ connectionString: settings.connectionString, max: 2, application_name: 'pgboss' });
    this.pool.on('error', (error) => this.logger.error({ err: error }, 'job queue connection error'));
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
  }

  /** Creates the queue (and pg-boss's tables on first use) and starts its workers with `handle`. */
  async work<Job extends object>(
    queue: string,
    handling: QueueHandling,
    handle: (job: Job, attempt: JobAttempt) => Promise<void>,
  ): Promise<void> {
    this.started ??= this.boss.start();
    await this.started;
    const options = {
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: handling.deliverySeconds + EXPIRY_MARGIN_SECONDS,
      ...(handling.policy ? { policy: handling.policy } : {}),
    };
    await this.boss.createQueue(queue, { name: queue, ...options });
    // createQueue keeps an existing queue as it was: bring its settings up to date.
    await this.boss.updateQueue(queue, { name: queue, ...options });
    const workerIds: string[] = [];
    for (let i = 0; i < (handling.workers ?? WORKERS_PER_QUEUE); i++) {
      workerIds.push(
        await this.boss.work<Job>(queue, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
          // A fetch in flight when stop() began can still hand over a job after pg-boss's own wait.
          if (this.stopping) throw new Error('the job queue is stopping; the job is retried when it expires');
          const run = handle(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
          this.handling.add(run);
          try {
            await run;
          } finally {
            this.handling.delete(run);
          }
        }),
      );
    }
    this.workers.set(queue, workerIds);
  }

  /**
   * Adds a job to `queue` at each time of `cron` in `timeZone` (its workers started by work()),
   * replacing the queue's earlier schedule. A time the gateway is down for is not made up: the
   * handler's work must catch up on its own (the digests announce whatever is new since the last).
   */
  async schedule(queue: string, cron: string, timeZone: string): Promise<void> {
    await this.boss.schedule(queue, cron, {}, { tz: timeZone });
  }

  /** Adds a job; inside `manager`'s transaction when given, so it exists only if that commits. */
  async enqueue(queue: string, job: object, manager?: EntityManager): Promise<void> {
    const db = manager
      ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) }
      : undefined;
    await this.boss.send(queue, job, db ? { db } : {});
    if (manager) afterCommit(manager, () => this.wake(queue));
    else this.wake(queue);
  }

  /**
   * A job is visible once sent, or once its transaction commits: then its workers are woken rather
   * than left to their next poll (2 s: a push notification or a reset link would wait that long).
   * An idle worker takes it; a busy one only looks again sooner. Other gateways' workers poll.
   */
  private wake(queue: string): void {
    for (const workerId of this.workers.get(queue) ?? []) this.boss.notifyWorker(workerId);
  }

  /**
   * Stops taking jobs, lets the ones in hand finish, and closes the pool. pg-boss waits up to
   * `stopWaitSeconds` for them; a delivery still running then is waited for too (each handler bounds its own
   * delivery), because pg-boss only lets go of a worker once its handler has ended, and a worker
   * left behind outlives the process's shutdown (in tests, the test file that closed it). The pool
   * closes once no worker is still fetching or waiting for a connection: each then sees it is stopped.
   */
  stop(): Promise<void> {
    // Once: the pool can be ended only once, and a second caller waits for the same stop.
    this.stopped ??= this.stopOnce();
    return this.stopped;
  }

  private async stopOnce(): Promise<void> {
    this.stopping = true;
    const timeout = (this.settings.stopWaitSeconds ?? 5) * 1000;
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout, close: false });
    await Promise.allSettled(this.handling);
    // At least one pause: a handler that just ended has its job completed by pg-boss a moment later.
    do await pause(QUIET_POLL_MS);
    while (this.pool.waitingCount > 0 || this.pool.idleCount < this.pool.totalCount);
    await this.pool.end();
  }
}

/** How often stop() looks whether the workers' last queries have ended. */
const QUIET_POLL_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
