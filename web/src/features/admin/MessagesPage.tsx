import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Link, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuReply } from 'react-icons/lu';
import { PageNumbers } from '../../components/PageNumbers';
import { notify } from '../../components/toaster';
import { ContactMessagesDocument, MarkContactMessageReadDocument } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';

const PAGE_SIZE = 20;
const FETCH_MESSAGES_FAILED = 'The messages could not be loaded. Please try again.';

/** Admins: Contact us messages, newest first; opened ones are marked read, replies go by e-mail. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, previousData, error } = useQuery(ContactMessagesDocument, { variables: { page, unreadOnly }, fetchPolicy: 'cache-and-network' });
  const [mark] = useMutation(MarkContactMessageReadDocument, { refetchQueries: [ContactMessagesDocument] });
  const result = data ?? previousData;

  const setRead = async (id: string, read: boolean) => {
    try {
      await mark({ variables: { id, read } });
    } catch (markError) {
      notify('error', errorMessage(markError, 'The message could not be updated. Please try again.'));
    }
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          Messages {result ? <Badge colorPalette="saffron">{result.unreadContactMessages} unread</Badge> : null}
        </Heading>
        <Switch.Root
          checked={unreadOnly}
          onCheckedChange={(details) => {
            setUnreadOnly(details.checked);
            setPage(1);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Unread only</Switch.Label>
        </Switch.Root>
      </HStack>
      {error && !result ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error, FETCH_MESSAGES_FAILED)}
        </Text>
      ) : !result ? (
        <Stack gap="3" aria-busy="true">
          <Text color="fg.muted">Loading...</Text>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="24" borderRadius="card" />
          ))}
        </Stack>
      ) : result.contactMessages.items.length === 0 ? (
        <Text color="fg.muted">{unreadOnly ? 'No unread messages.' : 'No messages yet. Messages sent from the Contact us page appear here.'}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Messages">
          {result.contactMessages.items.map((message) => (
            <Card.Root as="li" key={message.id} borderLeftWidth="4px" borderLeftColor={message.read ? 'border' : 'brand.solid'}>
              <Card.Body gap="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight={message.read ? 'medium' : 'bold'}>
                    {message.fullName} · {message.enquiryType}
                  </Text>
                  <HStack gap="2">
                    {!message.read && <Badge colorPalette="brand">New</Badge>}
                    <Text color="fg.muted" fontSize="sm">
                      {formatLongDate(message.createdAt)}
                    </Text>
                  </HStack>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {message.email} · {message.mobile}
                </Text>
                <Text whiteSpace="pre-wrap">{message.message}</Text>
                <HStack gap="3" wrap="wrap">
                  <Button asChild size="sm" colorPalette="brand" borderRadius="full" minH="44px">
                    <Link
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.enquiryType}`)}`}
                      onClick={() => (message.read ? undefined : void setRead(message.id, true))}
                    >
                      <LuReply aria-hidden /> Reply by e-mail
                    </Link>
                  </Button>
                  <Button size="sm" variant="outline" borderRadius="full" minH="44px" onClick={() => void setRead(message.id, !message.read)}>
                    {message.read ? 'Mark unread' : 'Mark read'}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {result && <PageNumbers total={result.contactMessages.total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
    </Stack>
  );
}
