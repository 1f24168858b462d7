import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { MailStatus } from '../../../../shared/domain/mail';
import { mailHtml, type MailAction, type MailListingCard } from './mail-layout';
import type { JobAttempt, JobQueue } from '../../common/job-queue';
import { OutboxMail, type MailAttachment } from './outbox-mail.entity';

const QUEUE = 'mail';
/**
 * The longest one SMTP delivery may take, connecting included (nodemailer's own limits allow
 * minutes): then it is cut and retried, and its job expires soon after if the gateway crashed.
 */
const SMTP_DELIVERY_SECONDS = 20;

interface MailJob {
  mailId: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Newsletter-type mail: the unsubscribe page (added to the text) and the one-click URL (List-Unsubscribe). */
  listUnsubscribe?: { page: string; oneClick: string };
  /** Text files sent with it (a calendar invitation); stored with the mail. */
  attachments?: MailAttachment[];
  /** The HTML part's text when it differs from `text`: without the lines its cards show. */
  htmlText?: string;
  /** The listings the mail is about, each shown with its photo in the HTML part (undefined: one that is gone). */
  cards?: ReadonlyArray<MailListingCard | undefined>;
  /** What the reader is asked to do, a button in the HTML part (the text keeps its link). */
  action?: MailAction;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL of the server to send through; unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** The From header, e.g. `Nivaas <no-reply@nivaas.in>`. */
  from: string;
  /** Seconds before the first delivery retry (doubling after each failure). */
  retryDelaySeconds: number;
  /** The longest one SMTP delivery may take (SMTP_DELIVERY_SECONDS unless a test shortens it). */
  deliverySeconds?: number;
}

export interface SendOptions {
  /** The caller's transaction: the mail and its delivery job are stored only if it commits. */
  manager?: EntityManager;
}

/**
 * Every mail is stored in `mail_outbox` first. With SMTP_URL set, a job on the PostgreSQL queue
 * delivers it in the background with retries and backoff, so a request never waits on SMTP and a
 * dead server only delays mail. Without it, the mail is kept (and logged) for an offline machine.
 */
export class MailService {
  private readonly outboxRows: Repository<OutboxMail>;
  private readonly smtp?: Transporter;
  private readonly queue?: JobQueue;
  /** Composes messages (addresses, Message-ID) exactly as a real send would, without sending. */
  private readonly composer = createTransport({ jsonTransport: true });

  constructor(
    dataSource: DataSource,
    private readonly settings: MailSettings,
    private readonly logger: Logger,
    /** The job queue, needed (and used) only when SMTP_URL is set. */
    jobs?: JobQueue,
  ) {
    this.outboxRows = dataSource.getRepository(OutboxMail);
    if (settings.smtpUrl) {
      if (!jobs) throw new Error('Sending mail through SMTP needs the job queue.');
      this.smtp = createTransport(settings.smtpUrl);
      this.queue = jobs;
    }
  }

  private get deliverySeconds(): number {
    return this.settings.deliverySeconds ?? SMTP_DELIVERY_SECONDS;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.smtp ? 'smtp' : 'outbox';
  }

  /** Starts the delivery worker, or says plainly at start-up that mail will be kept, not sent. */
  async start(): Promise<void> {
    if (!this.queue) {
      this.logger.warn('SMTP_URL is not set: mail is kept in the outbox (mail_outbox table, admin Outbox page) and logged, not sent');
      return;
    }
    await this.queue.work<MailJob>(QUEUE, { deliverySeconds: this.deliverySeconds }, (job, attempt) => this.deliver(job, attempt));
    this.logger.info('mail is sent through SMTP_URL by the PostgreSQL job queue');
  }

  /**
   * Resolves once the message is stored (and queued for delivery when SMTP_URL is set); never
   * waits on the SMTP server.
   */
  async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    const unsubscribe = message.listUnsubscribe ? `\n\nUnsubscribe with one click: ${message.listUnsubscribe.page}` : '';
    const text = message.text + unsubscribe;
    const html =
      message.html ??
      mailHtml(message.subject, (message.htmlText ?? message.text) + unsubscribe, { cards: message.cards, action: message.action });
    const composed = await this.composer.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text, html });
    const rows = options.manager ? options.manager.getRepository(OutboxMail) : this.outboxRows;
    const stored = await rows.save(
      rows.create({
        to: message.to,
        from: this.settings.from,
        subject: message.subject,
        text,
        html,
        messageId: composed.messageId,
        listUnsubscribe: message.listUnsubscribe?.oneClick ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        status: this.queue ? MailStatus.Queued : MailStatus.Kept,
      }),
    );
    if (this.queue) {
      await this.queue.enqueue(QUEUE, { mailId: stored.id } satisfies MailJob, options.manager);
      return;
    }
    this.logger.info({ to: message.to, subject: message.subject, text }, 'mail kept in the outbox (SMTP_URL is not set)');
  }

  /** The queue's handler: sends one stored mail once; throwing makes the queue retry later. */
  private async deliver({ mailId }: MailJob, attempt: JobAttempt): Promise<void> {
    const mail = await this.outboxRows.findOneBy({ id: mailId });
    // Already sent (a job retried after the send succeeded) or removed: nothing to do.
    if (!mail || mail.status === MailStatus.Sent || !this.smtp) return;
    try {
      const info = await this.smtp.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: mail.messageId,
        attachments: mail.attachments ?? undefined,
        signal: AbortSignal.timeout(this.deliverySeconds * 1000),
        // RFC 8058 one-click unsubscribe: mail clients POST to the URL.
        ...(mail.listUnsubscribe
          ? { list: { unsubscribe: mail.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      await this.outboxRows.update(mail.id, { status: MailStatus.Sent, sentAt: new Date(), lastError: null });
      this.logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    } catch (error) {
      const lastTry = attempt.retryCount >= attempt.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      await this.outboxRows.update(mail.id, {
        attempts: mail.attempts + 1,
        lastError: reason.slice(0, 1000),
        status: lastTry ? MailStatus.Failed : MailStatus.Queued,
      });
      this.logger.warn(
        { err: error, to: mail.to, subject: mail.subject, attempt: attempt.retryCount + 1 },
        lastTry ? 'mail could not be sent; giving up' : 'mail could not be sent; will retry',
      );
      throw error;
    }
  }

  /** Stored mail, newest first; only those to one address when given. */
  outbox(to?: string): Promise<OutboxMail[]> {
    return this.outboxRows.find({ where: to ? { to: to.toLowerCase() } : {}, order: { createdAt: 'DESC' } });
  }

  /** Closes the SMTP connection (stop the job queue first, so no delivery is in hand). */
  close(): void {
    this.smtp?.close();
  }
}
