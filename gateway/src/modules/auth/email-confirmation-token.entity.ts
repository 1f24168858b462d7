import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A link that confirms an account's e-mail address. Like a password reset link: only the SHA-256
 * of the random token is stored, it works once and until `expiresAt`. It names the address it was
 * sent to, so a link to an address the account has since changed confirms nothing.
 */
@Entity('email_confirmation_tokens')
export class EmailConfirmationToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The address the link was mailed to (lower-cased, as users.email). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Hex SHA-256 of the token sent in the link. */
  @Index('UQ_email_confirmation_tokens_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link confirmed the address. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
