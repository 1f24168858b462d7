import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Field, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../shared/domain/enquiries';
import { PageNumbers } from '../../components/PageNumbers';
import { notify } from '../../components/toaster';
import { LeadsDocument, type LeadsQuery } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { downloadLeadsCsv } from './export-leads';
import { LeadCard } from './LeadCard';
import { PhoneRevealsList } from './PhoneRevealsList';
import { VisitsSection } from '../visits/VisitsSection';
import { LeadMailNotice } from './LeadMailNotice';

const PAGE_SIZE = 10;

const isLeadStatus = (value: string | null): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/**
 * The owner's leads inbox: enquiries for their own listings (admins: every listing's), newest
 * first, filtered by status and listing (kept in the address, so a filtered inbox can be shared
 * or reloaded); each lead can be marked read, contacted or closed, and answered by e-mail.
 */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = isLeadStatus(statusParam) ? statusParam : null;
  const propertyId = params.get('listing');
  const { data, loading, error } = useQuery(LeadsDocument, {
    variables: { status, propertyId, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.leads;
  const [exporting, setExporting] = useState(false);
  const filteredListing = propertyId ? result?.items.find((lead) => lead.listing?.id === propertyId)?.listing : undefined;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadLeadsCsv({ status, listing: propertyId });
    } catch (failure) {
      notify('error', errorMessage(failure, 'Export leads failed'));
    } finally {
      setExporting(false);
    }
  }

  /** Changes one filter and goes back to the first page. */
  function setFilter(name: 'status' | 'listing', value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  }

  return (
    <>
      <BreadcrumbBanner title="Leads" />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <LeadMailNotice />
        {/* First: a visit request waits for an answer on a given day. */}
        <VisitsSection side="owner" propertyId={propertyId} />
        <LeadsToolbar
          status={status}
          propertyId={propertyId}
          listingTitle={filteredListing?.title}
          total={result?.total}
          exporting={exporting}
          onFilter={setFilter}
          onExport={exportCsv}
        />

        <LeadsList
          result={result}
          loading={loading}
          error={error}
          filtered={Boolean(status || propertyId)}
          onOnlyListing={(id) => setFilter('listing', id)}
        />

        {result && (
          <Box mt="8">
            <PageNumbers
              total={result.total}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </Box>
        )}

        <PhoneRevealsList />
      </Container>
    </>
  );
}

interface LeadsToolbarProps {
  status: LeadStatus | null;
  propertyId: string | null;
  listingTitle: string | undefined;
  total: number | undefined;
  exporting: boolean;
  onFilter: (name: 'status' | 'listing', value: string | null) => void;
  onExport: () => void;
}

/** The status filter, the listing filter when one is on, the count and the CSV export. */
function LeadsToolbar({ status, propertyId, listingTitle, total, exporting, onFilter, onExport }: LeadsToolbarProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} mb="6" gap="4">
      <Field.Root maxW={{ md: '240px' }}>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status ?? ''} onChange={(event) => onFilter('status', event.currentTarget.value || null)}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {propertyId && (
        <HStack gap="3" wrap="wrap">
          <Text>
            Listing: <strong>{listingTitle ?? 'this listing'}</strong>
          </Text>
          <Button variant="outline" size="sm" minH="44px" onClick={() => onFilter('listing', null)}>
            All listings
          </Button>
        </HStack>
      )}
      {/* The CSV also holds phone number views and visits, so it is offered with no enquiry too. */}
      <HStack gap="4">
        <Text color="fg.muted">{total === undefined ? ' ' : `${total} ${total === 1 ? 'lead' : 'leads'}`}</Text>
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={onExport}
          loading={exporting}
          loadingText="Exporting"
          disabled={total === undefined}
        >
          <LuDownload aria-hidden /> Export CSV
        </Button>
      </HStack>
    </Stack>
  );
}

interface LeadsListProps {
  result: LeadsQuery['leads'] | undefined;
  loading: boolean;
  error: unknown;
  filtered: boolean;
  onOnlyListing: (listingId: string) => void;
}

/** Loading, an error, an empty inbox that says what comes here, or the leads. */
function LeadsList({ result, loading, error, filtered, onOnlyListing }: LeadsListProps) {
  if (loading && !result) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text color="fg.muted">Loading...</Text>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h="140px" borderRadius="card" />
        ))}
      </Stack>
    );
  }
  if (error && !result) {
    return (
      <Text role="alert" color="fg.error">
        Error: {errorMessage(error, 'Fetch leads failed')}
      </Text>
    );
  }
  if (!result?.items.length) {
    return (
      <Card.Root variant="subtle" borderRadius="card" textAlign="center" py="10">
        <Card.Body gap="2" alignItems="center">
          <Heading as="h2" size="lg">
            No leads yet
          </Heading>
          <Text color="fg.muted">
            {filtered ? 'No enquiry matches these filters.' : 'Enquiries seekers send about your listings will show here.'}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {result.items.map((lead) => (
        <Box as="li" key={lead.id}>
          <LeadCard lead={lead} onOnlyListing={onOnlyListing} />
        </Box>
      ))}
    </Stack>
  );
}
