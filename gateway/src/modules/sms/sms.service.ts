import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import { cutText } from '../../../../shared/domain/cut-text';
import { MailStatus } from '../../../../shared/domain/mail';
import type { JobAttempt, JobQueue } from '../../common/job-queue';
import type { SendOptions } from '../mail/mail.service';
import { OutboxSms } from './outbox-sms.entity';
import { PROVIDER_TIMEOUT_SECONDS, type SmsProvider } from './sms-provider';

const QUEUE = 'sms';
/** Longer texts are cut: a few SMS parts at most. */
const SMS_MAX = 480;

interface SmsJob {
  smsId: string;
}

/**
 * SMS beside mail: every message is stored in `sms_outbox` first. With a provider configured
 * (SMS_PROVIDER_URL) a job on the same PostgreSQL queue as mail sends it, with retries, so a
 * request never waits on the provider; without one it is only kept (admins see it in the Outbox).
 */
export class SmsService {
  private readonly rows: Repository<OutboxSms>;

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly provider?: SmsProvider,
    private readonly queue?: JobQueue,
  ) {
    this.rows = dataSource.getRepository(OutboxSms);
    if (provider && !queue) throw new Error('Sending SMS through a provider needs the job queue.');
  }

  get mode(): 'provider' | 'outbox' {
    return this.provider ? 'provider' : 'outbox';
  }

  async start(): Promise<void> {
    if (!this.provider || !this.queue) {
      this.logger.warn('SMS_PROVIDER_URL is not set: SMS is kept in the outbox (sms_outbox table, admin Outbox page), not sent');
      return;
    }
    await this.queue.work<SmsJob>(QUEUE, { deliverySeconds: PROVIDER_TIMEOUT_SECONDS }, (job, attempt) => this.deliver(job, attempt));
    this.logger.info('SMS is sent through SMS_PROVIDER_URL by the PostgreSQL job queue');
  }

  /** Stores the SMS (and queues it when a provider is set) in the caller's transaction when given. */
  async send(message: { to: string; text: string }, options: SendOptions = {}): Promise<void> {
    const rows = options.manager ? options.manager.getRepository(OutboxSms) : this.rows;
    const text = cutText(message.text, SMS_MAX);
    const stored = await rows.save(
      rows.create({ to: message.to, text, status: this.queue && this.provider ? MailStatus.Queued : MailStatus.Kept }),
    );
    if (this.provider && this.queue) await this.queue.enqueue(QUEUE, { smsId: stored.id } satisfies SmsJob, options.manager);
  }

  private async deliver({ smsId }: SmsJob, attempt: JobAttempt): Promise<void> {
    const sms = await this.rows.findOneBy({ id: smsId });
    if (!sms || sms.status === MailStatus.Sent || !this.provider) return;
    try {
      await this.provider.send({ to: sms.to, text: sms.text });
      await this.rows.update(sms.id, { status: MailStatus.Sent, sentAt: new Date(), lastError: null });
    } catch (error) {
      const lastTry = attempt.retryCount >= attempt.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      await this.rows.update(sms.id, {
        attempts: sms.attempts + 1,
        lastError: reason.slice(0, 1000),
        status: lastTry ? MailStatus.Failed : MailStatus.Queued,
      });
      this.logger.warn(
        { err: error, attempt: attempt.retryCount + 1 },
        lastTry ? 'SMS could not be sent; giving up' : 'SMS could not be sent; will retry',
      );
      throw error;
    }
  }

  /** Stored SMS to one number, newest first (tests and developers). */
  sentTo(to: string): Promise<OutboxSms[]> {
    return this.rows.find({ where: { to }, order: { createdAt: 'DESC' } });
  }
}
