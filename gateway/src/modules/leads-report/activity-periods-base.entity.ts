import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The one row saying which day in India the activity periods' counts are based on: a period of N
 * days counts the activity made on that day and the N - 1 before it, and any made since (so a
 * write after midnight is counted before the counts move on). activity_periods_rebase() moves the
 * counts on to today, taking out the days that left each period; it runs from the job queue at
 * midnight in India and, if that has not run yet, before the counts are read.
 */
@Entity('activity_periods_base')
export class ActivityPeriodsBase {
  /** Always true: the table holds one row. */
  @PrimaryColumn({ type: 'boolean', default: true })
  only: boolean;

  @Column({ type: 'date' })
  day: string;
}
