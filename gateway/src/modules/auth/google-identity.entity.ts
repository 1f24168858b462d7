import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A Google account linked to a Nivaas account (Sign in with Google): Google's subject (its stable
 * id for the person; the e-mail may change) signs that account in. One Google account per Nivaas
 * account and the other way round. Its own table, so the users table does not change.
 */
@Entity('user_google_identities')
export class UserGoogleIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_user_google_identities_user', { unique: true })
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The ID token's `sub`: at most 255 ASCII characters (OpenID Connect Core 2). */
  @Index('UQ_user_google_identities_subject', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** The Google account's verified e-mail when it was linked (shown to admins). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  linkedAt: Date;
}
