import { Check, Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { LEAD_KIND_LABELS, type LeadKind } from '../../../../shared/domain/enquiries';
import { ThreadMessage } from './thread-message.entity';

/**
 * The conversation that belongs to a lead (an enquiry, a phone number view or a visit): its
 * seeker and the listing's owner write in it. Its id is its lead's id (ids are unique across the
 * three kinds), so the lead's listing, owner and seeker are read from the `leads` view, never
 * copied here. Triggers on each kind's table (migration ThreadsOfEveryLead) open a lead's thread
 * as the lead is written, read by its seeker, and delete it with the lead.
 */
@Entity('threads')
@Check(
  'CHK_threads_kind',
  `kind IN (${Object.keys(LEAD_KIND_LABELS)
    .map((kind) => `'${kind}'`)
    .join(', ')})`,
)
export class Thread {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: LeadKind;

  /**
   * When each side last read the thread (writing in it counts): messages from the other side after
   * it are unread, and only the first of them is mailed (one mail per burst). The seeker has read
   * the thread as the lead is made; the owner's is null until they open it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  seekerSeenAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  ownerSeenAt: Date | null;

  /** The messages, oldest first once sorted. */
  @OneToMany(() => ThreadMessage, (message) => message.thread)
  messages?: Relation<ThreadMessage>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
