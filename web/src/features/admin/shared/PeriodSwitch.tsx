import { Button, ButtonGroup } from '@chakra-ui/react';
import { STATS_PERIOD_LABELS, STATS_PERIODS, type StatsPeriod } from '../../../../../shared/domain/admin-stats';

/** Today / Last 7 days / Last 30 days, as pressed buttons (the dashboard's periods). */
export function PeriodSwitch({ period, onChange }: { period: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Period">
      {STATS_PERIODS.map((each) => (
        <Button
          key={each}
          minH="44px"
          aria-pressed={each === period}
          variant={each === period ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onChange(each)}
        >
          {STATS_PERIOD_LABELS[each]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
