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
    fromAccount: true,
    inThread: lead.inThread ?? true,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    // The gateway gives a lead's thread to its two people only.
    thread: (lead.inThread ?? true) ? leadThread(lead) : null,
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

/** A lead's thread as the gateway answers it (also to writeInThread). */
export function leadThread(lead: Pick<Lead, 'id' | 'replies' | 'unread' | 'listingRemoved'>) {
  return {
    __typename: 'LeadThread',
    id: lead.id,
    unread: lead.unread ?? 0,
    open: !lead.listingRemoved,
    messages: (lead.replies ?? []).map((reply, i) => ({
      __typename: 'ThreadMessage',
      id: `${lead.id}-r${i}`,
      fromSeeker: typeof reply !== 'string',
      message: typeof reply === 'string' ? reply : reply.seeker,
      createdAt: new Date().toISOString(),
    })),
  };
}
