import { Entity, PrimaryColumn } from 'typeorm';
import { ActivityPeriodCounts, RankedByEachFigure } from './activity-period-counts';

/** A locality's activity per dashboard period: the sum of its listings' rows (a listing that moves takes its counts along). */
@Entity('locality_activity_periods')
@RankedByEachFigure('locality_activity_periods')
export class LocalityActivityPeriod extends ActivityPeriodCounts {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  locality: string;
}
