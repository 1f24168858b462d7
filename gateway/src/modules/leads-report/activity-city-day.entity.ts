import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The leads per day in India (STATS_TIME_ZONE) and city of the listing, as the leads report by
 * city counts them (at the listing's city now): kept by the activity_city_days_* triggers on the
 * three kinds of lead, and on the listings when one changes city or is deleted.
 */
@Entity('activity_city_days')
export class ActivityCityDay {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'integer', default: 0 })
  enquiries: number;

  @Column({ name: 'phone_reveals', type: 'integer', default: 0 })
  phoneReveals: number;

  @Column({ type: 'integer', default: 0 })
  visits: number;
}
