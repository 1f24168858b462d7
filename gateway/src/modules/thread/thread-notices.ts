import type { EntityManager } from 'typeorm';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import type { LeadKind } from '../../../../shared/domain/enquiries';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import { hasConfirmedEmail } from '../user/has-email';
import { User } from '../user/user.entity';

/** Who is in a lead's thread, and how the seeker is addressed. */
export interface ThreadParties {
  /** The lead's id, which is its thread's. */
  id: string;
  kind: LeadKind;
  propertyId: string;
  ownerId: string;
  /** Null for an enquiry sent signed out (until its address joins an account). */
  seekerId: string | null;
  /** An enquiry's name and address as typed; otherwise the seeker's account's. */
  seekerName: string;
  seekerEmail: string | null;
}

/** What the seeker's mail says the owner answered, by the kind of lead. */
const ANSWERED: Record<LeadKind, string> = {
  enquiry: 'replied to your enquiry about',
  visit: 'wrote about your visit to',
  phone_reveal: 'wrote to you about',
};

/**
 * The mail, SMS and push notifications a thread's messages cause, for the first message of a
 * burst the other side has not read (ThreadService decides that). Each is written with `manager`,
 * the transaction that stores the message: stored together or not at all.
 */
export class ThreadNotices {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly push: PushService,
    private readonly cards: ListingMailCards,
    private readonly publicUrl: string,
  ) {}

  /**
   * The owner's message to the seeker: a seeker with an account answers in Nivaas (My enquiries
   * holds their enquiries' and visits' threads) and is mailed at the account's address once it is
   * confirmed (not before); one without an account is mailed at the address typed in the enquiry
   * and told that signing in or registering with that address brings the enquiry and its
   * conversation into My enquiries, where they answer (the owner's own address is not given out).
   */
  async ownerWrote(thread: ThreadParties, writerId: string, title: string, message: string, manager: EntityManager): Promise<void> {
    const users = manager.getRepository(User);
    const writer = await users.findOneBy({ id: writerId });
    let to = thread.seekerEmail;
    if (thread.seekerId) {
      const seeker = await users.findOneBy({ id: thread.seekerId });
      if (!seeker) return;
      await this.push.notify(
        seeker.id,
        { title: `Reply about ${title}`, body: `${writer?.name ?? 'The owner'}: ${message}`, url: '/my-enquiries', tag: threadTag(thread) },
        manager,
      );
      if (!hasConfirmedEmail(seeker)) return;
      to = seeker.email;
    }
    if (!to) return;
    const myEnquiries = `${this.publicUrl}/my-enquiries`;
    const listingUrl = `${this.publicUrl}/property/${thread.propertyId}`;
    await this.mail.send(
      {
        to,
        subject: `Reply about ${title}`,
        text: [
          `Hello ${thread.seekerName},`,
          '',
          `${writer?.name ?? 'The owner'} ${ANSWERED[thread.kind]} "${title}":`,
          '',
          message,
          '',
          // Sent without an account: they answer in Nivaas once an account with this address has the enquiry.
          thread.seekerId ? `Answer in Nivaas: ${myEnquiries}` : EMAIL_CONFIRMATION_MESSAGES.anonymousCanAnswer,
          `The listing: ${listingUrl}`,
          '',
          'Nivaas',
        ].join('\n'),
        cards: [await this.cards.of(thread.propertyId, manager)],
        action: thread.seekerId ? { label: 'Answer in My enquiries', url: myEnquiries } : { label: 'View the listing', url: listingUrl },
      },
      { manager },
    );
  }

  /** The seeker's message to the owner, by mail and (when the owner's number is known) SMS. */
  async seekerWrote(thread: ThreadParties, title: string, message: string, manager: EntityManager): Promise<void> {
    const owner = await manager.findOneBy(User, { id: thread.ownerId });
    if (!owner) return;
    const leadUrl = `${this.publicUrl}/my-leads`;
    const subject = `New message from ${thread.seekerName} about ${title}`;
    await this.push.notify(owner.id, { title: subject, body: message, url: leadsPath(thread), tag: threadTag(thread) }, manager);
    // An owner without a confirmed e-mail (or none: signs in with the mobile number) gets the text only.
    if (hasConfirmedEmail(owner))
      await this.mail.send(
        {
          to: owner.email,
          subject,
          text: `Hello ${owner.name},\n\n${thread.seekerName} wrote about "${title}":\n\n${message}\n\nAnswer from your leads: ${leadUrl}\n\nNivaas`,
          cards: [await this.cards.of(thread.propertyId, manager)],
          action: { label: 'Answer from your leads', url: leadUrl },
        },
        { manager },
      );
    if (owner.contactNumber)
      await this.sms.send(
        { to: owner.contactNumber, text: `Nivaas: ${thread.seekerName} wrote about ${title}. Answer at ${leadUrl}` },
        { manager },
      );
  }
}

/** The owner's leads, filtered to the lead's listing: where its thread is answered. */
export function leadsPath(lead: { propertyId: string }): string {
  return `/my-leads?listing=${lead.propertyId}`;
}

/** One notification per thread on a device: a newer message replaces the older. */
export function threadTag(lead: { id: string }): string {
  return `thread-${lead.id}`;
}
