import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { LeadThreadItemFragment } from '../../generated/graphql';
import { relativeAge } from '../../lib/relative-age';
import { ReportMessageButton } from '../reports/ReportMessageButton';

export type ThreadSide = 'owner' | 'seeker';

/**
 * A lead's conversation (after an enquiry's own message; on a visit), oldest first: the viewer's
 * own messages on the right, the other side's on the left (each with 'Report'), each with who
 * wrote it. Plain text, shown as typed. Nothing when there is no message yet, or the viewer is
 * not in the thread (`thread` null).
 */
export function ThreadMessages({
  thread,
  side,
  otherName,
  headingLevel,
}: {
  thread: LeadThreadItemFragment | null | undefined;
  side: ThreadSide;
  otherName: string;
  headingLevel: 'h3' | 'h4';
}) {
  if (!thread?.messages.length) return null;
  const headingId = `thread-${thread.id}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as={headingLevel} size="sm" id={headingId}>
        Conversation
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none">
        {thread.messages.map((reply) => {
          const mine = reply.fromSeeker === (side === 'seeker');
          return (
            <Box
              as="li"
              key={reply.id}
              alignSelf={mine ? 'flex-end' : 'flex-start'}
              maxW={{ base: '92%', md: '80%' }}
              bg={mine ? 'brand.subtle' : 'bg.muted'}
              borderRadius="lg"
              px="3"
              py="2"
            >
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                {mine ? 'You' : otherName}
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {reply.message}
              </Text>
              <HStack gap="3" justify="space-between">
                <Text fontSize="xs" color="fg.muted">
                  {relativeAge(reply.createdAt)}
                </Text>
                {!mine && <ReportMessageButton enquiryId={thread.id} messageId={reply.id} writer={otherName} />}
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
