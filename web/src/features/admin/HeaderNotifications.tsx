import { useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { waitingLabel } from '../../../../shared/domain/inbox';
import { AdminNotificationsDocument } from '../../generated/graphql';

// How often the count is asked again while the dashboard is open.
const POLL_MS = 60_000;

/** The header's bell: how many items wait (listings to review, unread messages, open reports), and a menu to each queue. */
export function HeaderNotifications() {
  const { data } = useQuery(AdminNotificationsDocument, {
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const waiting = data?.adminNotifications;
  const total = waiting?.total ?? 0;
  const queues = [
    {
      label: 'Listings waiting for review',
      count: waiting?.listingsWaiting ?? 0,
      to: '/dashboard/properties?status=pending',
    },
    {
      label: 'Unread messages',
      count: waiting?.unreadMessages ?? 0,
      to: '/dashboard/messages?read=unread',
    },
    {
      label: 'Open reports',
      count: waiting?.openReports ?? 0,
      to: '/dashboard/reports',
    },
  ];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={waiting ? waitingLabel(total) : 'Notifications'} variant="ghost" minW="44px" minH="44px" position="relative" flexShrink={0}>
          <LuBell />
          {total > 0 && (
            <Badge aria-hidden colorPalette="red" variant="solid" position="absolute" top="1" insetEnd="1" borderRadius="full" fontSize="2xs" px="1.5">
              {total > 99 ? '99+' : total}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="260px" aria-label="Waiting for you">
            <Box px="3" py="2" mb="1" borderBottomWidth="1px">
              <Text fontWeight="semibold">{total === 0 ? 'Nothing waiting' : waitingLabel(total)}</Text>
            </Box>
            {queues.map((queue) => (
              <Menu.Item key={queue.to} value={queue.to} asChild minH="44px" cursor="pointer" justifyContent="space-between">
                <RouterLink to={queue.to}>
                  {queue.label}
                  <Badge colorPalette={queue.count ? 'red' : 'gray'}>{queue.count}</Badge>
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
