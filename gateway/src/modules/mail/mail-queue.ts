import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { MAIL_RETRY_LIMIT } from '../../../../shared/domain/mail';

const QUEUE = 'mail';

export interface MailJob {
  mailId: string;
}

export interface MailQueueSettings {
  /** The PostgreSQL the gateway uses: pg-boss keeps its jobs there (schema pgboss), no new server. */
  connectionString: string;
  /** Seconds before the first retry; each next retry waits twice as long. */
  retryDelaySeconds: number;
}

/**
 * The durable job queue (pg-boss) behind mail delivery. A job is only a stored mail's id, added
 * in the caller's transaction when it passes one; the worker runs inside the gateway process.
 */
export class MailQueue {
  private readonly boss: PgBoss;
  private workerId?: string;

  constructor(
    private readonly settings: MailQueueSettings,
    private readonly logger: Logger,
  ) {
    // A small pool of its own; cron scheduling is not used.
    this.boss = new PgBoss({ connectionString: settings.connectionString, max: 2, schedule: false });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'mail queue error'));
  }

  /** Creates the queue's tables on first use and starts the worker with `deliver` as its handler. */
  async start(deliver: (job: MailJob, attempt: { retryCount: number; retryLimit: number }) => Promise<void>): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
    });
    this.workerId = await this.boss.work<MailJob>(QUEUE, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
      await deliver(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
  }

  /** Adds a delivery job; inside `manager`'s transaction when given, so it exists only if that commits. */
  async enqueue(job: MailJob, manager?: EntityManager): Promise<void> {
    const db = manager ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) } : undefined;
    await this.boss.send(QUEUE, job, db ? { db } : {});
    // A job sent outside a transaction is visible now: wake the worker rather than wait for its poll.
    if (!manager && this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** Stops taking jobs, lets the one in hand finish (up to 5 s), and closes the pool. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}
