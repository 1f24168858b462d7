import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { PhoneCodePurpose } from '../../../../shared/domain/phone-sign-in';
import { User } from '../user/user.entity';

/**
 * A code sent by SMS to sign in with a number or to verify one. Only an HMAC-SHA256 of the code
 * is stored; it works once, until `expiresAt`, for a few wrong tries, and a newer code for the
 * same number and purpose ends it.
 */
@Entity('phone_codes')
@Index('IDX_phone_codes_phone_purpose_created', ['phone', 'purpose', 'createdAt'])
@Check('CHK_phone_codes_purpose', `purpose IN ('sign-in', 'verify')`)
export class PhoneCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Column({ type: 'varchar', length: 10 })
  purpose: PhoneCodePurpose;

  /** For 'verify': the account whose number it proves. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /** Hex HMAC-SHA256 of the code. */
  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Wrong codes typed against it. */
  @Column({ type: 'integer', default: 0 })
  tries: number;

  /** Set when it was used, or ended by a newer code. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
