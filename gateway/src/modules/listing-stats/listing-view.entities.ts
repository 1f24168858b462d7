import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';

/** How many viewers opened a listing's page on one day (India's calendar): one row per listing and day. */
@Entity('listing_view_days')
export class ListingViewDay {
  @PrimaryColumn({ type: 'uuid' })
  propertyId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int', default: 0 })
  views: number;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;
}

/**
 * Who has been counted on a listing today, so each viewer counts once a day. Only the current day
 * matters: older rows of a listing are deleted whenever that listing is viewed again.
 */
@Entity('listing_viewers')
export class ListingViewer {
  @PrimaryColumn({ type: 'uuid' })
  propertyId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  /** `user:<account id>` or `visitor:<the browser's random id>`. */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  viewerKey: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;
}
