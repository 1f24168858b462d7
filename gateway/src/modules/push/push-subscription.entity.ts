import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * One device's Web Push subscription (issue 34 item 4): where its push service takes messages for
 * it and the keys that encrypt them for that browser alone. A device belongs to the account that
 * last subscribed it (the unique endpoint); the push service answering 404 or 410 removes it.
 */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The push service's URL for this browser (an allowed push service only: the gateway POSTs to it). */
  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The browser's P-256 public key (base64url, 65 bytes). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's authentication secret (base64url, 16 bytes). */
  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
