import type { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';
import type { JobQueue } from '../../common/job-queue';

/**
 * Reading the activity per period of listings, owners and localities (listing_activity_periods and
 * its two sums, kept by the activity_periods_* triggers; see the ActivityPeriods migration).
 */

/**
 * Moves the periods' counts on to today in India when midnight's job has not yet done it (after a
 * restart, or with no job queue): a read of one row when they are current, as they nearly always
 * are. Called before the counts are read.
 */
export async function bringActivityPeriodsUpToDate(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT activity_periods_rebase()');
}

/**
 * SQL of the least value of `column` a row of `table`'s period $1 can have to be among its first
 * `place` rows by that column (1 when fewer rows have any), read from the column's partial index.
 * Asked in a statement of its own, so the ranking's statement gets it as a parameter and is planned
 * knowing it: an index range of the rows at or above it, ties included. (As a subquery of the
 * ranking, the planner guessed a third of the table would pass and read all of it.)
 */
export function atLeastForPlace(table: string, column: string, place: string): string {
  return `coalesce((SELECT ${column} FROM ${table} WHERE period_days = $1 AND ${column} > 0 ORDER BY ${column} DESC OFFSET ${place} - 1 LIMIT 1), 1)`;
}

/**
 * A summary row's counts (table alias `alias`), named as LeadCounts names them, and with
 * `shortlists` as ActivityCounts does.
 */
export function periodCountFields(alias: string, { shortlists }: { shortlists: boolean }): string {
  const fields = [`${alias}.enquiries`, `${alias}.phone_reveals AS "phoneReveals"`, `${alias}.visits`, `${alias}.leads`];
  return (shortlists ? [...fields, `${alias}.shortlists`] : fields).join(', ');
}

/** The job queue's name for moving the periods on, and when it runs: midnight in India, when the day the periods end on changes. */
export const ACTIVITY_PERIODS_QUEUE = 'activity-periods-rebase';
const ACTIVITY_PERIODS_CRON = '0 0 * * *';

/**
 * Moves the periods' counts on at midnight in India from the job queue (one run at a time; a
 * midnight missed while no gateway ran is caught up by the next run or the first read), so the first
 * admin view of a day does not wait for it (at 1,000,000 listings it takes out some 300,000 rows' worth).
 */
export async function moveActivityPeriodsOnAtMidnight(dataSource: DataSource, queue: JobQueue): Promise<void> {
  await queue.work(ACTIVITY_PERIODS_QUEUE, { deliverySeconds: 300, policy: 'short', workers: 1 }, () =>
    bringActivityPeriodsUpToDate(dataSource),
  );
  await queue.schedule(ACTIVITY_PERIODS_QUEUE, ACTIVITY_PERIODS_CRON, STATS_TIME_ZONE);
}
