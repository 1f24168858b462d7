import { Text } from '@chakra-ui/react';
import { STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../../shared/domain/admin-stats';

const AGAINST: Record<StatsPeriod, string> = {
  TODAY: 'yesterday by this time',
  LAST_7_DAYS: 'the 7 days before',
  LAST_30_DAYS: 'the 30 days before',
};

/** "+3 (+25%) on the 7 days before", coloured with the theme's 700 shades; "Right now" for state figures. */
export function StatChange({ value, previous, period }: { value: number; previous: number | null | undefined; period: StatsPeriod }) {
  if (previous === null || previous === undefined) return <Text as="span">Right now</Text>;
  const change = value - previous;
  const percent = previous > 0 ? ` (${change >= 0 ? '+' : ''}${Math.round((change / previous) * 100)}%)` : '';
  const tone =
    change > 0
      ? { color: 'green.700', _dark: { color: 'green.300' } }
      : change < 0
        ? { color: 'red.700', _dark: { color: 'red.300' } }
        : { color: 'fg.muted' };
  return (
    <Text as="span" fontWeight="medium" {...tone} title={STATS_PERIOD_LABELS[period]}>
      {change === 0 ? 'Same as' : `${change > 0 ? '+' : ''}${change.toLocaleString('en-IN')}${percent} on`} {AGAINST[period]}
    </Text>
  );
}
