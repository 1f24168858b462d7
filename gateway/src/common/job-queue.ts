import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { MAIL_RETRY_LIMIT } from '../../../shared/domain/mail';

export interface JobQueueSettings {
  /** The PostgreSQL the gateway uses: pg-boss keeps its jobs there (schema pgboss), no new server. */
  connectionString: string;
  /** Seconds before the first retry; each next retry waits twice as long. */
  retryDelaySeconds: number;
}

export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * The durable job queue (pg-boss) behind mail and SMS delivery: one named queue each, one pool.
 * A job is only a stored message's id, added in the caller's transaction when it passes one; the
 * workers run inside the gateway process.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started?: Promise<unknown>;
  private readonly workers = new Map<string, string>();

  constructor(
    private readonly settings: JobQueueSettings,
    private readonly logger: Logger,
  ) {
    // A small pool of its own; cron scheduling is not used.
    this.boss = new PgBoss({ connectionString: settings.connectionString, max: 2, schedule: false });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
  }

  /** Creates the queue (and pg-boss's tables on first use) and starts its worker with `handle`. */
  async work<Job extends object>(queue: string, handle: (job: Job, attempt: JobAttempt) => Promise<void>): Promise<void> {
    this.started ??= this.boss.start();
    await this.started;
    await this.boss.createQueue(queue, {
      name: queue,
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
    });
    const workerId = await this.boss.work<Job>(queue, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
      await handle(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
    this.workers.set(queue, workerId);
  }

  /** Adds a job; inside `manager`'s transaction when given, so it exists only if that commits. */
  async enqueue(queue: string, job: object, manager?: EntityManager): Promise<void> {
    const db = manager
      ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) }
      : undefined;
    await this.boss.send(queue, job, db ? { db } : {});
    // A job sent outside a transaction is visible now: wake the worker rather than wait for its poll.
    const workerId = this.workers.get(queue);
    if (!manager && workerId) this.boss.notifyWorker(workerId);
  }

  /** Stops taking jobs, lets the ones in hand finish (up to 5 s), and closes the pool. */
  async stop(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
