import { useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MailStatus } from '../../../../../shared/domain/mail';
import { PageNumbers } from '../../../components/PageNumbers';
import { OutboxSmsDocument } from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { ListStates } from '../../../components/ListStates';
import { FETCH_OUTBOX_FAILED, STATUS_COLORS, STATUS_LABELS } from './outbox-status';
import { StatusFilter } from './StatusFilter';

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
      <StatusFilter
        label="Show SMS by status"
        all="All SMS"
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ListStates
        result={result}
        error={error}
        failed={FETCH_OUTBOX_FAILED}
        skeletons={['24']}
        isEmpty={(texts) => texts.items.length === 0}
        empty="No SMS yet. Owners are texted about new enquiries and visit requests when their number is known."
      >
        {(texts) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="SMS">
            {texts.items.map((sms) => (
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
      </ListStates>
      {result && <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
    </Stack>
  );
}
