import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { MyPhoneRevealThreadsDocument, type MyPhoneRevealThreadsQuery } from '../../generated/back-office/graphql';
import { relativeAge } from '../../lib/relative-age';
import { HistoryListingTitle } from '../property/HistoryListingTitle';
import { ThreadMessages } from './ThreadMessages';
import { ThreadReplyForm } from './ThreadReplyForm';
import { useReadWhenShown } from './use-read-when-shown';

type RevealThread = MyPhoneRevealThreadsQuery['myPhoneRevealThreads']['items'][number];

/**
 * The seeker's conversations that began from viewing an owner's phone number (the owner wrote to
 * them after it): shown only when there is one, each answered here like an enquiry's.
 */
export function PhoneRevealThreads() {
  const { data } = useQuery(MyPhoneRevealThreadsDocument, { variables: { page: 1, limit: 20 }, fetchPolicy: 'cache-and-network' });
  const items = data?.myPhoneRevealThreads.items ?? [];
  if (!items.length) return null;
  return (
    <Stack as="section" aria-labelledby="phone-reveal-threads" gap="4" mt="10">
      <Heading as="h2" size="lg" id="phone-reveal-threads">
        Phone numbers you viewed
      </Heading>
      <Stack as="ul" gap="4" listStyleType="none">
        {items.map((reveal) => (
          <Box as="li" key={reveal.id}>
            <RevealThreadCard reveal={reveal} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function RevealThreadCard({ reveal }: { reveal: RevealThread }) {
  useReadWhenShown(reveal.thread, 'UnreadEnquiries');
  const headingId = `reveal-${reveal.id}`;
  return (
    <Card.Root as="article" borderRadius="card" aria-labelledby={headingId}>
      <Card.Body gap="2">
        <Heading as="h3" size="md" id={headingId}>
          {reveal.listing ? <HistoryListingTitle listing={reveal.listing} /> : 'A listing that was deleted'}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          You viewed the owner&apos;s number {relativeAge(reveal.createdAt)}
          {reveal.listing ? ` · ${reveal.listing.locality}, ${reveal.listing.city}` : ''}
        </Text>
        <ThreadMessages thread={reveal.thread} side="seeker" otherName="The owner" headingLevel="h4" />
        {reveal.thread?.open ? (
          <ThreadReplyForm threadId={reveal.id} side="seeker" to="the owner" />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {LISTING_REMOVED_TEXT.threadClosed}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
