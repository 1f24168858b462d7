import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MailStatus } from '../../../../shared/domain/mail';

/** A text file sent with a mail, e.g. `visit.ics` as `text/calendar; method=REQUEST`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every mail the product writes, stored before it is sent: the queue's job only carries the id,
 * so a dead SMTP server delays mail and loses none. Without SMTP_URL the mail is only kept here
 * (status kept) and logged; developers and tests read it here, admins in the Outbox.
 */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 254, name: 'to_address' })
  to: string;

  @Column({ type: 'varchar', length: 254, name: 'from_address' })
  from: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'varchar', length: 200 })
  messageId: string;

  /** Newsletter-type mail: the one-click unsubscribe URL sent as List-Unsubscribe. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  listUnsubscribe: string | null;

  /** Files sent with the mail (a visit's calendar invitation), kept with it so a retry sends them too. */
  @Column({ type: 'jsonb', nullable: true })
  attachments: MailAttachment[] | null;

  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.Kept })
  status: MailStatus;

  /** Failed delivery attempts so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
