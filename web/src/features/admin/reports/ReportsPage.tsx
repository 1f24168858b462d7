import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, ButtonGroup, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUrlParams } from '../../../lib/use-url-params';
import {
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  reportLabel,
} from '../../../../../shared/domain/reports';
import { PageNumbers } from '../../../components/PageNumbers';
import { ReportsDocument, type QueuedReportFragment, type ReportKind, type ReportStatus } from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { Stars } from '../../reviews/ReviewsSection';
import { ListStates, shownAnswer } from '../../../components/ListStates';
import { ResolveReportDialog, type ReportAction } from './ResolveReportDialog';

const FETCH_REPORTS_FAILED = 'The reports could not be loaded. Please try again.';
const KIND_FILTERS = [{ value: 'all', label: 'All' }, ...REPORT_KINDS];
const EMPTY: Record<ReportStatus, string> = {
  open: 'No open reports. When someone reports a listing, a review or a message, it appears here for you to act on.',
  dismissed: 'No dismissed reports yet.',
  actioned: 'No reports acted on yet.',
};

const isKind = (value: string | null): value is ReportKind => REPORT_KINDS.some((kind) => kind.value === value);
const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.some((status) => status.value === value);

/**
 * Admins: reports of listings, reviews and messages, newest first, by kind and status, paged on
 * the server. Open ones can be dismissed, or acted on: hide the review, unpublish the listing,
 * suspend the message's writer.
 */
/** The queue's kind, status and page, read from the address (open reports of every kind by default). */
function useReportFilters() {
  const [params, change] = useUrlParams();
  const kindParam = params.get('kind');
  const statusParam = params.get('status');
  const kind = isKind(kindParam) ? kindParam : null;
  const status: ReportStatus = isStatus(statusParam) ? statusParam : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Changes the kind or status (back to page 1) or the page, keeping the rest of the address. */
  const show = (keys: { kind?: string; status?: string; page?: number }) =>
    change({
      ...(keys.kind ? { kind: keys.kind } : {}),
      ...(keys.status ? { status: keys.status } : {}),
      page: keys.page ? String(keys.page) : null,
    });
  return { kind, status, page, show };
}

