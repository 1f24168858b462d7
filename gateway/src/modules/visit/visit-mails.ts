import type { EntityManager } from 'typeorm';
import { VISIT_SLOT_LABELS, visitDayLabel, visitWhen, type VisitAction, type VisitSide } from '../../../../shared/domain/visits';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import { hasConfirmedEmail } from '../user/has-email';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import { visitInvitation } from './visit-calendar';
import type { Visit } from './visit.entity';

const LEADS_PATH = '/my-leads';
const ENQUIRIES_PATH = '/my-enquiries';

/**
 * What each side is told when a visit changes: always the other side, both once it is confirmed;
 * by mail (to a confirmed address), SMS (the owner's request) and a push notification to their devices.
 */
export class VisitMails {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly push: PushService,
    private readonly publicUrl: string,
    private readonly cards: ListingMailCards,
  ) {}

  /** A new request: the owner is e-mailed (and texted when their number is known). */
  async requested(visit: Visit, manager: EntityManager): Promise<void> {
    const { owner, seeker } = visit;
    if (!owner || !seeker) return;
    const title = this.title(visit);
    const request = `${seeker.name} would like to visit "${title}" on ${visitWhen(visit.day, visit.slot)}.`;
    const lines = [
      `Hello ${owner.name},`,
      '',
      request,
      visit.note ? `\nTheir note: ${visit.note}` : '',
      '',
      seeker.email ? `E-mail: ${seeker.email}` : '',
      seeker.contactNumber ? `Phone: ${seeker.contactNumber}` : '',
      '',
      `Confirm, propose another time or decline: ${this.publicUrl}/my-leads`,
      '',
      'Nivaas',
    ];
    const subject = `Visit request for ${title}`;
    await this.push.notify(owner.id, { title: subject, body: request, url: LEADS_PATH, tag: `visit-${visit.id}` }, manager);
    // An owner without a confirmed e-mail (or none: signs in with the mobile number) gets the text only.
    if (hasConfirmedEmail(owner)) {
      await this.mail.send(
        {
          to: owner.email,
          subject,
          text: this.join(lines),
          cards: [await this.cards.of(visit.propertyId, manager)],
          action: { label: 'Answer the request', url: `${this.publicUrl}/my-leads` },
        },
        { manager },
      );
    }
    if (owner.contactNumber) {
      const when = `${visitDayLabel(visit.day)}, ${VISIT_SLOT_LABELS[visit.slot].split(', ')[1]}`;
      await this.sms.send(
        { to: owner.contactNumber, text: `Nivaas: ${seeker.name} asks to visit ${title} on ${when}. Answer at ${this.publicUrl}/my-leads` },
        { manager },
      );
    }
  }

  /** A change by `side`: the other side hears of it; a confirmed visit goes to both with the invitation. */
  async changed(visit: Visit, action: VisitAction, side: VisitSide, manager: EntityManager): Promise<void> {
    const { owner, seeker } = visit;
    if (!owner || !seeker) return;
    const title = this.title(visit);
    const when = visitWhen(visit.day, visit.slot);
    const listingUrl = `${this.publicUrl}/property/${visit.propertyId}`;
    const card = await this.cards.of(visit.propertyId, manager);
    // The seeker is sent to My enquiries, the owner to the leads inbox, where each answers.
    const actionFor = (to: typeof owner) =>
      to === owner ? { label: 'Open your leads', path: LEADS_PATH } : { label: 'Open My enquiries', path: ENQUIRIES_PATH };
    // Each mail's third line (after the greeting) says what happened: the notification's text.
    const send = async (to: typeof owner, subject: string, lines: string[], method?: 'REQUEST' | 'CANCEL') => {
      const { label, path } = actionFor(to);
      // The side that acted needs no notification of its own act (its mail carries the invitation).
      const actor = side === 'owner' ? owner : seeker;
      if (to !== actor) await this.push.notify(to.id, { title: subject, body: lines[2], url: path, tag: `visit-${visit.id}` }, manager);
      // A side without a confirmed e-mail (or none: signs in with the mobile number) is not mailed.
      if (!hasConfirmedEmail(to)) return;
      await this.mail.send(
        {
          to: to.email,
          subject,
          text: this.join(lines),
          cards: [card],
          action: { label, url: `${this.publicUrl}${path}` },
          attachments: method ? [visitInvitation(visit, this.publicUrl, method)] : undefined,
        },
        { manager },
      );
    };

    if (visit.status === 'confirmed') {
      await send(
        seeker,
        `Your visit to ${title} is confirmed`,
        [
          `Hello ${seeker.name},`,
          '',
          `Your visit to "${title}" is confirmed for ${when}.`,
          '',
          `The address and the owner's details: ${listingUrl}`,
          `Change or cancel it from My enquiries: ${this.publicUrl}/my-enquiries`,
          '',
          'The invitation is attached: open it to add the visit to your calendar.',
          '',
          'Nivaas',
        ],
        'REQUEST',
      );
      await send(
        owner,
        `Visit confirmed: ${seeker.name} at ${title}`,
        [
          `Hello ${owner.name},`,
          '',
          `${seeker.name} will visit "${title}" on ${when}.`,
          '',
          seeker.email ? `E-mail: ${seeker.email}` : '',
          seeker.contactNumber ? `Phone: ${seeker.contactNumber}` : '',
          '',
          `Your leads: ${this.publicUrl}/my-leads`,
          '',
          'The invitation is attached: open it to add the visit to your calendar.',
          '',
          'Nivaas',
        ],
        'REQUEST',
      );
      return;
    }
    if (action === 'propose') {
      await send(seeker, `A new time for your visit to ${title}`, [
        `Hello ${seeker.name},`,
        '',
        `The owner of "${title}" cannot meet at the time you asked and proposes ${when} instead.`,
        '',
        `Accept it or cancel the visit from My enquiries: ${this.publicUrl}/my-enquiries`,
        '',
        'Nivaas',
      ]);
      return;
    }
    if (action === 'decline') {
      await send(seeker, `Your visit request for ${title} was declined`, [
        `Hello ${seeker.name},`,
        '',
        `The owner of "${title}" cannot show it on ${when}. You can still send them an enquiry, or find other PGs: ${this.publicUrl}/search-list`,
        '',
        `The listing: ${listingUrl}`,
        '',
        'Nivaas',
      ]);
      return;
    }
    // Cancelled by one side: the other hears of it; a calendar that had the visit drops it.
    const to = side === 'seeker' ? owner : seeker;
    const by = side === 'seeker' ? seeker.name : `The owner of "${title}"`;
    const link = side === 'seeker' ? `${this.publicUrl}/my-leads` : `${this.publicUrl}/my-enquiries`;
    await send(
      to,
      `Visit cancelled: ${title}`,
      [
        `Hello ${to === owner ? owner.name : seeker.name},`,
        '',
        `${by} cancelled the visit to "${title}" on ${when}.`,
        '',
        link,
        '',
        'Nivaas',
      ],
      'CANCEL',
    );
  }

  /**
   * The owner deleted the listing: the seeker of an open visit hears it is off, with the calendar's
   * cancellation (as for any cancelled visit: a calendar that had it drops it), and where to look next.
   */
  async listingRemoved(visit: Visit, manager: EntityManager): Promise<void> {
    const { seeker } = visit;
    if (!seeker) return;
    const title = this.title(visit);
    const subject = `Visit cancelled: ${title}`;
    const cancelled = `"${title}" was removed from Nivaas, so your visit on ${visitWhen(visit.day, visit.slot)} is cancelled.`;
    await this.push.notify(seeker.id, { title: subject, body: cancelled, url: '/search-list', tag: `visit-${visit.id}` }, manager);
    if (!hasConfirmedEmail(seeker)) return;
    await this.mail.send(
      {
        to: seeker.email,
        subject,
        text: this.join([`Hello ${seeker.name},`, '', cancelled, '', `Find other PGs: ${this.publicUrl}/search-list`, '', 'Nivaas']),
        action: { label: 'Find other PGs', url: `${this.publicUrl}/search-list` },
        attachments: [visitInvitation(visit, this.publicUrl, 'CANCEL')],
      },
      { manager },
    );
  }

  /**
   * An admin deleted the seeker's account: the owner of an open visit hears it is off, with the
   * calendar's cancellation, and keeps the visit in the leads inbox as history.
   */
  async seekerLeft(visit: Visit, manager: EntityManager): Promise<void> {
    const { owner, seeker } = visit;
    if (!owner || !seeker) return;
    const title = this.title(visit);
    const subject = `Visit cancelled: ${title}`;
    const cancelled = `${seeker.name}'s Nivaas account was closed, so their visit to "${title}" on ${visitWhen(visit.day, visit.slot)} is cancelled.`;
    await this.push.notify(owner.id, { title: subject, body: cancelled, url: LEADS_PATH, tag: `visit-${visit.id}` }, manager);
    if (!hasConfirmedEmail(owner)) return;
    await this.mail.send(
      {
        to: owner.email,
        subject,
        text: this.join([`Hello ${owner.name},`, '', cancelled, '', `${this.publicUrl}${LEADS_PATH}`, '', 'Nivaas']),
        action: { label: 'Open your leads', url: `${this.publicUrl}${LEADS_PATH}` },
        attachments: [visitInvitation(visit, this.publicUrl, 'CANCEL')],
      },
      { manager },
    );
  }

  private title(visit: Visit): string {
    return visit.property?.title ?? 'a listing';
  }

  private join(lines: string[]): string {
    return lines.join('\n').replace(/\n{3,}/g, '\n\n');
  }
}
