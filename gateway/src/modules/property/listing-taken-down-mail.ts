import type { MailMessage } from '../mail/mail.service';

/** Why a listing left the public pages: a report an admin upheld, or the review of a new listing. */
export type TakenDownCause = 'reported' | 'rejected';

const OPENING: Record<TakenDownCause, (title: string) => string> = {
  reported: (title) =>
    `Your listing "${title}" was reported, and after checking it our team has unpublished it: it no longer appears in search or on its page.`,
  rejected: (title) =>
    `Our team has reviewed your listing "${title}" and could not publish it: it does not appear in search or on its page.`,
};

const SUBJECT: Record<TakenDownCause, (title: string) => string> = {
  reported: (title) => `Your listing "${title}" was unpublished`,
  rejected: (title) => `Your listing "${title}" was not approved`,
};

/**
 * The one e-mail telling an owner their listing is off the public pages, with the admin's reason
 * and where to put it right. Sent in the transaction that changes the listing.
 */
export function listingTakenDownMail(input: {
  owner: { name: string; email: string };
  title: string;
  reason: string;
  cause: TakenDownCause;
  publicUrl: string;
}): MailMessage {
  const { owner, title, reason, cause, publicUrl } = input;
  return {
    to: owner.email,
    subject: SUBJECT[cause](title),
    text: [
      `Hello ${owner.name},`,
      '',
      OPENING[cause](title),
      '',
      `Reason: ${reason}`,
      '',
      `You can still see and edit it in My Properties: ${publicUrl}/my-properties`,
      `To ask us to publish it again once it is put right, write to us: ${publicUrl}/contact`,
      '',
      'Nivaas',
    ].join('\n'),
  };
}
