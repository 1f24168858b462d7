/** A lead (an enquiry) as the owner's inbox and My enquiries get it from the gateway, for web tests. */
export interface Lead {
  id: string;
  name: string;
  status: 'new' | 'contacted' | 'closed';
  read: boolean;
  message: string;
  listingId: string;
  listingTitle: string;
  /** The thread: the owner's messages, or the seeker's as `{ seeker: text }`. */
  replies?: Array<string | { seeker: string }>;
  /** Messages from the other side the viewer has not read. */
  unread?: number;
  /** The phone was the seeker's number proved with a code when they sent it. */
  phoneVerified?: boolean;
  /** The viewer is the seeker or the listing's owner (an admin on another owner's lead is not). */
  inThread?: boolean;
  /** Its owner removed the listing: the lead stays as history. */
  listingRemoved?: boolean;
}

export function leadItem(lead: Lead) {
  return {
    __typename: 'Enquiry',
    id: lead.id,
    customerType: 'individual',
    name: lead.name,
    email: `${lead.id}@seeker.test`,
    city: 'Jaipur',
    phone: '9876543210',
    phoneVerified: lead.phoneVerified ?? false,
    message: lead.message,
    status: lead.status,
    read: lead.read,
    unread: lead.unread ?? 0,
    fromAccount: true,
    inThread: lead.inThread ?? true,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    replies: (lead.replies ?? []).map((reply, i) => ({
      __typename: 'EnquiryReply',
      id: `${lead.id}-r${i}`,
      fromSeeker: typeof reply !== 'string',
      message: typeof reply === 'string' ? reply : reply.seeker,
      createdAt: new Date().toISOString(),
    })),
    listing: {
      __typename: 'Property',
      id: lead.listingId,
      title: lead.listingTitle,
      locality: 'Malviya Nagar',
      city: 'Jaipur',
      removed: lead.listingRemoved ?? false,
    },
  };
}
