import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction } from '../../../../../shared/domain/audit';
import { FormField } from '../../../components/FormField';
import { SelectFilter } from '../../../components/SelectFilter';
import { PageNumbers } from '../../../components/PageNumbers';
import { AuditLogDocument, type AuditLogQuery } from '../../../generated/back-office/graphql';
import { dayBoundary } from '../shared/day-boundary';
import { ListStates, ListTotal } from '../../../components/ListStates';

interface AuditFilterValues {
  action: '' | AuditAction;
  actorId: string;
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilterValues = { action: '', actorId: '', from: '', to: '' };

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Admins: every admin action, newest first, filtered and paged on the server. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };
  const { data, previousData, loading, error } = useQuery(AuditLogDocument, {
    variables: {
      action: filters.action || null,
      actorId: filters.actorId || null,
      from: dayBoundary(filters.from),
      to: dayBoundary(filters.to, true),
      page,
      limit: AUDIT_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditLog;
  const actors = (data ?? previousData)?.auditActors ?? [];
  const filtered = filters !== NO_FILTERS;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Audit log
      </Heading>
      <SimpleGrid role="group" aria-label="Filter the audit log" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SelectFilter
          label="Action"
          all="All actions"
          value={filters.action}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
          onChange={(value) => set('action', value as AuditFilterValues['action'])}
        />
        <SelectFilter
          label="Admin"
          all="All admins"
          value={filters.actorId}
          options={actors.map((actor) => ({ value: actor.id, label: actor.name }))}
          onChange={(value) => set('actorId', value)}
        />
        <FormField label="From">
          <Input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set('from', event.target.value)}
            minH="44px"
          />
        </FormField>
        <FormField label="Until">
          <Input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set('to', event.target.value)}
            minH="44px"
          />
        </FormField>
      </SimpleGrid>

      <AuditResults
        result={result}
        error={error}
        loading={loading}
        filtered={filtered}
        page={page}
        onPageChange={setPage}
        onClear={() => {
          setFilters(NO_FILTERS);
          setPage(1);
        }}
      />
    </Stack>
  );
}

type AuditLogResult = AuditLogQuery['auditLog'];

interface AuditResultsProps {
  result: AuditLogResult | undefined;
  error: unknown;
  loading: boolean;
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
}

/** The list under the filters: an error, skeletons, an empty state or one page of actions. */
function AuditResults({ result, error, loading, filtered, page, onPageChange, onClear }: AuditResultsProps) {
  return (
    <ListStates
      result={result}
      error={error}
      failed="The audit log could not be loaded."
      skeletons={['20', '20', '20']}
      isEmpty={(log) => log.items.length === 0}
      empty={
        filtered
          ? 'Nothing matches these filters. Clear them to see every action.'
          : 'No admin actions yet. Approving a listing or suspending a user adds one here.'
      }
      onClear={filtered ? onClear : undefined}
    >
      {(log) => (
        <>
          <ListTotal total={log.total} one="action" many="actions" />
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Admin actions" aria-busy={loading}>
            {log.items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
          <PageNumbers total={log.total} pageSize={AUDIT_PAGE_SIZE} page={page} onPageChange={onPageChange} />
        </>
      )}
    </ListStates>
  );
}

/** User actions in saffron, listing actions in the brand colour, the rest grey. */
function actionColor(action: AuditAction): string {
  if (action.startsWith('user_')) return 'saffron';
  if (action.startsWith('listing_')) return 'brand';
  return 'gray';
}

function AuditEntry({ entry }: { entry: AuditLogResult['items'][number] }) {
  return (
    <Card.Root as="li" borderRadius="card" aria-label={`${AUDIT_ACTION_LABELS[entry.action]}: ${entry.targetLabel}`}>
      <Card.Body py="4" px={{ base: '4', md: '6' }} gap="1">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Badge colorPalette={actionColor(entry.action)}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
          <Text color="fg.muted" fontSize="sm" asChild>
            <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
          </Text>
        </HStack>
        <Box wordBreak="break-word">
          <Target type={entry.targetType} id={entry.targetId} label={entry.targetLabel} />
        </Box>
        <Text fontSize="sm">By {entry.actorName || 'a deleted admin'}</Text>
        {entry.reason && (
          <Text fontSize="sm" color="fg.muted">
            Reason: {entry.reason}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The listing or account acted on, linked while it exists in a place an admin can open. */
function Target({ type, id, label }: { type: string; id: string | null | undefined; label: string }) {
  const to = id && type === 'user' ? `/dashboard/users/${id}` : id && type === 'listing' ? `/property/${id}` : null;
  if (!to) return <Text fontWeight="medium">{label}</Text>;
  return (
    <Link asChild fontWeight="medium" color="brand.fg">
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  );
}
