import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, chakra, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuPaperclip } from 'react-icons/lu';
import { useState } from 'react';
import type { MailStatus } from '../../../../../shared/domain/mail';
import { PageNumbers } from '../../../components/PageNumbers';
import { OutboxMailsDocument } from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { ListStates } from '../../../components/ListStates';
import { FETCH_OUTBOX_FAILED, STATUS_COLORS, STATUS_LABELS } from './outbox-status';
import { StatusFilter } from './StatusFilter';
import { OutboxSmsList } from './OutboxSmsList';

const PAGE_SIZE = 20;

/** Admins: every mail (as its recipient sees it) and SMS the product wrote, newest first. */
export function OutboxPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Outbox
      </Heading>
      <Tabs.Root defaultValue="mail" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="mail" minH="44px">
            E-mail
          </Tabs.Trigger>
          <Tabs.Trigger value="sms" minH="44px">
            SMS
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mail">
          <MailOutbox />
        </Tabs.Content>
        <Tabs.Content value="sms">
          <OutboxSmsList />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function MailOutbox() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | ''>('');
  /** The mail shown as sent (its HTML part), one at a time. */
  const [shown, setShown] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(OutboxMailsDocument, {
    variables: { page, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.outboxMails;

  return (
    <Stack gap="6">
      <StatusFilter
        label="Show mail by status"
        all="All mail"
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
        skeletons={['32', '32', '32']}
        loadingText
        isEmpty={(mails) => mails.items.length === 0}
        empty="No mail yet. Password resets, enquiries, Contact us messages and newsletter confirmations appear here."
      >
        {(mails) => (
          <Stack as="ul" gap="4" listStyleType="none" aria-label="Mail">
            {mails.items.map((mail) => (
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
                    {mail.attempts > 0
                      ? ` · ${mail.attempts} failed attempt${mail.attempts === 1 ? '' : 's'}${mail.lastError ? ` (${mail.lastError})` : ''}`
                      : ''}
                  </Text>
                  {mail.attachments.map((file) => (
                    <Text key={file.filename} fontSize="sm" display="flex" alignItems="center" gap="1.5">
                      <LuPaperclip aria-hidden /> Attachment: {file.filename} ({file.contentType.split(';')[0]},{' '}
                      {Math.max(1, Math.round(file.size / 1024))} KB)
                    </Text>
                  ))}
                </Card.Header>
                <Card.Body gap="3">
                  {mail.html && shown === mail.id ? (
                    // The HTML part in a sandbox: no scripts, no access to the dashboard.
                    <chakra.iframe
                      title={`Mail: ${mail.subject}`}
                      srcDoc={mail.html}
                      sandbox=""
                      w="full"
                      h="360px"
                      borderWidth="1px"
                      borderRadius="md"
                      bg="white"
                    />
                  ) : (
                    <Text as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="body" bg="bg.subtle" p="4" borderRadius="md">
                      {mail.text}
                    </Text>
                  )}
                  {/* One mail as sent at a time: a page of 20 frames, each loading its photos, is heavy. */}
                  {mail.html && (
                    <Button
                      size="sm"
                      variant="outline"
                      alignSelf="start"
                      aria-pressed={shown === mail.id}
                      onClick={() => setShown(shown === mail.id ? null : mail.id)}
                    >
                      {shown === mail.id ? 'Show the text' : 'Show as sent (HTML)'}
                    </Button>
                  )}
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
