import { Entity, PrimaryColumn } from 'typeorm';
import { ActivityPeriodCounts, RankedByEachFigure } from './activity-period-counts';

/**
 * An owner's activity per dashboard period: the sum of their listings' rows in
 * listing_activity_periods (a listing that changes owner takes its counts along; one deleted takes
 * them away). No foreign key: an owner's deletion deletes their listings, whose triggers empty the
 * row, in whichever order PostgreSQL cascades them.
 */
@Entity('owner_activity_periods')
@RankedByEachFigure('owner_activity_periods')
export class OwnerActivityPeriod extends ActivityPeriodCounts {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  ownerId: string;
}
