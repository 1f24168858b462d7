import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Mail kept instead of sent when no SMTP server is configured (SMTP_URL unset): the embedded,
 * offline default. Developers read it in the log or here; tests read reset links from it.
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

  @Column({ type: 'varchar', length: 200, name: 'message_id' })
  messageId: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
