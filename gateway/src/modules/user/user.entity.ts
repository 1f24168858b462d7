import type { Gender } from '../../../../shared/domain/account';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '../../../../shared/domain/roles';

@Entity('users')
@Index('IDX_users_created', ['createdAt'])
@Index('IDX_users_role_created', ['role', 'createdAt'])
@Check('CHK_users_role', `role IN ('user', 'owner', 'admin')`)
// A number is verified on one account at most (others may still type it, unverified).
@Index('UQ_users_verified_phone', ['contactNumber'], { unique: true, where: 'phone_verified_at IS NOT NULL' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  /**
   * Stored lower-cased, so the unique index makes e-mail addresses case-insensitive. Null for an
   * account made with a mobile number only (signUpWithPhone).
   */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /**
   * When the account confirmed `email` with a link mailed to it; null until then, and again when
   * the address changes. Mail about leads and messages goes only to a confirmed address.
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  /**
   * Ten digits (spec: 1000000000 to 9999999999). Required to register and to save a profile;
   * only an admin made by `npm run create-admin` may have none yet.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  contactNumber: string | null;

  /** When contactNumber was proved with a code sent to it; null once the profile changes the number. */
  @Column({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null;

  @Index()
  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: Role;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: Gender | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  city: string | null;

  /** argon2id (see modules/auth/password.ts); never leaves the gateway. Null: signs in with its mobile number only. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  /** Bumped on logout and password change: tokens carrying an older version stop working. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  /** Set while an admin has suspended the account: it cannot sign in (see UserAdminService). */
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /**
   * Set when an admin deleted an account that owned listings: the row stays as a scrubbed
   * tombstone (no name, address, number or password; see AccountTombstone) because the seekers'
   * enquiries, threads, visits and reviews of its removed listings still hang on it as history.
   * Accounts without listings are deleted outright.
   */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
