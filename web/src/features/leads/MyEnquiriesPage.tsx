import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LEAD_STATUS_LABELS } from '../../../../shared/domain/enquiries';
import { PageNumbers } from '../../components/PageNumbers';
import { MyEnquiriesDocument, type LeadItemFragment } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { LEAD_STATUS_PALETTE } from './lead-status';
import { ThreadMessages } from './ThreadMessages';
import { useReadWhenShown } from './use-read-when-shown';
import { newMessages } from './new-messages';
import { ThreadReplyForm } from './ThreadReplyForm';
import { HistoryListingTitle } from '../property/HistoryListingTitle';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { VisitsSection } from '../visits/VisitsSection';
import { LeadMailNotice } from './LeadMailNotice';
import { PhoneRevealThreads } from './PhoneRevealThreads';

const PAGE_SIZE = 10;

/** 'My enquiries': what a signed-in seeker sent to owners, newest first, with where each stands and the conversation with each owner. */
export function MyEnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(MyEnquiriesDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.myEnquiries;

  return (
    <>
      <BreadcrumbBanner title="My Enquiries" />
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <LeadMailNotice />
        <VisitsSection side="seeker" />
        <Heading as="h2" size="lg" mb="4">
          Enquiries {result ? `(${result.total})` : ''}
        </Heading>
        {loading && !result ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            {[0, 1].map((key) => (
              <Skeleton key={key} h="110px" borderRadius="card" />
            ))}
          </Stack>
        ) : error && !result ? (
          <Text role="alert" color="fg.error">
            Error: {errorMessage(error, 'Fetch enquiries failed')}
          </Text>
        ) : !result?.items.length ? (
          <Card.Root variant="subtle" borderRadius="card" textAlign="center" py="10">
            <Card.Body gap="3" alignItems="center">
              <Heading as="h3" size="lg">
                You have not sent an enquiry yet
              </Heading>
              <Text color="fg.muted">Found a PG you like? Send its owner an enquiry from the listing page.</Text>
              <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
                <RouterLink to="/search-list">Find a PG</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {result.items.map((enquiry) => (
              <Box as="li" key={enquiry.id}>
                <SentEnquiry enquiry={enquiry} />
              </Box>
            ))}
          </Stack>
        )}

        {result && (
          <Box mt="8">
            <PageNumbers total={result.total} pageSize={PAGE_SIZE} page={page} onPageChange={(next) => setParams({ page: String(next) })} />
          </Box>
        )}
        <PhoneRevealThreads />
      </Container>
    </>
  );
}

/** One enquiry the seeker sent, with its conversation, live; opening the page reads it (its "new" badge stays until they leave). */
function SentEnquiry({ enquiry }: { enquiry: LeadItemFragment }) {
  const unreadWhenShown = useReadWhenShown(enquiry.thread, 'UnreadEnquiries');

  return (
    <Card.Root as="article" borderRadius="card" aria-labelledby={`enquiry-${enquiry.id}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={`enquiry-${enquiry.id}`}>
            {enquiry.listing ? <HistoryListingTitle listing={enquiry.listing} /> : 'A listing that was deleted'}
          </Heading>
          <HStack gap="2">
            {unreadWhenShown > 0 && <Badge colorPalette="saffron">{newMessages(unreadWhenShown)}</Badge>}
            <Badge colorPalette={LEAD_STATUS_PALETTE[enquiry.status]}>{LEAD_STATUS_LABELS[enquiry.status]}</Badge>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Sent {relativeAge(enquiry.createdAt)}
          {enquiry.listing ? ` · ${enquiry.listing.locality}, ${enquiry.listing.city}` : ''}
        </Text>
        {/* Shown as typed: never as markup. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {enquiry.message}
        </Text>
        <ThreadMessages thread={enquiry.thread} side="seeker" otherName="The owner" headingLevel="h4" />
        {enquiry.listing?.removed ? (
          <Text fontSize="sm" color="fg.muted">
            {LISTING_REMOVED_TEXT.threadClosed}
          </Text>
        ) : (
          <ThreadReplyForm threadId={enquiry.id} side="seeker" to="the owner" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
