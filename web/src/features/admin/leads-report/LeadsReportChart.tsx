import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadsReportQuery } from '../../../generated/back-office/graphql';

type Day = LeadsReportQuery['leadsReport']['daily'][number];

const dayLabel = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** Enquiries, phone reveals and visits booked per day, stacked (recharts through Chakra's charts), in the dashboard's chart chunk. */
export default function LeadsReportChart({ daily, title }: { daily: Day[]; title: string }) {
  const chart = useChart({
    data: daily.map((day) => ({ ...day, label: dayLabel(day.day) })),
    series: [
      { name: 'enquiries', color: 'brand.solid', label: 'Enquiries' },
      { name: 'phoneReveals', color: 'saffron.solid', label: 'Phone reveals' },
      { name: 'visits', color: 'gray.600', label: 'Visits booked' },
    ],
  });
  const total = (name: 'enquiries' | 'phoneReveals' | 'visits') => chart.getTotal(name).toLocaleString('en-IN');
  const summary = `${total('enquiries')} enquiries, ${total('phoneReveals')} phone reveals and ${total('visits')} visits booked over ${daily.length === 1 ? 'today' : `${daily.length} days`}`;
  return (
    <Box role="img" aria-label={`${title}: ${summary}`} minW="0">
      <Text srOnly>{summary}</Text>
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
              maxBarSize={48}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
