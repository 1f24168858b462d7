import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Property } from './property.entity';

/**
 * One photo of a listing, stored as WebP (large, its narrower copies, and a thumbnail) under UUID names. The keys
 * are storage keys; the storage turns them into URLs.
 */
@Entity('property_images')
@Index('IDX_property_images_order', ['propertyId', 'position'])
export class PropertyImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, (property) => property.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** 0-based order in the gallery; 0 is the cover. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  largeKey: string;

  @Column({ type: 'smallint' })
  largeWidth: number;

  @Column({ type: 'smallint' })
  largeHeight: number;

  @Column({ type: 'varchar', length: 200 })
  thumbKey: string;

  @Column({ type: 'smallint' })
  thumbWidth: number;

  @Column({ type: 'smallint' })
  thumbHeight: number;

  /** Widths of the large photo's narrower WebP copies (image-variants.ts); null until the backfill makes them. */
  @Column({ type: 'smallint', array: true, nullable: true })
  variantWidths: number[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
