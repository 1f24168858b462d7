import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

/** A listing on a signed-in user's shortlist: once per user and listing (the primary key). */
@Entity('shortlist_entries')
@Index('IDX_shortlist_entries_property_created', ['propertyId', 'createdAt'])
/** The leaderboard counts shortlists added in a period. */
@Index('IDX_shortlist_entries_created', ['createdAt'])
export class ShortlistEntry {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  // A deleted listing leaves every shortlist with it.
  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
