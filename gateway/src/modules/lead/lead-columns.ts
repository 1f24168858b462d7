import { Column, CreateDateColumn, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

/**
 * What every lead records, whatever its kind (an enquiry, a phone number view, a visit): which
 * listing, whose lead it is, which seeker and when. Each kind's table has these columns under
 * these names (TypeORM copies a base class's columns and relations into every entity that extends
 * it), and the `leads` view (lead.entity.ts) reads the three as one.
 */
export abstract class LeadColumns {
  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** The listing's owner when the lead came (whose inbox it is in). */
  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  /**
   * The seeker's account: null for an enquiry sent signed out (until they join with its e-mail)
   * and once an admin has deleted the account (the lead stays the owner's).
   */
  @Column({ type: 'uuid', nullable: true })
  seekerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seeker_id' })
  seeker?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
