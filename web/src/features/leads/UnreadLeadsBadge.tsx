import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { UnreadLeadsDocument } from '../../generated/graphql';

/** The count of unopened leads beside 'Leads' in the account menu; nothing when there are none. */
export function UnreadLeadsBadge() {
  const { data } = useQuery(UnreadLeadsDocument, { fetchPolicy: 'cache-and-network' });
  const unread = data?.unreadLeads ?? 0;
  if (unread === 0) return null;
  return (
    <Badge colorPalette="saffron" variant="solid" borderRadius="full" ms="2">
      {unread}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
