import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from '../../../../shared/domain/saved-searches';
import type { AlertFrequency } from '../../../../shared/domain/saved-search-alerts';
import { User } from '../user/user.entity';

/**
 * A search a seeker keeps (issue 34 item 1): the /search-list URL's query (its filters and sort,
 * in the one order `toSearchParams` writes them) under a name. Saving the same search again finds
 * the one already kept (the unique index).
 */
@Entity('saved_searches')
@Index('UQ_saved_searches_user_query', ['userId', 'query'], { unique: true })
@Index('UQ_saved_searches_unsubscribe_token', ['unsubscribeToken'], { unique: true })
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: SAVED_SEARCH_NAME_MAX })
  name: string;

  /** The search's URL query without page and view ("city=Jaipur&hostelType=girls_hostel"); '' for every listing. */
  @Column({ type: 'varchar', length: SAVED_SEARCH_QUERY_MAX })
  query: string;

  /** Paused by its seeker: it still opens, but sends no alerts. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** When its seeker last opened it: listings listed since then are its new matches. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastOpenedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When its alert goes: at once for each approved match, or in the daily digest (issue 34 item 2). */
  @Column({ type: 'varchar', length: 10, default: 'daily' })
  alertFrequency: AlertFrequency;

  /** Also one SMS per alert, to its seeker's verified mobile number. */
  @Column({ type: 'boolean', default: false })
  alertBySms: boolean;

  /** Alerts announce listings new since then: when it was saved, or last resumed (what came while paused is not sent). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  alertsFrom: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastAlertedAt: Date | null;

  /**
   * The one-click unsubscribe link's token (RFC 8058), stored as it is, as the newsletter's: every
   * alert of the search carries the same link.
   */
  @Column({ type: 'varchar', length: 64, select: false })
  unsubscribeToken: string;
}
