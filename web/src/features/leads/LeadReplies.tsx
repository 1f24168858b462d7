import { Box, Stack, Text } from '@chakra-ui/react';
import type { LeadItemFragment } from '../../generated/graphql';
import { relativeAge } from '../../lib/relative-age';

/** The owner's replies to one enquiry, oldest first, as plain text. */
export function LeadReplies({ replies, heading }: { replies: LeadItemFragment['replies']; heading: string }) {
  if (!replies.length) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {heading}
      </Text>
      {replies.map((reply) => (
        <Box key={reply.id} bg="bg.muted" borderRadius="md" px="3" py="2">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {reply.message}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {relativeAge(reply.createdAt)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
