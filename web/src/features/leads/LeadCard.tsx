import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuPhone, LuShieldCheck } from 'react-icons/lu';
import { CUSTOMER_TYPE_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../../shared/domain/enquiries';
import { notify } from '../../components/toaster';
import { UpdateLeadDocument, type OwnerLeadFragment } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { ReportMessageButton } from '../reports/ReportMessageButton';
import { LEAD_STATUS_PALETTE } from './lead-status';
import { ThreadMessages } from './ThreadMessages';
import { newMessages, unreadIn } from './new-messages';
import { ThreadReplyForm } from './ThreadReplyForm';
import { HistoryListingTitle } from '../property/HistoryListingTitle';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';

/** One enquiry in the owner's inbox: who, about which listing, the message, and what to do next. */
export function LeadCard({ lead, onOnlyListing }: { lead: OwnerLeadFragment; onOnlyListing: (listingId: string) => void }) {
  // The inbox and the menu's unread count both follow a change.
  const [updateLead, { loading }] = useMutation(UpdateLeadDocument, { refetchQueries: ['UnreadLeads', 'Leads'] });
  const headingId = `lead-${lead.id}`;
  // Unopened, or with messages from the seeker the owner has not read.
  const unread = unreadIn(lead.thread);
  const waiting = !lead.read || unread > 0;

  async function change(variables: { status?: LeadStatus; read?: boolean }, done: string) {
    try {
      await updateLead({ variables: { id: lead.id, ...variables } });
      notify('success', done);
    } catch (failure) {
      notify('error', errorMessage(failure, 'Update lead failed'));
    }
  }

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      borderRadius="card"
      borderLeftWidth={waiting ? '4px' : undefined}
      borderLeftColor="saffron.solid"
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {lead.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {CUSTOMER_TYPE_LABELS[lead.customerType]} from {lead.city} · {relativeAge(lead.createdAt)}
            </Text>
          </Stack>
          <HStack gap="2">
            {!lead.read && <Badge colorPalette="saffron">Unread</Badge>}
            {unread > 0 && <Badge colorPalette="saffron">{newMessages(unread)}</Badge>}
            <Badge colorPalette={LEAD_STATUS_PALETTE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          </HStack>
        </HStack>

        {lead.listing ? (
          <Text>
            About <HistoryListingTitle listing={lead.listing} />{' '}
            <Button
              variant="plain"
              size="xs"
              color="fg.muted"
              textDecoration="underline"
              onClick={() => lead.listing && onOnlyListing(lead.listing.id)}
            >
              Only this listing
            </Button>
          </Text>
        ) : (
          <Text color="fg.muted">About a listing that was deleted</Text>
        )}

        {/* Plain text: whatever the seeker typed is shown as typed, never as markup. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {lead.message}
        </Text>
        {lead.inThread && (
          <Box alignSelf="flex-start">
            <ReportMessageButton enquiryId={lead.id} messageId={null} writer={lead.name} />
          </Box>
        )}

        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }}>
          <Link href={`mailto:${lead.email}`} color="brand.fg" minH="44px" overflowWrap="anywhere">
            <LuMail aria-hidden /> {lead.email}
          </Link>
          <HStack gap="2" wrap="wrap">
            <Link href={`tel:+91${lead.phone}`} color="brand.fg" minH="44px">
              <LuPhone aria-hidden /> {lead.phone}
            </Link>
            {/* Only when the gateway says the seeker proved this number with an SMS code. */}
            {lead.phoneVerified && (
              <Badge colorPalette="green" gap="1" title="The seeker proved this number with a code sent to it by SMS">
                <LuShieldCheck aria-hidden /> Verified number
              </Badge>
            )}
          </HStack>
        </Stack>

        <HStack gap="2" wrap="wrap">
          {waiting && (
            <Button size="sm" variant="outline" minH="44px" loading={loading} onClick={() => change({ read: true }, 'Marked as read.')}>
              Mark as read
            </Button>
          )}
          {lead.status !== 'contacted' && (
            <Button
              size="sm"
              colorPalette="brand"
              minH="44px"
              loading={loading}
              onClick={() => change({ status: 'contacted', read: true }, 'Marked as contacted.')}
            >
              Mark contacted
            </Button>
          )}
          {lead.status !== 'closed' && (
            <Button
              size="sm"
              variant="outline"
              minH="44px"
              loading={loading}
              onClick={() => change({ status: 'closed', read: true }, 'Marked as closed.')}
            >
              Mark closed
            </Button>
          )}
        </HStack>

        {lead.inThread ? (
          <>
            <ThreadMessages thread={lead.thread} side="owner" otherName={lead.name} headingLevel="h3" />
            {lead.listing?.removed ? (
              <Text fontSize="sm" color="fg.muted">
                {LISTING_REMOVED_TEXT.threadClosed}
              </Text>
            ) : (
              <ThreadReplyForm threadId={lead.id} side="owner" to={lead.name} byEmailOnly={!lead.fromAccount} />
            )}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            The conversation is between the seeker and the listing&apos;s owner only. Admins read a message when it is reported.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
