import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An address on the newsletter list; it gets newsletters only once confirmed (double opt-in). */
@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-cased, so one address subscribes once whatever its spelling. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** When the address's owner followed the confirmation link; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the single-use confirmation token; cleared once used. */
  @Index({ unique: true, where: 'confirm_token_hash IS NOT NULL' })
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  /** Kept as is: every newsletter mail carries it in its one-click unsubscribe link. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
