import { useQuery } from '@apollo/client/react';
import { Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../../shared/domain/admin-stats';
import {
  LEADERBOARD_METRIC_LABELS,
  LEADERBOARD_METRICS,
  LEADS_REPORT_TEXTS,
  type LeaderboardMetric,
} from '../../../../../shared/domain/leads-report';
import { LeaderboardDocument } from '../../../generated/back-office/graphql';
import { CountsTable, type CountColumn } from './CountsTable';
import { ListStates } from '../../../components/ListStates';
import { PeriodSwitch } from '../shared/PeriodSwitch';
import { ListingCell, NameCell, ReportSection } from './ReportParts';

type Counts = Record<LeaderboardMetric, number>;

const COLUMNS: Array<CountColumn<Counts>> = (['enquiries', 'phoneReveals', 'visits', 'shortlists', 'leads'] as const).map((metric) => ({
  label: LEADERBOARD_METRIC_LABELS[metric],
  value: (row) => row[metric],
}));

/** Admins: the busiest listings, owners and localities of a period, ranked by the figure chosen. */
export function LeaderboardPage() {
  const [period, setPeriod] = useState<StatsPeriod>('LAST_7_DAYS');
  const [rankBy, setRankBy] = useState<LeaderboardMetric>('leads');
  const { data, previousData, loading, error } = useQuery(LeaderboardDocument, {
    variables: { period, rankBy },
    fetchPolicy: 'cache-and-network',
  });
  const board = (data ?? previousData)?.leaderboard;
  const ranked = LEADERBOARD_METRIC_LABELS[rankBy];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {LEADS_REPORT_TEXTS.leaderboardTitle}
        </Heading>
        <HStack wrap="wrap" gap="4">
          <PeriodSwitch period={period} onChange={setPeriod} />
          <HStack gap="2">
            <Text asChild fontWeight="medium" fontSize="sm" whiteSpace="nowrap">
              <label htmlFor="leaderboard-rank-by">Rank by</label>
            </Text>
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field
                id="leaderboard-rank-by"
                value={rankBy}
                onChange={(event) => setRankBy(event.target.value as LeaderboardMetric)}
                minH="44px"
              >
                {LEADERBOARD_METRICS.map((metric) => (
                  <option key={metric} value={metric}>
                    {LEADERBOARD_METRIC_LABELS[metric]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        </HStack>
      </HStack>
      <ListStates
        result={board}
        error={error}
        failed={LEADS_REPORT_TEXTS.loadFailed}
        skeletons={['48', '48', '48']}
        gap="4"
        isEmpty={(shown) => shown.listings.length === 0}
        empty={LEADS_REPORT_TEXTS.noActivity}
      >
        {(shown) => (
          <Stack gap="4" aria-busy={loading}>
            <ReportSection title="Top listings">
              <CountsTable
                label="Top listings"
                nameLabel="Listing"
                rows={shown.listings}
                rowKey={(row) => row.id}
                name={ListingCell}
                columns={COLUMNS}
                ranked={ranked}
              />
            </ReportSection>
            <ReportSection title="Top owners">
              <CountsTable
                label="Top owners"
                nameLabel="Owner"
                rows={shown.owners}
                rowKey={(row) => row.id}
                name={(row) => (
                  <NameCell
                    name={row.name}
                    to={`/dashboard/users/${row.id}`}
                    detail={row.listings === 1 ? '1 listing' : `${row.listings} listings`}
                  />
                )}
                columns={COLUMNS}
                ranked={ranked}
              />
            </ReportSection>
            <ReportSection title="Most active localities">
              <CountsTable
                label="Most active localities"
                nameLabel="Locality"
                rows={shown.localities}
                rowKey={(row) => `${row.city}/${row.locality}`}
                name={(row) => <NameCell name={row.locality} detail={row.city} />}
                columns={COLUMNS}
                ranked={ranked}
              />
            </ReportSection>
          </Stack>
        )}
      </ListStates>
      <Text color="fg.muted" fontSize="sm">
        {period === 'TODAY' ? 'Today runs from midnight in India.' : `${STATS_PERIOD_LABELS[period]}, counting today.`} All leads are
        enquiries, phone reveals and visits booked; ten of each are shown.
      </Text>
    </Stack>
  );
}
