import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * What a Google sign-in that came back from Google leads to, until the web app takes it: the
 * callback sends the browser to the web app with a one-time ticket (only its SHA-256 is kept), and
 * the app exchanges it for a session ('sign-in') or, for an existing account with the same e-mail,
 * asks for that account's password before linking ('link'). Single use, short-lived.
 */
@Entity('google_sign_in_tickets')
@Check('CHK_google_sign_in_tickets_kind', `kind IN ('sign-in', 'link')`)
export class GoogleSignInTicket {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Hex SHA-256 of the ticket. */
  @Column({ type: 'char', length: 64, unique: true })
  ticketHash: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'sign-in' | 'link';

  /** The account it signs in, or the one it would link Google to. */
  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** For 'link': the Google subject and e-mail to link. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  subject: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
