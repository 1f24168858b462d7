import { Column, Index, PrimaryColumn } from 'typeorm';
import { LeadCountColumns } from '../lead/lead-count-columns';

/**
 * The activity of one listing, owner or locality over one dashboard period (1, 7 or 30 days in
 * India, counting today): what the leaderboard and the leads by listing rank. Kept current by the
 * activity_periods_* triggers in the statement that writes the activity, and moved on a day by
 * activity_periods_rebase() (see ActivityPeriodsBase). An abstract class: each summary's table has
 * these columns and its own key.
 */
export abstract class ActivityPeriodCounts extends LeadCountColumns {
  /** 1, 7 or 30 (STATS_PERIOD_DAYS). */
  @PrimaryColumn({ name: 'period_days', type: 'smallint' })
  periodDays: number;

  @Column({ type: 'integer', default: 0 })
  shortlists: number;

  /** enquiries + phone_reveals + visits, kept with them (ranked by index, as each count is). */
  @Column({ type: 'integer', default: 0 })
  leads: number;
}

/** Each figure a summary is ranked by: its column and its property. */
const FIGURES = [
  ['leads', 'leads'],
  ['enquiries', 'enquiries'],
  ['phone_reveals', 'phoneReveals'],
  ['visits', 'visits'],
  ['shortlists', 'shortlists'],
] as const;

/**
 * A summary's indexes, one per figure (IDX_<table>_<column>) on the period and the figure, of rows
 * with some of it: each ranking reads its figure's index from the top.
 */
export function RankedByEachFigure(table: string): ClassDecorator {
  return (target) => {
    for (const [column, property] of FIGURES)
      Index(`IDX_${table}_${column}`, ['periodDays', property], { where: `"${column}" > 0` })(target);
  };
}
