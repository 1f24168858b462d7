import { Entity, PrimaryColumn } from 'typeorm';
import { LeadCountColumns } from '../lead/lead-count-columns';

/**
 * The leads per day in India (STATS_TIME_ZONE) and city of the listing, as the leads report by
 * city counts them (at the listing's city now): kept by the activity_city_days_* triggers on the
 * three kinds of lead, and on the listings when one changes city or is deleted.
 */
@Entity('activity_city_days')
export class ActivityCityDay extends LeadCountColumns {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;
}
