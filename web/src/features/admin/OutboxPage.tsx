import { useQuery } from '@apollo/client/react';
import { Badge, Card, chakra, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MailStatus } from '../../../../shared/domain/mail';
import { PageNumbers } from '../../components/PageNumbers';
import { OutboxMailsDocument } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';

const PAGE_SIZE = 20;
export const FETCH_OUTBOX_FAILED = 'The outbox could not be loaded. Please try again.';

const STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', kept: 'Kept (not sent)' };
const STATUS_COLORS: Record<MailStatus, string> = { queued: 'saffron', sent: 'green', failed: 'red', kept: 'gray' };

/** Admins: every mail the product wrote, newest first, shown as its recipient sees it. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | ''>('');
  const { data, previousData, error } = useQuery(OutboxMailsDocument, { variables: { page, status: status || null }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.outboxMails;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          Outbox
        </Heading>
        <NativeSelect.Root maxW="220px">
          <NativeSelect.Field
            aria-label="Show mail by status"
            minH="44px"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">All mail</option>
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
        <Stack gap="3" aria-busy="true">
          <Text color="fg.muted">Loading...</Text>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="32" borderRadius="card" />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <Text color="fg.muted">No mail yet. Password resets, enquiries, Contact us messages and newsletter confirmations appear here.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Mail">
          {result.items.map((mail) => (
            <Card.Root as="li" key={mail.id}>
              <Card.Header gap="1">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h2" size="md">
                    {mail.subject}
                  </Heading>
                  <Badge colorPalette={STATUS_COLORS[mail.status]}>{STATUS_LABELS[mail.status]}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  From {mail.from} · To {mail.to} · {formatLongDate(mail.createdAt)}
                  {mail.attempts > 0 ? ` · ${mail.attempts} failed attempt${mail.attempts === 1 ? '' : 's'}${mail.lastError ? ` (${mail.lastError})` : ''}` : ''}
                </Text>
              </Card.Header>
              <Card.Body>
                {mail.html ? (
                  // The HTML part in a sandbox: no scripts, no access to the dashboard.
                  <chakra.iframe title={`Mail: ${mail.subject}`} srcDoc={mail.html} sandbox="" w="full" h="360px" borderWidth="1px" borderRadius="md" bg="white" />
                ) : (
                  <Text as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="body" bg="bg.subtle" p="4" borderRadius="md">
                    {mail.text}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {result && <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
    </Stack>
  );
}
