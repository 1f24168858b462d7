import { Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarCheck } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { VISIT_MESSAGES } from '../../../../shared/domain/visits';
import { useAuth } from '../auth/auth-context';
import type { FromState } from '../auth/redirect';
import { VisitRequestForm } from './VisitRequestForm';

const ANCHOR = 'book-visit';

/**
 * 'Book a visit' beside the owner card: a signed-in seeker opens the form and picks a day (today
 * to 13 days ahead, Kolkata time) and a time slot, with an optional note; visitors sign in first
 * and come back here with the form open.
 */
export function BookVisitForm({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(location.hash === `#${ANCHOR}`);
  const [done, setDone] = useState(false);

  function signIn() {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: `#${ANCHOR}` } };
    navigate('/login', { state });
  }

  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel" id={ANCHOR} scrollMarginTop="140px">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="book-visit-heading">
          Book a visit
        </Heading>
        {done ? (
          <Stack gap="2">
            <Text role="status" color="green.fg">
              {VISIT_MESSAGES.requested}
            </Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/my-enquiries">See your visits in My enquiries</RouterLink>
            </Link>
          </Stack>
        ) : user && open ? (
          <VisitRequestForm listingId={listingId} onSent={() => setDone(true)} />
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">See the rooms before you decide: pick a day and a time, and the owner confirms.</Text>
            <Button colorPalette="brand" variant="outline" borderRadius="full" minH="44px" onClick={user ? () => setOpen(true) : signIn}>
              <LuCalendarCheck aria-hidden /> {user ? 'Pick a day and time' : 'Sign in to book a visit'}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
