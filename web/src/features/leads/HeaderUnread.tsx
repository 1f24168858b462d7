import type { BadgeProps } from '@chakra-ui/react';
import { unreadKinds } from '../auth/account-menu';
import type { SessionUser } from '../auth/auth-context';
import { UnreadTotal } from './UnreadBadge';
import { useLiveThreads } from './use-live-threads';

/**
 * The header's part for a signed-in user, loaded on demand (the server's page is signed out, and a
 * public page's first download stays as it was): it keeps the user's threads live on every page
 * they open, so a new message raises the counts wherever they are, and shows what waits beside the
 * phone's menu button (on a computer, the account button shows it). The header mounts it once,
 * whatever the width: one socket a tab.
 */
export function HeaderUnread({ user, ...position }: { user: SessionUser } & BadgeProps) {
  useLiveThreads();
  return <UnreadTotal of={unreadKinds(user)} {...position} />;
}
