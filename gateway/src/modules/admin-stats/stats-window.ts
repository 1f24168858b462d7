import type { DataSource } from 'typeorm';
import { STATS_PERIOD_DAYS, STATS_PERIODS, STATS_TIME_ZONE, type StatsPeriod } from '../../../../shared/domain/admin-stats';
import { DomainError } from '../../common/errors';

/** A dashboard period in time: it starts at a midnight in India and ends now. */
export interface StatsWindow {
  days: number;
  from: Date;
  to: Date;
  /** The period of the same length just before (to the same time of day). */
  previousFrom: Date;
  previousTo: Date;
  /** The first day (YYYY-MM-DD in India) of a daily chart of `chartDays` days, and today. */
  chartFrom: Date;
  today: string;
}

/**
 * The bounds of a period, computed by the database clock so every count agrees with it: the
 * period starts at midnight in India `days - 1` days ago. Refuses a period that is not one of
 * STATS_PERIODS (BAD_USER_INPUT naming period).
 */
export async function statsWindow(
  dataSource: DataSource,
  period: StatsPeriod,
  chartDays = STATS_PERIOD_DAYS[period],
): Promise<StatsWindow> {
  if (!STATS_PERIODS.includes(period))
    throw new DomainError('BAD_USER_INPUT', `period must be one of ${STATS_PERIODS.join(', ')}`, 'period');
  const days = STATS_PERIOD_DAYS[period];
  const [window]: Array<Omit<StatsWindow, 'days'>> = await dataSource.query(
    `SELECT start AS "from", now() AS "to", start - make_interval(days => $2) AS "previousFrom", now() - make_interval(days => $2) AS "previousTo",
            (date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $3 - 1)) AT TIME ZONE $1 AS "chartFrom",
            to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS today
       FROM (SELECT (date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $2 - 1)) AT TIME ZONE $1 AS start) s`,
    [STATS_TIME_ZONE, days, chartDays],
  );
  return { days, ...window };
}

/** Every day (YYYY-MM-DD) of a chart of `days` days ending `today`, oldest first. */
export function chartDays(today: string, days: number): string[] {
  const last = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(last.getTime() - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
