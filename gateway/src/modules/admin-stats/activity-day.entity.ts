import { Column, Entity, PrimaryColumn } from 'typeorm';
import { LeadCountColumns } from '../lead/lead-count-columns';

/**
 * The whole site's activity per day in India (STATS_TIME_ZONE): enquiries, phone reveals and
 * visits booked (by when they were made), sign-ups of house seekers and owners (accounts not
 * deleted), and of those new house seekers, new owners and new listings (not removed) apart. The admin dashboard's cards and daily chart read it instead of counting a period's
 * raw rows on each view. Kept by the activity_days_* triggers in the statement that writes the
 * rows, so today's row is as current as the raw rows.
 */
@Entity('activity_days')
export class ActivityDay extends LeadCountColumns {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ name: 'sign_ups', type: 'integer', default: 0 })
  signUps: number;

  @Column({ name: 'new_users', type: 'integer', default: 0 })
  newUsers: number;

  @Column({ name: 'new_owners', type: 'integer', default: 0 })
  newOwners: number;

  @Column({ name: 'new_listings', type: 'integer', default: 0 })
  newListings: number;
}
