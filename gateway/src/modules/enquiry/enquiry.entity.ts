import { Check, Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CustomerType, LeadStatus } from '../../../../shared/domain/enquiries';
import { LeadColumns } from '../lead/lead-columns';

/** A seeker's enquiry about a listing: a lead in its owner's inbox. Its message opens the lead's thread (Thread). */
@Entity('enquiries')
@Index('IDX_enquiries_owner_created', ['ownerId', 'createdAt'])
@Index('IDX_enquiries_property_email_created', ['propertyId', 'email', 'createdAt'])
@Index('IDX_enquiries_seeker_created', ['seekerId', 'createdAt'])
// Covers the period's activity per listing (leads report, leaderboard) as an index-only scan; counts by date too.
@Index('IDX_enquiries_created_property', ['createdAt', 'propertyId'])
// Enquiries sent signed out, by lower(email), for joining them to an account (anonymous-enquiries.ts):
// an expression index, written in its migration by hand, which TypeORM is told to leave alone.
@Index('IDX_enquiries_anonymous_email', { synchronize: false })
@Check('CHK_enquiries_status', `status IN ('new', 'contacted', 'closed')`)
@Check('CHK_enquiries_customer_type', `customer_type IN ('individual', 'dealer')`)
export class Enquiry extends LeadColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  customerType: CustomerType;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  /** Lower-cased, for the repeat rule. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'varchar', length: 10 })
  phone: string;

  /** The phone was the signed-in sender's verified number when the enquiry was sent. */
  @Column({ type: 'boolean', default: false })
  phoneVerified: boolean;

  /** Plain text, shown as text. */
  @Column({ type: 'varchar', length: 1000 })
  message: string;

  @Column({ type: 'varchar', length: 10, default: 'new' })
  status: LeadStatus;

  /** When the owner first opened it; null is unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
