import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ReadThreadDocument, type LeadThreadItemFragment } from '../../generated/graphql';
import { unreadIn } from './new-messages';

/**
 * Reads a lead's thread as it is shown, and again when a message comes in live while it is open;
 * the unread count is read again (`unreadCount`, the menu's query). Returns how many messages
 * were new when it was first shown, for a badge that stays until the viewer leaves.
 */
export function useReadWhenShown(thread: Pick<LeadThreadItemFragment, 'id' | 'unread'> | null | undefined, unreadCount: string): number {
  const [read] = useMutation(ReadThreadDocument, { refetchQueries: [unreadCount] });
  const unread = unreadIn(thread);
  const [unreadWhenShown] = useState(unread);
  const id = thread?.id;
  useEffect(() => {
    if (id && unread > 0) read({ variables: { id } }).catch(() => undefined);
  }, [unread, read, id]);
  return unreadWhenShown;
}
