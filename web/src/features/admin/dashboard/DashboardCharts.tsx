import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { LISTING_STATUS_LABELS } from '../../../../../shared/domain/property';
import type { AdminStatsQuery } from '../../../generated/back-office/graphql';

type Stats = AdminStatsQuery['adminStats'];

const dayLabel = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** The dashboard's charts (recharts through Chakra's charts), in their own chunk. */
export default function DashboardCharts({ stats }: { stats: Stats }) {
  const statusLabel = (status: string) => LISTING_STATUS_LABELS[status as keyof typeof LISTING_STATUS_LABELS] ?? status;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Box gridColumn={{ lg: 'span 2' }}>
        <DailyChart daily={stats.daily} />
      </Box>
      <ListCard
        title="Live listings by city"
        empty="No live listings yet."
        items={stats.listingsByCity.map((row) => ({ name: row.name, value: row.count }))}
      />
      <ListCard
        title="Listings by status"
        empty="No listings yet."
        items={stats.listingsByStatus.map((row) => ({ name: statusLabel(row.name), value: row.count }))}
      />
      <ListCard
        title="Searches that found nothing"
        empty="Every search found something in this period."
        items={stats.unfoundSearches.map((row) => ({ name: row.name, value: row.count }))}
        note="What people typed, most often first: places or words to add listings for."
      />
    </SimpleGrid>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" borderRadius="card" aria-label={title} h="full">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function DailyChart({ daily }: { daily: Stats['daily'] }) {
  const chart = useChart({
    data: daily.map((day) => ({ ...day, label: dayLabel(day.day) })),
    series: [
      { name: 'enquiries', color: 'brand.solid', label: 'Enquiries' },
      { name: 'signUps', color: 'saffron.solid', label: 'Sign-ups' },
    ],
  });
  const enquiries = chart.getTotal('enquiries');
  const signUps = chart.getTotal('signUps');
  const title = 'Enquiries and sign-ups per day';
  return (
    <ChartCard title={title}>
      <Text color="fg.muted" fontSize="sm">
        {enquiries.toLocaleString('en-IN')} enquiries and {signUps.toLocaleString('en-IN')} sign-ups from {dayLabel(daily[0]?.day ?? '')} to{' '}
        {dayLabel(daily.at(-1)?.day ?? '')}.
      </Text>
      {enquiries + signUps === 0 ? (
        <Text color="fg.muted">No enquiries or sign-ups in these days yet.</Text>
      ) : (
        <Box role="img" aria-label={`${title}: ${enquiries} enquiries and ${signUps} sign-ups over ${daily.length} days`} minW="0">
          <Chart.Root h="72" aspectRatio="auto" chart={chart}>
            <BarChart
              responsive
              accessibilityLayer={false}
              style={{ width: '100%', height: '100%' }}
              data={chart.data}
              margin={{ left: -24, right: 8 }}
            >
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tickLine={false} axisLine={false} allowDecimals={false} />
              <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
              <Legend content={<Chart.Legend />} />
              {chart.series.map((item) => (
                <Bar
                  key={item.name}
                  isAnimationActive={false}
                  dataKey={chart.key(item.name)}
                  fill={chart.color(item.color)}
                  stackId="day"
                />
              ))}
            </BarChart>
          </Chart.Root>
        </Box>
      )}
    </ChartCard>
  );
}

/** Horizontal bars as a list: each row keeps its name and count together for screen readers. */
function ListCard({
  title,
  items,
  empty,
  note,
}: {
  title: string;
  items: Array<{ name: string; value: number }>;
  empty: string;
  note?: string;
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ChartCard title={title}>
      {note && (
        <Text color="fg.muted" fontSize="sm">
          {note}
        </Text>
      )}
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={title}>
          {items.map((item) => (
            <HStack as="li" key={item.name} gap="3" justify="space-between">
              <Box position="relative" flex="1" minW="0" borderRadius="sm" overflow="hidden">
                <Box position="absolute" insetY="0" left="0" bg="brand.subtle" borderRadius="sm" w={`${(item.value / max) * 100}%`} />
                <Text position="relative" px="2" py="1" truncate>
                  {item.name}
                </Text>
              </Box>
              <Text fontWeight="semibold" minW="10" textAlign="end">
                {item.value.toLocaleString('en-IN')}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}
