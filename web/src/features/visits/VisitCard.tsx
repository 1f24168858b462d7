import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { VISIT_ACTION_LABELS, VISIT_STATUS_LABELS, visitWhen, type VisitAction } from '../../../../shared/domain/visits';
import type { VisitProposalValues } from '../../../../shared/validation/visit';
import { notify } from '../../components/toaster';
import { ChangeVisitDocument, type LeadThreadItemFragment, type VisitItemFragment } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { ThreadMessages } from '../leads/ThreadMessages';
import { ThreadReplyForm } from '../leads/ThreadReplyForm';
import { useReadWhenShown } from '../leads/use-read-when-shown';
import { ProposeTimeForm } from './ProposeTimeForm';
import { VISIT_STATUS_PALETTE } from './visit-labels';
import { HistoryListingTitle } from '../property/HistoryListingTitle';

type Side = 'owner' | 'seeker';

const DONE: Record<VisitAction, string> = {
  confirm: 'Visit confirmed. The seeker was e-mailed a calendar invitation.',
  propose: 'New time sent to the seeker.',
  decline: 'Visit declined. The seeker was told.',
  accept: 'Visit confirmed. The owner was told; the calendar invitation is in your e-mail.',
  cancel: 'Visit cancelled. The other side was told.',
};

/**
 * One visit in an inbox: for the owner (`side` owner) who asked and what they wrote; for the
 * seeker the listing. The buttons are the actions the server says the viewer may take now.
 */
export function VisitCard({ visit, side }: { visit: VisitItemFragment; side: Side }) {
  const { act, loading, proposing, setProposing } = useVisitChange(visit.id);
  const headingId = `visit-${visit.id}`;
  // Marked like an unread lead: waiting for this side's answer.
  const waiting = visit.actions.includes(side === 'owner' ? 'confirm' : 'accept');

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      borderRadius="card"
      {...(waiting ? { borderLeftWidth: '4px', borderLeftColor: 'saffron.solid' } : {})}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <VisitSummary visit={visit} side={side} headingId={headingId} />
          <Badge colorPalette={VISIT_STATUS_PALETTE[visit.status]}>{statusText(visit, side)}</Badge>
        </HStack>
        {side === 'seeker' && visit.status === 'rescheduled' && !visit.over && (
          <Text>The owner proposed this new time. Accept it, or cancel the visit.</Text>
        )}
        {visit.note && (
          // As typed: never as markup.
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted">
            “{visit.note}”
          </Text>
        )}
        {side === 'owner' && visit.seeker && <SeekerContact seeker={visit.seeker} />}
        {visit.actions.length > 0 && !proposing && (
          <VisitActions
            actions={visit.actions}
            loading={loading}
            describedBy={headingId}
            onAction={(action) => (action === 'propose' ? setProposing(true) : act(action))}
          />
        )}
        {proposing && <ProposeTimeForm onPropose={(values) => act('propose', values)} onClose={() => setProposing(false)} />}
        {visit.thread && <VisitThread thread={visit.thread} visitId={visit.id} side={side} otherName={otherName(visit, side)} />}
      </Card.Body>
    </Card.Root>
  );
}

/** Who booked the visit, as the owner sees them (a deleted account as a former member). */
const seekerName = (visit: VisitItemFragment) => visit.seeker?.name ?? FORMER_MEMBER_NAME;

/** Who the viewer talks to about the visit. */
const otherName = (visit: VisitItemFragment, side: Side) => (side === 'seeker' ? 'The owner' : seekerName(visit));

/**
 * The visit's conversation between the seeker and the owner, read as it is shown, with a form to
 * write in it while the listing is listed (a removed listing's stays as history).
 */
function VisitThread({
  thread,
  visitId,
  side,
  otherName,
}: {
  thread: LeadThreadItemFragment;
  visitId: string;
  side: Side;
  otherName: string;
}) {
  useReadWhenShown(thread, side === 'owner' ? 'UnreadLeads' : 'UnreadEnquiries');
  return (
    <>
      <ThreadMessages thread={thread} side={side} otherName={otherName} headingLevel="h4" />
      {thread.open && <ThreadReplyForm threadId={visitId} side={side} to={side === 'owner' ? otherName : 'the owner'} />}
    </>
  );
}

