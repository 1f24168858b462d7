import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { LuChevronDown, LuCircleUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../features/auth/auth-context';
import { accountLinks, unreadKinds } from '../features/auth/account-menu';
import { formatMobile } from '../features/auth/phone-code';
import { UnreadBadge, UnreadTotal } from '../features/leads/UnreadBadge';

const CLOSE_DELAY_MS = 200;

/**
 * The signed-in user's name in the desktop top bar, with the account dropdown. It opens on
 * hover (spec), and like any menu on click, Enter, Space or the arrow keys; Escape closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHoverAt = useRef(0);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hoverIn = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHoverAt.current = Date.now();
    setOpen(true);
  };
  // The pointer on the menu keeps it open, but never opens it: after an item is chosen, the
  // pointer still rests where the menu was, and a page drawn anew under it would open it again.
  const stayOpen = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') clearTimeout(closeTimer.current);
  };
  // A press on an item is a choice being made: a close the pointer's way out started (its enter
  // into the menu unseen, as on a busy browser) must not take the item away before the release.
  const keepForChoice = () => clearTimeout(closeTimer.current);
  const hoverOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <Menu.Root
      open={open}
      onOpenChange={({ open: next }) => {
        // A click right after the hover opened the menu means "open", not "toggle closed".
        if (!next && Date.now() - openedByHoverAt.current < 600) return;
        setOpen(next);
      }}
      // Choosing an item closes it, however soon after the hover that opened it.
      onSelect={() => setOpen(false)}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color="inherit"
          minH="36px"
          px="2"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          onPointerEnter={hoverIn}
          onPointerLeave={hoverOut}
          data-testid="user-menu-trigger"
        >
          <LuCircleUser aria-hidden />
          <Text as="span" maxW="200px" truncate>
            {user.fullName}
          </Text>
          <UnreadTotal of={unreadKinds(user)} ms="0" />
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px" onPointerEnter={stayOpen} onPointerDown={keepForChoice} onPointerLeave={hoverOut} aria-label="Account">
            <Box px="3" py="2" mb="1" borderBottomWidth="1px">
              <Text fontWeight="semibold">{user.fullName}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email ?? (user.contactNumber && formatMobile(user.contactNumber))}
              </Text>
            </Box>
            {accountLinks(user).map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild minH="40px" cursor="pointer">
                <RouterLink to={link.to}>
                  {link.label}
                  {link.unread && <UnreadBadge of={link.unread} />}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
