import type { EntityManager } from 'typeorm';
import { CUSTOMER_TYPE_LABELS } from '../../../../shared/domain/enquiries';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import { hasConfirmedEmail } from '../user/has-email';
import { User } from '../user/user.entity';
import type { Enquiry } from './enquiry.entity';

/**
 * The mail, SMS and push notifications an enquiry and its thread's messages cause. Each is written with `manager`, the
 * transaction that stores the enquiry or the message: stored together or not at all, so there is
 * no lead without its notices and no notice of a lead that was not kept.
 */
export class EnquiryNotices {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly push: PushService,
    private readonly cards: ListingMailCards,
    private readonly publicUrl: string,
  ) {}

  /** A new enquiry: the owner is e-mailed the seeker's details (and texted when their number is known), the seeker a confirmation. */
  async enquirySent(enquiry: Enquiry, listingTitle: string, manager: EntityManager): Promise<void> {
    const owner = await manager.findOneBy(User, { id: enquiry.ownerId });
    const listingUrl = `${this.publicUrl}/property/${enquiry.propertyId}`;
    const leadUrl = `${this.publicUrl}/my-leads`;
    const details = [
      `Name: ${enquiry.name} (${CUSTOMER_TYPE_LABELS[enquiry.customerType]})`,
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `City: ${enquiry.city}`,
      '',
      enquiry.message,
    ].join('\n');
    const card = await this.cards.of(enquiry.propertyId, manager);
    if (owner) {
      await this.push.notify(
        owner.id,
        {
          title: `New enquiry for ${listingTitle}`,
          body: `${enquiry.name}: ${enquiry.message}`,
          url: leadsPath(enquiry),
          tag: threadTag(enquiry),
        },
        manager,
      );
      // Lead mail goes to a confirmed address only; the text below goes anyway.
      if (hasConfirmedEmail(owner))
        await this.mail.send(
          {
            to: owner.email,
            subject: `New enquiry for ${listingTitle}`,
            text: `Hello ${owner.name},\n\n${enquiry.name} is interested in "${listingTitle}".\n\n${details}\n\nSee all your leads: ${leadUrl}\n\nNivaas`,
            cards: [card],
            action: { label: 'Reply from your leads', url: leadUrl },
          },
          { manager },
        );
      // 'Send email & SMS': the owner also gets a text when their number is known.
      if (owner.contactNumber) {
        await this.sms.send(
          {
            to: owner.contactNumber,
            text: `Nivaas: new enquiry for ${listingTitle} from ${enquiry.name}, ${enquiry.phone}. See ${leadUrl}`,
          },
          { manager },
        );
      }
    }
    await this.mail.send(
      {
        to: enquiry.email,
        subject: `Your enquiry about ${listingTitle}`,
        text: `Hello ${enquiry.name},\n\nYour enquiry was sent to the owner of "${listingTitle}". They will contact you at ${enquiry.email} or ${enquiry.phone}.\n\nThe listing: ${listingUrl}\n\nNivaas`,
        cards: [card],
        action: { label: 'View the listing', url: listingUrl },
      },
      { manager },
    );
  }

  /**
   * The owner's message to the seeker: a seeker with an account answers in Nivaas and is mailed at
   * the account's address once it is confirmed (not before); one without an account is mailed at
   * the address typed in the enquiry, with the owner's address to write back to, and told that
   * signing in or registering with that address brings the enquiry into My enquiries.
   */
  async ownerWrote(enquiry: Enquiry, writerId: string, title: string, message: string, manager: EntityManager): Promise<void> {
    const users = manager.getRepository(User);
    const writer = await users.findOneBy({ id: writerId });
    let to = enquiry.email;
    if (enquiry.seekerId) {
      const seeker = await users.findOneBy({ id: enquiry.seekerId });
      if (!seeker) return;
      await this.push.notify(
        seeker.id,
        {
          title: `Reply about ${title}`,
          body: `${writer?.name ?? 'The owner'}: ${message}`,
          url: '/my-enquiries',
          tag: threadTag(enquiry),
        },
        manager,
      );
      if (!hasConfirmedEmail(seeker)) return;
      to = seeker.email;
    }
    const myEnquiries = `${this.publicUrl}/my-enquiries`;
    await this.mail.send(
      {
        to,
        subject: `Reply about ${title}`,
        text: [
          `Hello ${enquiry.name},`,
          '',
          `${writer?.name ?? 'The owner'} replied to your enquiry about "${title}":`,
          '',
          message,
          '',
          enquiry.seekerId
            ? `Answer in Nivaas: ${myEnquiries}`
            : // Sent without an account: no thread of theirs to answer in until an account with this address has it.
              [writer?.email ? `Write back to ${writer.name} at ${writer.email}.` : '', EMAIL_CONFIRMATION_MESSAGES.anonymousCanAnswer]
                .filter(Boolean)
                .join('\n'),
          `The listing: ${this.publicUrl}/property/${enquiry.propertyId}`,
          '',
          'Nivaas',
        ].join('\n'),
        cards: [await this.cards.of(enquiry.propertyId, manager)],
        action: {
          label: enquiry.seekerId ? 'Answer in My enquiries' : 'View the listing',
          url: enquiry.seekerId ? myEnquiries : `${this.publicUrl}/property/${enquiry.propertyId}`,
        },
      },
      { manager },
    );
  }

  /** The seeker's message to the owner, by mail and (when the owner's number is known) SMS. */
  async seekerWrote(enquiry: Enquiry, title: string, message: string, manager: EntityManager): Promise<void> {
    const owner = await manager.findOneBy(User, { id: enquiry.ownerId });
    if (!owner) return;
    const leadUrl = `${this.publicUrl}/my-leads`;
    await this.push.notify(
      owner.id,
      { title: `New message from ${enquiry.name} about ${title}`, body: message, url: leadsPath(enquiry), tag: threadTag(enquiry) },
      manager,
    );
    // An owner without a confirmed e-mail (or none: signs in with the mobile number) gets the text only.
    if (hasConfirmedEmail(owner))
      await this.mail.send(
        {
          to: owner.email,
          subject: `New message from ${enquiry.name} about ${title}`,
          text: `Hello ${owner.name},\n\n${enquiry.name} wrote about "${title}":\n\n${message}\n\nAnswer from your leads: ${leadUrl}\n\nNivaas`,
          cards: [await this.cards.of(enquiry.propertyId, manager)],
          action: { label: 'Answer from your leads', url: leadUrl },
        },
        { manager },
      );
    if (owner.contactNumber)
      await this.sms.send(
        { to: owner.contactNumber, text: `Nivaas: ${enquiry.name} wrote about ${title}. Answer at ${leadUrl}` },
        { manager },
      );
  }
}

/** The owner's leads, filtered to the enquiry's listing: where its thread is answered. */
function leadsPath(enquiry: Enquiry): string {
  return `/my-leads?listing=${enquiry.propertyId}`;
}

/** One notification per thread on a device: a newer message replaces the older. */
function threadTag(enquiry: Enquiry): string {
  return `enquiry-${enquiry.id}`;
}