/** Changes the visit (proposing a new time opens the form first), with a toast either way. */
function useVisitChange(id: string) {
  const [changeVisit, { loading }] = useMutation(ChangeVisitDocument, { refetchQueries: ['UnreadLeads'] });
  const [proposing, setProposing] = useState(false);

  async function act(action: VisitAction, proposal?: VisitProposalValues) {
    try {
      await changeVisit({ variables: { id, action, day: proposal?.day, slot: proposal?.slot } });
      setProposing(false);
      notify('success', DONE[action]);
    } catch (failure) {
      notify('error', errorMessage(failure, 'The visit could not be changed. Please try again.'));
    }
  }
  return { act, loading, proposing, setProposing };
}

/** The status as the viewer reads it: an unanswered request that is past says so, a cancelled one says by whom. */
function statusText(visit: VisitItemFragment, side: Side): string {
  if (visit.over && (visit.status === 'requested' || visit.status === 'rescheduled')) return 'No answer in time';
  const label = VISIT_STATUS_LABELS[visit.status];
  if (visit.status !== 'cancelled' || !visit.cancelledBy) return label;
  return `${label} by ${visit.cancelledBy === side ? 'you' : `the ${visit.cancelledBy}`}`;
}

/** Who asked (for the owner) or which listing (for the seeker), when, and since when it was booked. */
function VisitSummary({ visit, side, headingId }: { visit: VisitItemFragment; side: Side; headingId: string }) {
  const listing = visit.listing ? <HistoryListingTitle listing={visit.listing} /> : 'A listing that was deleted';
  return (
    <Stack gap="1">
      <Heading as="h3" size="md" id={headingId}>
        {side === 'owner' ? seekerName(visit) : listing}
      </Heading>
      <Text fontWeight="medium">{visitWhen(visit.day, visit.slot)}</Text>
      <Text fontSize="sm" color="fg.muted">
        <VisitPlace visit={visit} side={side} listing={listing} />
        booked {relativeAge(visit.createdAt)}
      </Text>
    </Stack>
  );
}

/** Before 'booked …': the owner sees which listing, the seeker where it is. */
function VisitPlace({ visit, side, listing }: { visit: VisitItemFragment; side: Side; listing: ReactNode }) {
  if (side === 'owner') return <>Visit to {listing} · </>;
  return visit.listing ? `${visit.listing.locality}, ${visit.listing.city} · ` : '';
}

function SeekerContact({ seeker }: { seeker: NonNullable<VisitItemFragment['seeker']> }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }}>
      <Link href={`mailto:${seeker.email}`} color="brand.fg" minH="44px" overflowWrap="anywhere">
        <LuMail aria-hidden /> {seeker.email}
      </Link>
      {seeker.phone && (
        <Link href={`tel:+91${seeker.phone}`} color="brand.fg" minH="44px">
          <LuPhone aria-hidden /> {seeker.phone}
        </Link>
      )}
    </Stack>
  );
}

interface VisitActionsProps {
  actions: VisitAction[];
  loading: boolean;
  describedBy: string;
  onAction: (action: VisitAction) => void;
}

/** The actions the server allows now; saying yes is the solid button. */
function VisitActions({ actions, loading, describedBy, onAction }: VisitActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((action) => {
        const yes = action === 'confirm' || action === 'accept';
        return (
          <Button
            key={action}
            size="sm"
            minH="44px"
            colorPalette={yes ? 'brand' : undefined}
            variant={yes ? 'solid' : 'outline'}
            loading={loading}
            onClick={() => onAction(action)}
            aria-describedby={describedBy}
          >
            {VISIT_ACTION_LABELS[action]}
          </Button>
        );
      })}
    </HStack>
  );
}
