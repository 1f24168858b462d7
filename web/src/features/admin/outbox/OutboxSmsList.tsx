import { useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MailStatus } from '../../../../../shared/domain/mail';
import { PageNumbers } from '../../../components/PageNumbers';
import { OutboxSmsDocument } from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import { FETCH_OUTBOX_FAILED, STATUS_COLORS, STATUS_LABELS } from './outbox-status';

const PAGE_SIZE = 20;

/** The Outbox's SMS tab: every text the product wrote (kept here unless an SMS provider is set). */
export function OutboxSmsList() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | ''>('');
  const { data, previousData, error } = useQuery(OutboxSmsDocument, {
    variables: { page, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.outboxSms;

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <NativeSelect.Root maxW="220px">
          <NativeSelect.Field
            aria-label="Show SMS by status"
            minH="44px"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">All SMS</option>
            {Object.values(MailStatus).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {error && !result ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error, FETCH_OUTBOX_FAILED)}
        </Text>
      ) : !result ? (
        <Skeleton h="24" borderRadius="card" aria-busy="true" />
      ) : result.items.length === 0 ? (
        <Text color="fg.muted">No SMS yet. Owners are texted about new enquiries and visit requests when their number is known.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="SMS">
          {result.items.map((sms) => (
            <Card.Root as="li" key={sms.id}>
              <Card.Body gap="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">To {sms.to}</Text>
                  <Badge colorPalette={STATUS_COLORS[sms.status]}>{STATUS_LABELS[sms.status]}</Badge>
                </HStack>
                <Text overflowWrap="anywhere">{sms.text}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatLongDate(sms.createdAt)}
                  {sms.attempts > 0
                    ? ` · ${sms.attempts} failed attempt${sms.attempts === 1 ? '' : 's'}${sms.lastError ? ` (${sms.lastError})` : ''}`
                    : ''}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {result && <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
    </Stack>
  );
}
