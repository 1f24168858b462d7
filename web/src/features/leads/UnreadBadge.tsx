import { Badge, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { UnreadEnquiriesDocument, UnreadLeadsDocument } from '../../generated/graphql';

/** What waits for the signed-in user beside a link of the account menu: leads (owners) or answered enquiries (seekers). */
export type UnreadKind = 'leads' | 'enquiries';

/** The count beside 'Leads' or 'My Enquiries' in the account menu; nothing when there is none. */
export function UnreadBadge({ of }: { of: UnreadKind }) {
  return <CountBadge count={useUnreadCount(of)} />;
}

/**
 * All that waits for the signed-in user, on the header's account button (desktop) and menu button
 * (phone): the sum of the counts of `of`, the kinds of their account menu. It follows the counts in
 * Apollo's cache, which the live threads' socket reads again on each new message (use-live-threads).
 */
export function UnreadTotal({ of, ...position }: { of: UnreadKind[] } & BadgeProps) {
  const count = useUnreadCount('leads', { skip: !of.includes('leads') }) + useUnreadCount('enquiries', { skip: !of.includes('enquiries') });
  return <CountBadge count={count} {...position} />;
}

/** Each kind's query and the field of its answer that holds the count. */
const UNREAD_COUNTS = {
  leads: { document: UnreadLeadsDocument, field: 'unreadLeads' },
  enquiries: { document: UnreadEnquiriesDocument, field: 'unreadEnquiries' },
} as const;

/** One kind's count, kept fresh from the network; 0 while loading or when skipped (never asked). */
function useUnreadCount(kind: UnreadKind, { skip = false } = {}): number {
  const { document, field } = UNREAD_COUNTS[kind];
  const { data } = useQuery<Partial<Record<typeof field, number>>>(document, { fetchPolicy: 'cache-and-network', skip });
  return data?.[field] ?? 0;
}

function CountBadge({ count, ...position }: { count: number } & BadgeProps) {
  if (count === 0) return null;
  return (
    <Badge colorPalette="saffron" variant="solid" borderRadius="full" ms="2" {...position}>
      {count}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
