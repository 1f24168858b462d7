import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuReply, LuUserCheck } from 'react-icons/lu';
import { INBOX_MESSAGES } from '../../../../../shared/domain/inbox';
import { notify } from '../../../components/toaster';
import {
  AdminNotificationsDocument,
  AssignInboxItemToMeDocument,
  InboxDocument,
  MarkInboxItemReadDocument,
  type InboxItemFieldsFragment,
  type QueuedReportFragment,
} from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import type { DialogMessage, MessageAction } from './InboxNoteDialog';
import type { ReportAction } from '../reports/ResolveReportDialog';
import { ReportCard } from '../reports/ReportsPage';

interface Props {
  item: InboxItemFieldsFragment;
  onMessageAction: (message: DialogMessage, action: MessageAction) => void;
  onReportAction: (report: QueuedReportFragment, action: ReportAction) => void;
}

const buttonStyle = { size: 'sm', borderRadius: 'full', minH: '44px' } as const;

/** One inbox item: a message with reply and resolve, or a report card with its moderation actions; both with read and assign. */
export function InboxItemCard({ item, onMessageAction, onReportAction }: Props) {
  // The list is asked again (the item may leave a filtered view), and the header's count.
  const options = { refetchQueries: [InboxDocument, AdminNotificationsDocument] };
  const [mark] = useMutation(MarkInboxItemReadDocument, options);
  const [assign] = useMutation(AssignInboxItemToMeDocument, options);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) notify('success', done);
    } catch (error) {
      notify('error', errorMessage(error, 'The item could not be updated. Please try again.'));
    }
  };
  const variables = { kind: item.kind, id: item.id };

  const controls = (
    <Stack gap="2">
      {item.assignedToName && (
        <Text fontSize="sm" color="fg.muted">
          Assigned to {item.assignedToMe ? 'you' : item.assignedToName}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        {!item.assignedToMe && item.status === 'open' && (
          <Button {...buttonStyle} variant="outline" onClick={() => void run(() => assign({ variables }), INBOX_MESSAGES.assigned)}>
            <LuUserCheck aria-hidden /> Assign to me
          </Button>
        )}
        <Button {...buttonStyle} variant="ghost" onClick={() => void run(() => mark({ variables: { ...variables, read: !item.read } }))}>
          {item.read ? 'Mark unread' : 'Mark read'}
        </Button>
      </HStack>
    </Stack>
  );

  if (item.report) {
    return (
      <ReportCard report={item.report} unread={!item.read} onAct={(action) => onReportAction(item.report!, action)} extra={controls} />
    );
  }
  const message = item.message!;
  return (
    <Card.Root
      as="li"
      borderLeftWidth="4px"
      borderLeftColor={item.status === 'open' ? 'brand.solid' : 'border'}
      aria-label={`Message from ${message.fullName}`}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="saffron">Message</Badge>
            <Text fontWeight={item.read ? 'medium' : 'bold'} wordBreak="break-word">
              {message.fullName} · {message.enquiryType}
            </Text>
            {!item.read && <Badge colorPalette="brand">New</Badge>}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {formatLongDate(item.createdAt)}
          </Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
          {message.email} · {message.mobile}
        </Text>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.message}
        </Text>
        {item.replies.length > 0 && (
          <Stack as="ol" listStyleType="none" gap="2" aria-label="Replies sent">
            {item.replies.map((reply) => (
              <Box as="li" key={reply.id} ps="3" borderStartWidth="3px" borderColor="brand.solid">
                <Text fontSize="sm" fontWeight="semibold">
                  Replied by {reply.authorName ?? 'a former admin'} on {formatLongDate(reply.createdAt)}
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {reply.text}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {item.status === 'resolved' && (
          <Text fontSize="sm" bg="bg.muted" p="3" borderRadius="md" wordBreak="break-word">
            <Text as="span" fontWeight="semibold">
              Resolved
            </Text>{' '}
            by {item.resolvedByName ?? 'a former admin'}
            {item.resolvedAt && ` on ${formatLongDate(item.resolvedAt)}`}: {item.resolutionNote}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <Button {...buttonStyle} colorPalette="brand" onClick={() => onMessageAction(message, 'reply')}>
            <LuReply aria-hidden /> Reply by e-mail
          </Button>
          {item.status === 'open' && (
            <Button {...buttonStyle} variant="outline" onClick={() => onMessageAction(message, 'resolve')}>
              <LuCheck aria-hidden /> Resolve with a note
            </Button>
          )}
        </HStack>
        {controls}
      </Card.Body>
    </Card.Root>
  );
}
