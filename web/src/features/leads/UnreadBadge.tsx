import { Badge, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { UnreadEnquiriesDocument, UnreadLeadsDocument } from '../../generated/graphql';

/** What waits for the signed-in user beside a link of the account menu: leads (owners) or answered enquiries (seekers). */
export type UnreadKind = 'leads' | 'enquiries';

/** The count beside 'Leads' or 'My Enquiries' in the account menu; nothing when there is none. */
export function UnreadBadge({ of }: { of: UnreadKind }) {
  return of === 'leads' ? <UnreadLeads /> : <UnreadEnquiries />;
}

function UnreadLeads() {
  const { data } = useQuery(UnreadLeadsDocument, { fetchPolicy: 'cache-and-network' });
  return <CountBadge count={data?.unreadLeads ?? 0} />;
}

function UnreadEnquiries() {
  const { data } = useQuery(UnreadEnquiriesDocument, { fetchPolicy: 'cache-and-network' });
  return <CountBadge count={data?.unreadEnquiries ?? 0} />;
}

/**
 * All that waits for the signed-in user, on the header's account button (desktop) and menu button
 * (phone): the sum of the counts of `of`, the kinds of their account menu. It follows the counts in
 * Apollo's cache, which the live threads' socket reads again on each new message (use-live-threads).
 */
export function UnreadTotal({ of, ...position }: { of: UnreadKind[] } & BadgeProps) {
  const leads = useQuery(UnreadLeadsDocument, { fetchPolicy: 'cache-and-network', skip: !of.includes('leads') });
  const enquiries = useQuery(UnreadEnquiriesDocument, { fetchPolicy: 'cache-and-network', skip: !of.includes('enquiries') });
  return <CountBadge count={(leads.data?.unreadLeads ?? 0) + (enquiries.data?.unreadEnquiries ?? 0)} {...position} />;
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
