import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Container, Field, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuMail, LuPhone } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CUSTOMER_TYPE_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../shared/domain/enquiries';
import { PageNumbers } from '../../components/PageNumbers';
import { notify } from '../../components/toaster';
import { LeadsDocument, UpdateLeadDocument, type LeadItemFragment } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { downloadLeadsCsv } from './export-leads';
import { LEAD_STATUS_PALETTE } from './lead-status';
import { LeadReplies } from './LeadReplies';
import { LeadReplyForm } from './LeadReplyForm';
import { PhoneRevealsList } from './PhoneRevealsList';
import { VisitsSection } from '../visits/VisitsSection';

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
        {/* First: a visit request waits for an answer on a given day. */}
        <VisitsSection side="owner" propertyId={propertyId} />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} mb="6" gap="4">
          <Field.Root maxW={{ md: '240px' }}>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={status ?? ''} onChange={(event) => setFilter('status', event.currentTarget.value || null)}>
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
                Listing: <strong>{filteredListing?.title ?? 'this listing'}</strong>
              </Text>
              <Button variant="outline" size="sm" minH="44px" onClick={() => setFilter('listing', null)}>
                All listings
              </Button>
            </HStack>
          )}
          {/* The CSV also holds phone number views and visits, so it is offered with no enquiry too. */}
          <HStack gap="4">
            <Text color="fg.muted">{result ? `${result.total} ${result.total === 1 ? 'lead' : 'leads'}` : ' '}</Text>
            <Button variant="outline" colorPalette="brand" minH="44px" onClick={exportCsv} loading={exporting} loadingText="Exporting" disabled={!result}>
              <LuDownload aria-hidden /> Export CSV
            </Button>
          </HStack>
        </Stack>

        {loading && !result ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="140px" borderRadius="card" />
            ))}
          </Stack>
        ) : error && !result ? (
          <Text role="alert" color="fg.error">
            Error: {errorMessage(error, 'Fetch leads failed')}
          </Text>
        ) : !result?.items.length ? (
          <Card.Root variant="subtle" borderRadius="card" textAlign="center" py="10">
            <Card.Body gap="2" alignItems="center">
              <Heading as="h2" size="lg">
                No leads yet
              </Heading>
              <Text color="fg.muted">
                {status || propertyId ? 'No enquiry matches these filters.' : 'Enquiries seekers send about your listings will show here.'}
              </Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {result.items.map((lead) => (
              <Box as="li" key={lead.id}>
                <LeadCard lead={lead} onOnlyListing={(id) => setFilter('listing', id)} />
              </Box>
            ))}
          </Stack>
        )}

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

function LeadCard({ lead, onOnlyListing }: { lead: LeadItemFragment; onOnlyListing: (listingId: string) => void }) {
  // The inbox and the menu's unread count both follow a change.
  const [updateLead, { loading }] = useMutation(UpdateLeadDocument, { refetchQueries: ['UnreadLeads', 'Leads'] });
  const headingId = `lead-${lead.id}`;

  async function change(variables: { status?: LeadStatus; read?: boolean }, done: string) {
    try {
      await updateLead({ variables: { id: lead.id, ...variables } });
      notify('success', done);
    } catch (failure) {
      notify('error', errorMessage(failure, 'Update lead failed'));
    }
  }

  return (
    <Card.Root as="article" aria-labelledby={headingId} borderRadius="card" borderLeftWidth={lead.read ? undefined : '4px'} borderLeftColor="saffron.solid">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {lead.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {CUSTOMER_TYPE_LABELS[lead.customerType]} from {lead.city} · {relativeAge(lead.createdAt)}
            </Text>
          </Stack>
          <HStack gap="2">
            {!lead.read && <Badge colorPalette="saffron">Unread</Badge>}
            <Badge colorPalette={LEAD_STATUS_PALETTE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          </HStack>
        </HStack>

        {lead.listing ? (
          <Text>
            About{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/property/${lead.listing.id}`}>{lead.listing.title}</RouterLink>
            </Link>{' '}
            <Button variant="plain" size="xs" color="fg.muted" textDecoration="underline" onClick={() => lead.listing && onOnlyListing(lead.listing.id)}>
              Only this listing
            </Button>
          </Text>
        ) : (
          <Text color="fg.muted">About a listing that was deleted</Text>
        )}

        {/* Plain text: whatever the seeker typed is shown as typed, never as markup. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {lead.message}
        </Text>

        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }}>
          <Link href={`mailto:${lead.email}`} color="brand.fg" minH="44px" overflowWrap="anywhere">
            <LuMail aria-hidden /> {lead.email}
          </Link>
          <Link href={`tel:+91${lead.phone}`} color="brand.fg" minH="44px">
            <LuPhone aria-hidden /> {lead.phone}
          </Link>
        </Stack>

        <HStack gap="2" wrap="wrap">
          {!lead.read && (
            <Button size="sm" variant="outline" minH="44px" loading={loading} onClick={() => change({ read: true }, 'Marked as read.')}>
              Mark as read
            </Button>
          )}
          {lead.status !== 'contacted' && (
            <Button size="sm" colorPalette="brand" minH="44px" loading={loading} onClick={() => change({ status: 'contacted', read: true }, 'Marked as contacted.')}>
              Mark contacted
            </Button>
          )}
          {lead.status !== 'closed' && (
            <Button size="sm" variant="outline" minH="44px" loading={loading} onClick={() => change({ status: 'closed', read: true }, 'Marked as closed.')}>
              Mark closed
            </Button>
          )}
        </HStack>

        <LeadReplies replies={lead.replies} heading="Your replies" />
        <LeadReplyForm leadId={lead.id} seekerName={lead.name} />
      </Card.Body>
    </Card.Root>
  );
}