export function ReportsPage() {
  const { kind, status, page, show } = useReportFilters();
  const query = useQuery(ReportsDocument, {
    variables: { kind, status, page, limit: REPORTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { shown: result, stale } = shownAnswer(query);
  const [acting, setActing] = useState<{ report: QueuedReportFragment; action: ReportAction } | null>(null);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Reports {result ? <Badge colorPalette="saffron">{result.openReportsCount} open</Badge> : null}
      </Heading>
      <Text color="fg.muted">
        What users reported about listings, reviews and messages in enquiries. Acting on a report closes every open report of the same
        listing, review or message.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
        <FilterButtons label="Show reports of" options={KIND_FILTERS} value={kind ?? 'all'} onChange={(value) => show({ kind: value })} />
        <FilterButtons label="Status" options={REPORT_STATUSES} value={status} onChange={(value) => show({ status: value })} />
      </Stack>

      <ListStates
        result={result}
        error={query.error}
        failed={FETCH_REPORTS_FAILED}
        skeletons={['32', '32', '32']}
        loadingText
        isEmpty={({ reports }) => reports.items.length === 0}
        empty={EMPTY[status]}
        stale={stale}
      >
        {({ reports }) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Reports">
            {reports.items.map((report) => (
              <ReportCard key={report.id} report={report} onAct={(action) => setActing({ report, action })} />
            ))}
          </Stack>
        )}
      </ListStates>
      {result && (
        <PageNumbers total={result.reports.total} pageSize={REPORTS_PAGE_SIZE} page={page} onPageChange={(next) => show({ page: next })} />
      )}
      <ResolveReportDialog report={acting?.report ?? null} action={acting?.action ?? 'dismiss'} onClose={() => setActing(null)} />
    </Stack>
  );
}

function FilterButtons({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={label} alignSelf="start">
      {options.map((option) => (
        <Button
          key={option.value}
          minH="44px"
          aria-pressed={value === option.value}
          variant={value === option.value ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** A report with its target, reporter and moderation actions; the inbox adds its own controls as `extra`. */
export function ReportCard({
  report,
  onAct,
  extra,
  unread,
}: {
  report: QueuedReportFragment;
  onAct: (action: ReportAction) => void;
  extra?: ReactNode;
  unread?: boolean;
}) {
  return (
    <Card.Root as="li" borderLeftWidth="4px" borderLeftColor={report.status === 'open' ? 'red.solid' : 'border'}>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={KIND_BADGES[report.kind].palette}>{KIND_BADGES[report.kind].label}</Badge>
            <Text fontWeight="bold">{reportLabel(REPORT_REASONS, report.reason)}</Text>
            {report.status === 'open' && report.openReportsOfTarget > 1 && (
              <Badge colorPalette="red">{report.openReportsOfTarget} open reports</Badge>
            )}
            {unread && <Badge colorPalette="brand">New</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {formatLongDate(report.createdAt)}
          </Text>
        </HStack>

        <ReportTarget report={report} />

        {report.text && <Text whiteSpace="pre-line">“{report.text}”</Text>}
        <Text fontSize="sm" color="fg.muted">
          Reported by {report.reporterName ?? 'a former member'}
          {report.reporterEmail && ` (${report.reporterEmail})`}
        </Text>

        {report.status === 'open' ? (
          <HStack gap="3" wrap="wrap">
            <ReportActionButton report={report} onAct={onAct} />
            <Button size="sm" variant="outline" borderRadius="full" minH="44px" onClick={() => onAct('dismiss')}>
              Dismiss
            </Button>
          </HStack>
        ) : (
          <Text fontSize="sm" bg="bg.muted" p="3" borderRadius="md">
            <Text as="span" fontWeight="semibold">
              {reportLabel(REPORT_RESOLUTIONS, report.resolution ?? '')}
            </Text>
            {/* Closed when its listing was deleted: by its owner (no admin), or by the admin named. */}
            {report.resolution === 'listing_removed' && !report.resolvedByName ? '' : ` by ${report.resolvedByName ?? 'a former admin'}`}
            {report.resolvedAt && ` on ${formatLongDate(report.resolvedAt)}`}: {report.resolutionNote}
          </Text>
        )}
        {extra}
      </Card.Body>
    </Card.Root>
  );
}

const KIND_BADGES: Record<ReportKind, { label: string; palette: string }> = {
  listing: { label: 'Listing', palette: 'blue' },
  review: { label: 'Review', palette: 'purple' },
  message: { label: 'Message', palette: 'orange' },
};

/** The action beside Dismiss: what acting on this kind of report does (none once a message's writer has no account). */
function ReportActionButton({ report, onAct }: { report: QueuedReportFragment; onAct: (action: ReportAction) => void }) {
  const [action, label] =
    report.kind === 'review'
      ? (['hide', 'Hide review'] as const)
      : report.kind === 'message'
        ? (['suspend', 'Suspend writer'] as const)
        : (['unpublish', 'Unpublish listing'] as const);
  if (action === 'suspend' && !report.message?.writerId) return null;
  return (
    <Button size="sm" colorPalette="red" borderRadius="full" minH="44px" onClick={() => onAct(action)}>
      {label}
    </Button>
  );
}

/** What was reported: the review or the message (with its listing), or the listing. */
function ReportTarget({ report }: { report: QueuedReportFragment }) {
  const listingLink = (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={`/property/${report.listing.id}`}>{report.listing.title}</RouterLink>
    </Link>
  );
  if (report.message) {
    const { message } = report;
    const writer = message.writerName ?? 'a former member';
    return (
      <Box ps="3" borderStartWidth="3px" borderColor="border">
        <Text fontSize="sm" fontWeight="semibold">
          Message from{' '}
          {message.writerId ? (
            <Link asChild color="brand.fg">
              <RouterLink to={`/dashboard/users/${message.writerId}`}>{writer}</RouterLink>
            </Link>
          ) : (
            writer
          )}{' '}
          ({message.fromSeeker ? 'the seeker' : "the listing's side"}), {formatLongDate(message.writtenAt)}
        </Text>
        {/* Plain text, shown as typed. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
          {message.text}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          In an enquiry about {listingLink}
        </Text>
      </Box>
    );
  }
  if (report.review) {
    return (
      <Box ps="3" borderStartWidth="3px" borderColor="border">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="semibold">
            Review by {report.review.authorName}
          </Text>
          <Stars rating={report.review.rating} size="3" />
          {report.review.state === 'hidden' && <Badge colorPalette="gray">Hidden</Badge>}
        </HStack>
        <Text whiteSpace="pre-line" mt="1">
          {report.review.text}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          On {listingLink}
        </Text>
      </Box>
    );
  }
  return (
    <Text>
      {listingLink}
      <Text as="span" color="fg.muted">
        {' '}
        · {report.listing.locality}, {report.listing.city}
        {report.listing.status !== 'approved' && ' · not public'}
      </Text>
    </Text>
  );
}
