/** Enquiries from seekers to owners: who is asking, the lead's status, the limits. */

/** Spec section 5: enquirers choose Individual or Dealer. */
export const CUSTOMER_TYPES = ['individual', 'dealer'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = { individual: 'Individual', dealer: 'Dealer' };

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

export const ENQUIRY_CITY_MAX = 80;
export const ENQUIRY_MESSAGE_MAX = 1000;
export const ENQUIRY_REPLY_MAX = 2000;
/** The most leads one CSV export holds (newest first). */
export const LEADS_EXPORT_MAX = 5000;
/** The same e-mail address sending to the same listing again within this many hours makes no new lead. */
export const ENQUIRY_REPEAT_HOURS = 24;
/** The spec's placeholder, sent when the message is left empty. */
export const ENQUIRY_DEFAULT_MESSAGE = "I'm interested in this property.";

export const ENQUIRY_MESSAGES = {
  customerType: 'Choose Individual or Dealer',
  city: 'City is required',
  cityTooLong: `City must be at most ${ENQUIRY_CITY_MAX} characters`,
  cityOneLine: 'City must be on one line',
  messageTooLong: `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`,
  terms: 'Please accept the terms and privacy policy',
  sent: 'Your enquiry was sent to the owner. They will contact you soon.',
  alreadySent: `You already sent an enquiry for this property in the last ${ENQUIRY_REPEAT_HOURS} hours. The owner has your details.`,
  ownListing: 'This is your own listing.',
  notFound: 'This enquiry does not exist.',
  notYours: 'Only the owner of the listing can change this enquiry.',
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be at most ${ENQUIRY_REPLY_MAX} characters`,
  replySent: 'Your reply was sent to the seeker.',
  messageSent: 'Your message was sent to the owner.',
  notInThread: 'Only the seeker and the owner of the listing can write in this enquiry.',
  anonymousThread: 'This enquiry was sent without an account: the seeker reads replies by e-mail.',
  throttled: 'Too many messages.',
} as const;

/** A lead's thread (a conversation between its seeker and its listing's owner), whatever the lead's kind. */
export const THREAD_MESSAGES = {
  notFound: 'This conversation does not exist.',
  notInThread: 'Only the seeker and the owner of the listing can read and write in this conversation.',
  seekerGone: "The seeker's account no longer exists: this conversation is kept as history.",
} as const;

/** The kinds of lead an owner's CSV export holds, each row labelled with one of these. */
export const LEAD_KIND_LABELS = { enquiry: 'Enquiry', phone_reveal: 'Phone number view', visit: 'Visit' } as const;
export type LeadKind = keyof typeof LEAD_KIND_LABELS;
