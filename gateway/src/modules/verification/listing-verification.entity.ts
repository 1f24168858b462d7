import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { User } from '../user/user.entity';

/**
 * Every time an admin verifies a listing or removes its mark: what was checked, who did it, when
 * and why. The listing's `verified` column holds the current mark; this is its history.
 */
@Entity('listing_verifications')
@Index('IDX_listing_verifications_property_created', ['propertyId', 'createdAt'])
export class ListingVerification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** The admin; null once their account is deleted (the record stays). */
  @Column({ type: 'uuid', nullable: true })
  checkedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'checked_by' })
  checker?: Relation<User> | null;

  /** true: verified with the checklist; false: the mark was removed. */
  @Column({ type: 'boolean' })
  verified: boolean;

  @Column({ type: 'boolean', default: false })
  photosMatch: boolean;

  @Column({ type: 'boolean', default: false })
  ownerIdentitySeen: boolean;

  @Column({ type: 'boolean', default: false })
  addressConfirmed: boolean;

  /** What was seen, or why the mark was removed. */
  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
