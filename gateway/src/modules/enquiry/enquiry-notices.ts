import type { EntityManager } from 'typeorm';
import { CUSTOMER_TYPE_LABELS } from '../../../../shared/domain/enquiries';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import { hasConfirmedEmail } from '../user/has-email';
import { User } from '../user/user.entity';
import { leadsPath, threadTag } from '../thread/thread-notices';
import type { Enquiry } from './enquiry.entity';

/**
 * The mail, SMS and push notifications a new enquiry causes (its thread's messages: ThreadNotices).
 * Each is written with `manager`, the transaction that stores the enquiry: stored together or not
 * at all, so there is no lead without its notices and no notice of a lead that was not kept.
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
}
