import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../../shared/domain/admin-stats';
import {
  LEADERBOARD_METRIC_LABELS,
  LEADS_REPORT_PAGE_SIZE,
  LEADS_REPORT_TEXTS,
  leadsReportFileName,
} from '../../../../../shared/domain/leads-report';
import { PageNumbers } from '../../../components/PageNumbers';
import { notify } from '../../../components/toaster';
import { LeadsByCityDocument, LeadsByListingDocument, LeadsReportDocument } from '../../../generated/back-office/graphql';
import { downloadCsv } from '../../../lib/download-csv';
import { errorMessage } from '../../../lib/errors';
import { CountsTable, type CountColumn } from './CountsTable';
import { ListStates } from '../../../components/ListStates';
import { PeriodSwitch } from '../shared/PeriodSwitch';
import { ListingCell, ReportSection } from './ReportParts';

// The charting library loads only with the chart (never on public pages).
const LeadsReportChart = lazy(() => import('./LeadsReportChart'));

type Counts = { enquiries: number; phoneReveals: number; visits: number; leads: number };
const COLUMNS: Array<CountColumn<Counts>> = (['enquiries', 'phoneReveals', 'visits', 'leads'] as const).map((metric) => ({
  label: LEADERBOARD_METRIC_LABELS[metric],
  value: (row) => row[metric],
}));
const CHART_TITLE = 'Leads per day';

/** Admins: enquiries, phone reveals and visits booked over a period, per day, city and listing, with a CSV of the listings. */
export function LeadsReportPage() {
  const [period, setPeriod] = useState<StatsPeriod>('LAST_7_DAYS');
  const [cityPage, setCityPage] = useState(1);
  const [listingPage, setListingPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const report = useQuery(LeadsReportDocument, { variables: { period }, fetchPolicy: 'cache-and-network' });
  const cities = useQuery(LeadsByCityDocument, {
    variables: { period, page: cityPage, limit: LEADS_REPORT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const listings = useQuery(LeadsByListingDocument, {
    variables: { period, page: listingPage, limit: LEADS_REPORT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const leads = (report.data ?? report.previousData)?.leadsReport;
  const byCity = (cities.data ?? cities.previousData)?.leadsByCity;
  const byListing = (listings.data ?? listings.previousData)?.leadsByListing;

  function choosePeriod(next: StatsPeriod) {
    setPeriod(next);
    setCityPage(1);
    setListingPage(1);
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadCsv(`/api/v1/admin/reports/leads.csv?period=${period}`, leadsReportFileName(period), LEADS_REPORT_TEXTS.downloadFailed);
    } catch (failure) {
      notify('error', errorMessage(failure, LEADS_REPORT_TEXTS.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {LEADS_REPORT_TEXTS.reportTitle}
        </Heading>
        <HStack wrap="wrap" gap="3">
          <PeriodSwitch period={period} onChange={choosePeriod} />
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            minH="44px"
            onClick={download}
            loading={downloading}
            loadingText="Downloading"
            disabled={!leads || leads.totals.leads === 0}
          >
            <LuDownload aria-hidden /> {LEADS_REPORT_TEXTS.downloadCsv}
          </Button>
        </HStack>
      </HStack>
      <ListStates
        result={leads}
        error={report.error}
        failed={LEADS_REPORT_TEXTS.loadFailed}
        skeletons={['24', '72']}
        gap="4"
        isEmpty={(shown) => shown.totals.leads === 0}
        empty={LEADS_REPORT_TEXTS.noLeads}
      >
        {(shown) => (
          <Stack gap="4" aria-busy={report.loading}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4" aria-label="Totals">
              {COLUMNS.map((column) => (
                <Card.Root as="li" key={column.label} borderRadius="card">
                  <Card.Body p="4">
                    <Stat.Root>
                      <Stat.Label>{column.label}</Stat.Label>
                      <Stat.ValueText fontSize="2xl">{column.value(shown.totals).toLocaleString('en-IN')}</Stat.ValueText>
                    </Stat.Root>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
            <ReportSection title={CHART_TITLE}>
              <Suspense fallback={<Skeleton h="72" borderRadius="card" />}>
                <LeadsReportChart daily={shown.daily} title={CHART_TITLE} />
              </Suspense>
            </ReportSection>
            <ReportSection title="Leads by city">
              {byCity ? (
                <>
                  <CountsTable
                    label="Leads by city"
                    nameLabel="City"
                    rows={byCity.items}
                    rowKey={(row) => row.city}
                    name={(row) => row.city}
                    columns={COLUMNS}
                    ranked={COLUMNS[3].label}
                  />
                  <PageNumbers total={byCity.total} pageSize={LEADS_REPORT_PAGE_SIZE} page={cityPage} onPageChange={setCityPage} />
                </>
              ) : (
                <Skeleton h="32" aria-busy="true" />
              )}
            </ReportSection>
            <ReportSection title="Leads by listing">
              {byListing ? (
                <>
                  <CountsTable
                    label="Leads by listing"
                    nameLabel="Listing"
                    rows={byListing.items}
                    rowKey={(row) => row.id}
                    name={ListingCell}
                    columns={COLUMNS}
                    ranked={COLUMNS[3].label}
                  />
                  <PageNumbers total={byListing.total} pageSize={LEADS_REPORT_PAGE_SIZE} page={listingPage} onPageChange={setListingPage} />
                </>
              ) : (
                <Skeleton h="32" aria-busy="true" />
              )}
            </ReportSection>
          </Stack>
        )}
      </ListStates>
      <Text color="fg.muted" fontSize="sm">
        {period === 'TODAY' ? 'Today runs from midnight in India.' : `${STATS_PERIOD_LABELS[period]}, counting today.`} The CSV holds every
        listing with leads in the period, busiest first.
      </Text>
    </Stack>
  );
}
