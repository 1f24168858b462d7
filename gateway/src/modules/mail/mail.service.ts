import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { DataSource, Repository } from 'typeorm';
import { OutboxMail } from './outbox-mail.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL of the server to send through; unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** The From header, e.g. `Nivaas <no-reply@nivaas.in>`. */
  from: string;
}

/**
 * Sends mail with nodemailer. With SMTP_URL set, messages go to that server in the background
 * (the caller never waits for, or learns about, delivery: a reset request answers the same
 * whether or not the address has an account). Without it, each message is composed the same
 * way, stored in the `mail_outbox` table and logged, so it can be read on an offline machine.
 */
export class MailService {
  private readonly outboxRows: Repository<OutboxMail>;
  private readonly smtp?: Transporter;
  /** Composes messages (addresses, Message-ID) exactly as a real send would, without sending. */
  private readonly composer = createTransport({ jsonTransport: true });
  private readonly sending = new Set<Promise<void>>();

  constructor(
    dataSource: DataSource,
    private readonly settings: MailSettings,
    private readonly logger: Logger,
  ) {
    this.outboxRows = dataSource.getRepository(OutboxMail);
    if (settings.smtpUrl) this.smtp = createTransport(settings.smtpUrl);
  }

  get mode(): 'smtp' | 'outbox' {
    return this.smtp ? 'smtp' : 'outbox';
  }

  /** Resolves once the message is accepted: stored (outbox) or handed to the SMTP transport. */
  async send(message: MailMessage): Promise<void> {
    const mail = { from: this.settings.from, ...message };
    if (this.smtp) {
      const delivery = this.smtp
        .sendMail(mail)
        .then((info) => this.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent'))
        .catch((error: unknown) => this.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent'))
        .finally(() => this.sending.delete(delivery));
      this.sending.add(delivery);
      return;
    }
    const composed = await this.composer.sendMail(mail);
    await this.outboxRows.insert({
      to: message.to,
      from: this.settings.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      messageId: composed.messageId,
    });
    this.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail kept in the outbox (SMTP_URL is not set)');
  }

  /** Outbox messages, newest first; only those to one address when given. */
  outbox(to?: string): Promise<OutboxMail[]> {
    return this.outboxRows.find({ where: to ? { to: to.toLowerCase() } : {}, order: { createdAt: 'DESC' } });
  }

  /** Waits for mail still being sent, then closes the SMTP connection. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.sending]);
    this.smtp?.close();
  }
}
