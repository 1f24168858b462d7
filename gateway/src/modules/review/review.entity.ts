import { REVIEW_STATES, type ReviewState } from '../../../../shared/domain/reviews';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

const ratingCheck = (column: string, nullable = false) => `${nullable ? `${column} IS NULL OR ` : ''}${column} BETWEEN 1 AND 5`;

/** One person's review of one listing: the database holds the one-review-per-person rule. */
@Entity('reviews')
@Unique('UQ_reviews_property_author', ['propertyId', 'authorId'])
@Index('IDX_reviews_property_created', ['propertyId', 'createdAt'])
@Index('IDX_reviews_created', ['createdAt'])
@Check('CHK_reviews_rating', ratingCheck('rating'))
@Check('CHK_reviews_state', `state IN (${REVIEW_STATES.map((state) => `'${state}'`).join(', ')})`)
@Check('CHK_reviews_food', ratingCheck('food', true))
@Check('CHK_reviews_cleanliness', ratingCheck('cleanliness', true))
@Check('CHK_reviews_safety', ratingCheck('safety', true))
@Check('CHK_reviews_location', ratingCheck('location', true))
@Check('CHK_reviews_value', ratingCheck('value', true))
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<User>;

  /** The overall rating, 1 to 5 stars. */
  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'smallint', nullable: true })
  food: number | null;

  @Column({ type: 'smallint', nullable: true })
  cleanliness: number | null;

  @Column({ type: 'smallint', nullable: true })
  safety: number | null;

  @Column({ type: 'smallint', nullable: true })
  location: number | null;

  /** Value for money. */
  @Column({ type: 'smallint', nullable: true })
  value: number | null;

  /** Plain text, shown as text (never as HTML). */
  @Column({ type: 'varchar', length: 2000 })
  text: string;

  /** The listing owner's one public reply. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  ownerReply: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  ownerRepliedAt: Date | null;

  /** visible, or hidden by moderators (see review-visibility.ts: hidden ones count nowhere public). */
  @Column({ type: 'varchar', length: 10, default: 'visible' })
  state: ReviewState;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
