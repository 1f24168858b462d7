import { Column } from 'typeorm';

/**
 * The three kinds of lead counted side by side, as every activity summary keeps them
 * (activity_days, activity_city_days and the activity periods): TypeORM copies a base class's
 * columns into every entity that extends it.
 */
export abstract class LeadCountColumns {
  @Column({ type: 'integer', default: 0 })
  enquiries: number;

  @Column({ name: 'phone_reveals', type: 'integer', default: 0 })
  phoneReveals: number;

  @Column({ type: 'integer', default: 0 })
  visits: number;
}
