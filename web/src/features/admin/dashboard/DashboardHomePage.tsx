import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { STAT_FIGURE_LABELS, STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../../shared/domain/admin-stats';
import { AdminStatsDocument } from '../../../generated/back-office/graphql';
import { ListError } from '../../../components/ListStates';
import { PeriodSwitch } from '../shared/PeriodSwitch';
import { StatChange } from './StatChange';

const FETCH_STATS_FAILED = 'The dashboard figures could not be loaded. Please try again.';

// The charting library loads only when the charts are shown (never on public pages).
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The admin's overview: live figures compared with the period before, and charts, all counted by the server. */
export function DashboardHomePage() {
  const [period, setPeriod] = useState<StatsPeriod>('LAST_7_DAYS');
  const { data, previousData, loading, error } = useQuery(AdminStatsDocument, { variables: { period }, fetchPolicy: 'cache-and-network' });
  const stats = (data ?? previousData)?.adminStats;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <PeriodSwitch period={period} onChange={setPeriod} />
      </HStack>
      {error && !stats ? (
        <ListError error={error} failed={FETCH_STATS_FAILED} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-label="Figures" aria-busy={loading}>
          {!stats
            ? [0, 1, 2, 3].map((key) => <Skeleton as="li" key={key} h="28" borderRadius="card" />)
            : stats.cards.map((card) => (
                <Card.Root as="li" key={card.key} borderRadius="card">
                  <Card.Body>
                    <Stat.Root>
                      <Stat.Label>{STAT_FIGURE_LABELS[card.key]}</Stat.Label>
                      <Stat.ValueText fontSize="3xl">{card.value.toLocaleString('en-IN')}</Stat.ValueText>
                      <Stat.HelpText asChild>
                        <dd>
                          <StatChange value={card.value} previous={card.previous} period={period} />
                        </dd>
                      </Stat.HelpText>
                    </Stat.Root>
                  </Card.Body>
                </Card.Root>
              ))}
        </SimpleGrid>
      )}
      {stats && (
        <Suspense
          fallback={
            <Box aria-busy="true">
              <Skeleton h="72" borderRadius="card" />
            </Box>
          }
        >
          <DashboardCharts stats={stats} />
        </Suspense>
      )}
      <Text color="fg.muted" fontSize="sm">
        {period === 'TODAY' ? 'Today runs from midnight in India.' : `${STATS_PERIOD_LABELS[period]}, counting today.`} Charts of each day
        show the last 30 days at least.
      </Text>
    </Stack>
  );
}
