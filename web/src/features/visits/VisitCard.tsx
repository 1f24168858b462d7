import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { VISIT_ACTION_LABELS, VISIT_STATUS_LABELS, visitWhen, type VisitAction } from '../../../../shared/domain/visits';
import type { VisitProposalValues } from '../../../../shared/validation/visit';
import { notify } from '../../components/toaster';
import { ChangeVisitDocument, type VisitItemFragment } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { ProposeTimeForm } from './ProposeTimeForm';
import { VISIT_STATUS_PALETTE } from './visit-labels';

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
export function VisitCard({ visit, side }: { visit: VisitItemFragment; side: 'owner' | 'seeker' }) {
  const [changeVisit, { loading }] = useMutation(ChangeVisitDocument, { refetchQueries: ['UnreadLeads'] });
  const [proposing, setProposing] = useState(false);
  const headingId = `visit-${visit.id}`;
  // Marked like an unread lead: waiting for this side's answer.
  const waiting = visit.actions.includes(side === 'owner' ? 'confirm' : 'accept');

  async function act(action: VisitAction, proposal?: VisitProposalValues) {
    try {
      await changeVisit({ variables: { id: visit.id, action, day: proposal?.day, slot: proposal?.slot } });
      setProposing(false);
      notify('success', DONE[action]);
    } catch (failure) {
      notify('error', errorMessage(failure, 'The visit could not be changed. Please try again.'));
    }
  }

  const listing = visit.listing ? (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={`/property/${visit.listing.id}`}>{visit.listing.title}</RouterLink>
    </Link>
  ) : (
    'A listing that was deleted'
  );
  const status = visit.over && (visit.status === 'requested' || visit.status === 'rescheduled') ? 'No answer in time' : VISIT_STATUS_LABELS[visit.status];

  return (
    <Card.Root as="article" aria-labelledby={headingId} borderRadius="card" {...(waiting ? { borderLeftWidth: '4px', borderLeftColor: 'saffron.solid' } : {})}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h3" size="md" id={headingId}>
              {side === 'owner' ? (visit.seeker?.name ?? 'A deleted account') : listing}
            </Heading>
            <Text fontWeight="medium">{visitWhen(visit.day, visit.slot)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {side === 'owner' ? <>Visit to {listing} · </> : visit.listing ? `${visit.listing.locality}, ${visit.listing.city} · ` : ''}
              booked {relativeAge(visit.createdAt)}
            </Text>
          </Stack>
          <Badge colorPalette={VISIT_STATUS_PALETTE[visit.status]}>
            {status}
            {visit.status === 'cancelled' && visit.cancelledBy ? ` by ${visit.cancelledBy === side ? 'you' : `the ${visit.cancelledBy}`}` : ''}
          </Badge>
        </HStack>
        {side === 'seeker' && visit.status === 'rescheduled' && !visit.over && <Text>The owner proposed this new time. Accept it, or cancel the visit.</Text>}
        {visit.note && (
          // As typed: never as markup.
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted">
            “{visit.note}”
          </Text>
        )}
        {side === 'owner' && visit.seeker && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }}>
            <Link href={`mailto:${visit.seeker.email}`} color="brand.fg" minH="44px" overflowWrap="anywhere">
              <LuMail aria-hidden /> {visit.seeker.email}
            </Link>
            {visit.seeker.phone && (
              <Link href={`tel:+91${visit.seeker.phone}`} color="brand.fg" minH="44px">
                <LuPhone aria-hidden /> {visit.seeker.phone}
              </Link>
            )}
          </Stack>
        )}
        {visit.actions.length > 0 && !proposing && (
          <HStack gap="2" wrap="wrap">
            {visit.actions.map((action) => (
              <Button
                key={action}
                size="sm"
                minH="44px"
                colorPalette={action === 'confirm' || action === 'accept' ? 'brand' : undefined}
                variant={action === 'confirm' || action === 'accept' ? 'solid' : 'outline'}
                loading={loading}
                onClick={() => (action === 'propose' ? setProposing(true) : act(action))}
                aria-describedby={headingId}
              >
                {VISIT_ACTION_LABELS[action]}
              </Button>
            ))}
          </HStack>
        )}
        {proposing && <ProposeTimeForm onPropose={(values) => act('propose', values)} onClose={() => setProposing(false)} />}
      </Card.Body>
    </Card.Root>
  );
}
