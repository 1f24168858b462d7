import { Check, Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { VisitSide, VisitSlot, VisitStatus } from '../../../../shared/domain/visits';
import { LeadColumns } from '../lead/lead-columns';

/** SQL: the visit `v` waits for its owner's answer (requested, and its slot not over). */
export const VISIT_AWAITING_OWNER = `(v.status = 'requested' AND v.ends_at > now())`;

/** A seeker's visit to a listing on a day and in a time slot: a lead in its owner's inbox. */
@Entity('visits')
@Index('IDX_visits_owner_created', ['ownerId', 'createdAt'])
@Index('IDX_visits_seeker_property', ['seekerId', 'propertyId', 'endsAt'])
/** The admin dashboard counts visits booked in a period. */
@Index('IDX_visits_created', ['createdAt'])
@Check('CHK_visits_status', `status IN ('requested', 'confirmed', 'rescheduled', 'declined', 'cancelled')`)
@Check('CHK_visits_slot', `slot IN ('morning', 'afternoon', 'evening')`)
@Check('CHK_visits_cancelled_by', `cancelled_by IS NULL OR cancelled_by IN ('seeker', 'owner')`)
export class Visit extends LeadColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The day (Kolkata), as YYYY-MM-DD: the one asked for, or the one the owner proposed. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 10 })
  slot: VisitSlot;

  /** The slot's start and end as instants, from day and slot (for "over" and the calendar). */
  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  /** The seeker's note to the owner, plain text. */
  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  @Column({ type: 'varchar', length: 12, default: 'requested' })
  status: VisitStatus;

  @Column({ type: 'varchar', length: 6, nullable: true })
  cancelledBy: VisitSide | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
