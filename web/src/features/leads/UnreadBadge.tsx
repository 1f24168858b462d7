import { Badge, VisuallyHidden } from '@chakra-ui/react';
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

function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge colorPalette="saffron" variant="solid" borderRadius="full" ms="2">
      {count}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
