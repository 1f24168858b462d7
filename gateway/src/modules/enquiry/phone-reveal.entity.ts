import { CreateDateColumn, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

/** A signed-in user saw a listing owner's phone number: a lead for that owner. */
@Entity('phone_reveals')
@Index('IDX_phone_reveals_owner_created', ['ownerId', 'createdAt'])
@Index('IDX_phone_reveals_viewer_property_created', ['viewerId', 'propertyId', 'createdAt'])
@Index('IDX_phone_reveals_created', ['createdAt'])
export class PhoneReveal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** The listing's owner when it was revealed (whose lead it is). */
  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  /** Who saw the number; null once an admin has deleted their account (the reveal stays the owner's lead). */
  @Column({ type: 'uuid', nullable: true })
  viewerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'viewer_id' })
  viewer?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
