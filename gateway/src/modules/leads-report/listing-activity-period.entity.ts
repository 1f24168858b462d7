import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Property } from '../property/property.entity';
import { ActivityPeriodCounts, RankedByEachFigure } from './activity-period-counts';

/** A listing's activity per dashboard period; the leaderboard's top listings and the leads by listing read it. */
@Entity('listing_activity_periods')
@RankedByEachFigure('listing_activity_periods')
export class ListingActivityPeriod extends ActivityPeriodCounts {
  @PrimaryColumn({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Property;
}
