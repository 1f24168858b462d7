import { STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';
import { notRemovedSql } from '../property/listed';

/**
 * Reading activity_days (the site's enquiries, phone reveals, visits, sign-ups, new accounts and
 * new listings per day in India, kept by trigger in the statement that writes the rows, today's
 * row included).
 */

/** The day in India of a timestamp parameter ("$1"). */
export const dayInIndia = (param: string) => `(${param}::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}')::date`;

/**
 * What activity_days keeps, by column: the rows each counts (the table and which of its rows, as
 * the activity_days_* triggers count them).
 */
const KEPT = {
  enquiries: { table: 'enquiries', counted: 'true' },
  phone_reveals: { table: 'phone_reveals', counted: 'true' },
  visits: { table: 'visits', counted: 'true' },
  new_users: { table: 'users', counted: `role = 'user' AND deleted_at IS NULL` },
  new_owners: { table: 'users', counted: `role = 'owner' AND deleted_at IS NULL` },
  new_listings: { table: 'properties', counted: notRemovedSql() },
} as const;
export type ActivityColumn = keyof typeof KEPT;

/**
 * SQL counting what `column` counts made from $1 to $2, where $1 is a midnight in India (as every
 * StatsWindow's bounds are, see stats-window.ts): the whole days before $2's day from
 * activity_days, and $2's own day up to $2 from the rows themselves (an index range of at most
 * one day; $2 is now, or now less a period for the comparison with the period before).
 */
export function activityCountSql(column: ActivityColumn): string {
  const { table, counted } = KEPT[column];
  const midnightOfEnd = `(${dayInIndia('$2')})::timestamp AT TIME ZONE '${STATS_TIME_ZONE}'`;
  return `SELECT (SELECT coalesce(sum(${column}), 0) FROM activity_days WHERE day >= ${dayInIndia('$1')} AND day < ${dayInIndia('$2')})
    + (SELECT count(*) FROM ${table} WHERE created_at >= greatest($1::timestamptz, ${midnightOfEnd}) AND created_at < $2 AND ${counted}) AS count`;
}

/**
 * The days (a summary's `day` column) of a period from $1, a midnight in India, to $2, now: whole
 * days, today's row included, which the triggers keep as current as the rows.
 */
export const DAYS_TO_NOW = `day >= ${dayInIndia('$1')} AND day <= ${dayInIndia('$2')}`;

/** SQL counting what `column` counts made from $1, a midnight in India, to $2, now: its rows of activity_days alone. */
export const activityToNowSql = (column: ActivityColumn) =>
  `SELECT coalesce(sum(${column}), 0) AS count FROM activity_days WHERE ${DAYS_TO_NOW}`;
