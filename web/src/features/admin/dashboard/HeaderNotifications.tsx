import { useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { waitingLabel } from '../../../../../shared/domain/inbox';
import { AdminNotificationsDocument } from '../../../generated/back-office/graphql';

// How often the count is asked again while the dashboard is open.
const POLL_MS = 60_000;

/**
 * The header's bell: how many items wait (listings to review, unread messages, open reports), and
 * links to each queue. A disclosure of links rather than Chakra's Menu: the menu's machine, shared
 * with the public header, would be split out of the public pages' first bytes (their budget).
 */
export function HeaderNotifications() {
  const { data } = useQuery(AdminNotificationsDocument, { pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const waiting = data?.adminNotifications;
  const total = waiting?.total ?? 0;
  const queues = [
    { label: 'Listings waiting for review', count: waiting?.listingsWaiting ?? 0, to: '/dashboard/properties?status=pending' },
    { label: 'Unread messages', count: waiting?.unreadMessages ?? 0, to: '/dashboard/messages?read=unread' },
    { label: 'Open reports', count: waiting?.openReports ?? 0, to: '/dashboard/reports' },
  ];

  // Closes on a click elsewhere or Escape (focus back on the bell).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <Box ref={root} position="relative" flexShrink={0}>
      <IconButton
        aria-label={waiting ? waitingLabel(total) : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        variant="ghost"
        minW="44px"
        minH="44px"
        onClick={() => setOpen(!open)}
      >
        <LuBell />
        {total > 0 && (
          <Badge
            aria-hidden
            colorPalette="red"
            variant="solid"
            position="absolute"
            top="1"
            insetEnd="1"
            borderRadius="full"
            fontSize="2xs"
            px="1.5"
          >
            {total > 99 ? '99+' : total}
          </Badge>
        )}
      </IconButton>
      {open && (
        <Box
          as="nav"
          id={panelId}
          aria-label="Waiting for you"
          // Under the bell from md up; on a phone across the screen below the header's first line (the bell sits near the middle).
          position={{ base: 'fixed', md: 'absolute' }}
          insetStart={{ base: '4', md: 'auto' }}
          insetEnd={{ base: '4', md: '0' }}
          top={{ base: '64px', md: 'calc(100% + 4px)' }}
          zIndex="dropdown"
          w={{ base: 'auto', md: '280px' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          p="1"
        >
          <Text fontWeight="semibold" px="3" py="2" borderBottomWidth="1px" mb="1">
            {total === 0 ? 'Nothing waiting' : waitingLabel(total)}
          </Text>
          <Stack as="ul" listStyleType="none" gap="0">
            {queues.map((queue) => (
              <li key={queue.to}>
                <Link
                  asChild
                  display="flex"
                  justifyContent="space-between"
                  alignItems="center"
                  minH="44px"
                  px="3"
                  borderRadius="sm"
                  color="fg"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                >
                  <RouterLink to={queue.to} onClick={() => setOpen(false)}>
                    {queue.label}
                    <Badge colorPalette={queue.count ? 'red' : 'gray'}>{queue.count}</Badge>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
