import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MailStatus } from '../../../../shared/domain/mail';

/**
 * Every SMS the product writes, stored before it is sent (like mail_outbox): with an SMS provider
 * configured a queued job sends it; without one it is only kept here (status kept) for admins to see.
 */
@Entity('sms_outbox')
export class OutboxSms {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Ten digits (an Indian mobile number). */
  @Index()
  @Column({ type: 'varchar', length: 10, name: 'to_number' })
  to: string;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  /** The same four states as mail: queued, sent, failed, kept. */
  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.Kept })
  status: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
