import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

/** A listing a signed-in seeker has opened, so "Hide already seen" follows them across devices. */
@Entity('seen_listings')
@Index('IDX_seen_listings_property', ['propertyId'])
export class SeenListing {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  @CreateDateColumn({ type: 'timestamptz' })
  seenAt: Date;
}
