import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import {
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  type ReportKind,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
} from '../../../../shared/domain/reports';
import { Thread } from '../thread/thread.entity';
import { Property } from '../property/property.entity';
import { Review } from '../review/review.entity';
import { User } from '../user/user.entity';
import { InboxItemColumns } from '../inbox/inbox-item-columns';

const oneOf = (column: string, options: ReadonlyArray<{ value: string }>) =>
  `${column} IN (${options.map((option) => `'${option.value}'`).join(', ')})`;

/**
 * A signed-in user's report of a listing, a review or a message in an enquiry's thread, and what
 * an admin did about it (who, when, which action and why). The database holds the one-report
 * rules: one open report per person and listing, one report per person and review or message.
 */
@Entity('reports')
@Index('IDX_reports_status_created', ['status', 'createdAt'])
@Index('IDX_reports_kind_status_created', ['kind', 'status', 'createdAt'])
@Index('UQ_reports_open_listing_reporter', ['reporterId', 'propertyId'], { unique: true, where: `kind = 'listing' AND status = 'open'` })
@Index('UQ_reports_review_reporter', ['reporterId', 'reviewId'], { unique: true, where: 'review_id IS NOT NULL' })
@Index('IDX_reports_open_property', ['propertyId'], { where: `status = 'open'` })
@Index('IDX_reports_open_review', ['reviewId'], { where: `status = 'open'` })
@Index('UQ_reports_message_reporter', ['reporterId', 'messageId'], { unique: true, where: 'message_id IS NOT NULL' })
@Index('IDX_reports_open_message', ['messageId'], { where: `status = 'open'` })
@Index('IDX_reports_thread', ['threadId'], { where: 'thread_id IS NOT NULL' })
@Check('CHK_reports_kind', oneOf('kind', REPORT_KINDS))
@Check('CHK_reports_reason', oneOf('reason', REPORT_REASONS))
@Check('CHK_reports_status', oneOf('status', REPORT_STATUSES))
@Check('CHK_reports_resolution', `resolution IS NULL OR ${oneOf('resolution', REPORT_RESOLUTIONS)}`)
@Check('CHK_reports_review_kind', `(kind = 'review') = (review_id IS NOT NULL)`)
@Check('CHK_reports_message_kind', `(kind = 'message') = (message_id IS NOT NULL AND thread_id IS NOT NULL)`)
export class Report extends InboxItemColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ReportKind;

  /** The listing reported, or the listing of the review reported. */
  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** The review reported (reports of reviews only). */
  @Column({ type: 'uuid', nullable: true })
  reviewId: string | null;

  @ManyToOne(() => Review, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: Relation<Review> | null;

  /** The thread of the message reported (reports of messages only); the report goes with it. */
  @Column({ type: 'uuid', nullable: true })
  threadId: string | null;

  @ManyToOne(() => Thread, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id' })
  thread?: Relation<Thread> | null;

  /**
   * The message reported: an enquiry's own id for the message that opens its thread, else the id
   * of a message in the thread (thread_messages). Admins see a thread's message only through such a report.
   */
  @Column({ type: 'uuid', nullable: true })
  messageId: string | null;

  /** Who reported it; null once their account is deleted (the report stays). */
  @Column({ type: 'uuid', nullable: true })
  reporterId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: Relation<User> | null;

  @Column({ type: 'varchar', length: 20 })
  reason: ReportReason;

  /** The reporter's words, plain text ('' when none). */
  @Column({ type: 'varchar', length: 1000, default: '' })
  text: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: ReportStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution: ReportResolution | null;

  @Index('IDX_reports_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
