import { Column, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * What the admin inbox keeps on each item it holds, contact messages and reports alike: read,
 * assigned, resolved with a note. Each entity's table has these columns of its own (TypeORM
 * copies a base class's columns and relations into every entity that extends it).
 */
export abstract class InboxItemColumns {
  /** An admin has opened it in the inbox. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The admin who took it on (inbox's "Assign to me"); null when nobody (or once their account is deleted). */
  @Column({ type: 'uuid', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to' })
  assignee?: Relation<User> | null;

  /** The admin who resolved it; null while open (or once their account is deleted). */
  @Column({ type: 'uuid', nullable: true })
  resolvedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolved_by' })
  resolver?: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** Why: the admin's note (for a report, also the reason e-mailed to the owner of an unpublished listing). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  resolutionNote: string | null;
}
