import { useQuery } from '@apollo/client/react';
import { Heading, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { INBOX_KINDS, INBOX_PAGE_SIZE, INBOX_STATUSES, type InboxKind, type InboxStatus } from '../../../../../shared/domain/inbox';
import { SelectFilter } from '../../../components/SelectFilter';
import { PageNumbers } from '../../../components/PageNumbers';
import { InboxDocument, type InboxQuery, type QueuedReportFragment } from '../../../generated/back-office/graphql';
import { ListStates, ListTotal, shownAnswer } from '../../../components/ListStates';
import { InboxItemCard } from './InboxItemCard';
import { InboxNoteDialog, type DialogMessage, type MessageAction } from './InboxNoteDialog';
import { ResolveReportDialog, type ReportAction } from '../reports/ResolveReportDialog';

const FETCH_INBOX_FAILED = 'The inbox could not be loaded. Please try again.';
const READ_FILTERS = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;
const STATUS_FILTERS = [...INBOX_STATUSES, { value: 'all', label: 'Open and resolved' }] as const;

const pick = <V extends string>(options: ReadonlyArray<{ value: V }>, value: string | null): V | null =>
  options.find((option) => option.value === value)?.value ?? null;

/**
 * Admins: Contact us messages and reports of listings and reviews in one inbox, newest first,
 * paged on the server and filtered by kind, read, assignment and status (open unless asked).
 * Messages are answered by e-mail and resolved with a note; reports keep the Reports page's actions.
 */
/** The inbox's filters and page, kept in the address. */
function useInboxFilters() {
  const [params, change] = useUrlParams();
  const kind = pick<InboxKind>(INBOX_KINDS, params.get('kind'));
  const statusParam = params.get('status');
  const status: InboxStatus | null = statusParam === 'all' ? null : (pick<InboxStatus>(INBOX_STATUSES, statusParam) ?? 'open');
  const read = pick(READ_FILTERS, params.get('read'));
  const assignedToMe = params.get('mine') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Changes filters (back to page 1) or the page, keeping the others in the address. */
  const show = (keys: Record<string, string | null>) => change('page' in keys ? keys : { ...keys, page: null });
  const filtered = kind !== null || read !== null || assignedToMe || status !== 'open';
  const readFlag = read === null ? null : read === 'read';
  return {
    kind,
    status,
    read,
    readFlag,
    assignedToMe,
    page,
    show,
    filtered,
    clear: () => change({ kind: null, status: null, read: null, mine: null, page: null }),
  };
}

export function MessagesPage() {
  const { kind, status, read, readFlag, assignedToMe, page, show, filtered, clear } = useInboxFilters();
  const query = useQuery(InboxDocument, {
    variables: { kind, status, read: readFlag, assignedToMe, page, limit: INBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { error, loading } = query;
  const { shown, stale } = shownAnswer(query);
  const result = shown?.inbox;
  const [messageAction, setMessageAction] = useState<{ message: DialogMessage; action: MessageAction } | null>(null);
  const [reportAction, setReportAction] = useState<{ report: QueuedReportFragment; action: ReportAction } | null>(null);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Messages
      </Heading>
      <Text color="fg.muted">
        Contact us messages and reports of listings and reviews, newest first. Take one on with Assign to me, answer it, then resolve it
        with a note.
      </Text>
      <SimpleGrid role="group" aria-label="Filter the inbox" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <SelectFilter
          label="Kind"
          value={kind ?? ''}
          all="Everything"
          options={INBOX_KINDS}
          onChange={(value) => show({ kind: value || null })}
        />
        <SelectFilter
          label="Status"
          value={status ?? 'all'}
          options={STATUS_FILTERS}
          onChange={(value) => show({ status: value === 'open' ? null : value })}
        />
        <SelectFilter
          label="Read"
          value={read ?? ''}
          all="Read and unread"
          options={READ_FILTERS}
          onChange={(value) => show({ read: value || null })}
        />
        <Switch.Root
          checked={assignedToMe}
          onCheckedChange={(details) => show({ mine: details.checked ? '1' : null })}
          minH="44px"
          alignItems="center"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Assigned to me</Switch.Label>
        </Switch.Root>
      </SimpleGrid>

      <InboxResults
        result={result}
        error={error}
        loading={loading}
        stale={stale}
        filtered={filtered}
        onClear={clear}
        onMessageAction={(message, action) => setMessageAction({ message, action })}
        onReportAction={(report, action) => setReportAction({ report, action })}
      />
      {result && (
        <PageNumbers total={result.total} pageSize={INBOX_PAGE_SIZE} page={page} onPageChange={(next) => show({ page: String(next) })} />
      )}
      <InboxNoteDialog
        message={messageAction?.message ?? null}
        action={messageAction?.action ?? 'reply'}
        onClose={() => setMessageAction(null)}
      />
      <ResolveReportDialog
        report={reportAction?.report ?? null}
        action={reportAction?.action ?? 'dismiss'}
        onClose={() => setReportAction(null)}
      />
    </Stack>
  );
}

type InboxResult = NonNullable<InboxQuery['inbox']>;

/** The inbox's items, or what stands in for them: the error, the loading skeletons, or an empty inbox. */
function InboxResults({
  result,
  error,
  loading,
  stale,
  filtered,
  onClear,
  onMessageAction,
  onReportAction,
}: {
  result: InboxResult | undefined;
  error: unknown;
  loading: boolean;
  stale: boolean;
  filtered: boolean;
  onClear: () => void;
  onMessageAction: (message: DialogMessage, action: MessageAction) => void;
  onReportAction: (report: QueuedReportFragment, action: ReportAction) => void;
}) {
  return (
    <ListStates
      result={result}
      error={error}
      failed={FETCH_INBOX_FAILED}
      skeletons={['32', '32', '32']}
      loadingText
      isEmpty={(inbox) => inbox.items.length === 0}
      empty={
        filtered
          ? 'Nothing matches these filters. Clear them to see every open item.'
          : 'Nothing waiting. Messages sent from the Contact us page and reports of listings and reviews appear here.'
      }
      onClear={filtered ? onClear : undefined}
      stale={stale}
    >
      {(inbox) => (
        <>
          <ListTotal total={inbox.total} one="item" many="items" />
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Inbox" aria-busy={loading}>
            {inbox.items.map((item) => (
              <InboxItemCard
                key={`${item.kind}:${item.id}`}
                item={item}
                onMessageAction={onMessageAction}
                onReportAction={onReportAction}
              />
            ))}
          </Stack>
        </>
      )}
    </ListStates>
  );
}
