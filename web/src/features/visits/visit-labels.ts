import { bookableVisitDays, visitDayLabel, type VisitStatus } from '../../../../shared/domain/visits';

/** The badge colour of each visit state (700 shades through the subtle variant). */
export const VISIT_STATUS_PALETTE: Record<VisitStatus, string> = {
  requested: 'blue',
  confirmed: 'green',
  rescheduled: 'orange',
  declined: 'red',
  cancelled: 'gray',
};

/** The bookable days as options: "Today, Wednesday, 25 November 2026", "Tomorrow, ...", then the date. */
export function visitDayOptions(now = new Date()): Array<{ value: string; label: string }> {
  return bookableVisitDays(now).map((day, i) => ({
    value: day,
    label: `${i === 0 ? 'Today, ' : i === 1 ? 'Tomorrow, ' : ''}${visitDayLabel(day)}`,
  }));
}
