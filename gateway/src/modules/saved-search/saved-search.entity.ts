import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A search a seeker keeps (issue 34 item 1): the /search-list URL's query (its filters and sort,
 * in the one order `toSearchParams` writes them) under a name. Saving the same search again finds
 * the one already kept (the unique index).
 */
@Entity('saved_searches')
@Index('UQ_saved_searches_user_query', ['userId', 'query'], { unique: true })
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The search's URL query without page and view ("city=Jaipur&hostelType=girls_hostel"); '' for every listing. */
  @Column({ type: 'varchar', length: 2000 })
  query: string;

  /** Paused by its seeker: it still opens, but sends no alerts. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** When its seeker last opened it: listings listed since then are its new matches. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastOpenedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
