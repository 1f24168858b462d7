import { randomUUID } from 'node:crypto';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import {
  CUSTOMER_TYPE_LABELS,
  ENQUIRY_DEFAULT_MESSAGE,
  ENQUIRY_MESSAGES,
  ENQUIRY_REPEAT_HOURS,
  LEAD_STATUSES,
  type LeadStatus,
} from '../../../../shared/domain/enquiries';
import { enquirySchema, leadReplySchema } from '../../../../shared/validation/enquiry';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import type { Honeypot } from '../../common/honeypot';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import { requireRole, requireViewer, type Viewer } from '../auth/viewer';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import type { PropertyQueries } from '../property/property-queries';
import { isRemoved } from '../property/listed';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import type { SmsService } from '../sms/sms.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { hasConfirmedEmail } from '../user/has-email';
import { User } from '../user/user.entity';
import { EnquiryReply } from './enquiry-reply.entity';
import { Enquiry } from './enquiry.entity';
import { exportLeads, type LeadRow } from './leads-export';
import type { ThreadEvents } from './thread-events';

/** SQL: the enquiry `e` has a message from the owner's side its seeker has not read. */
const UNREAD_FROM_OWNER = `EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND NOT r.from_seeker AND r.created_at > coalesce(e.seeker_seen_at, '-infinity'))`;

/** SQL: the enquiry `e` has a message from its seeker its owner has not read (the enquiry itself counts as read once opened). */
const UNREAD_FROM_SEEKER = `EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.from_seeker AND r.created_at > coalesce(e.owner_seen_at, '-infinity'))`;

export interface EnquiryReceipt {
  enquiry: Enquiry;
  /** True when the same address had already enquired about this listing within 24 hours: no new lead. */
  alreadySent: boolean;
}

export interface InboxFilter {
  status?: unknown;
  propertyId?: unknown;
  page?: unknown;
  limit?: unknown;
}

/**
 * Enquiries from seekers (signed in or not) to the owners of listings. Each is a lead in the
 * owner's inbox (admins see every inbox); the owner is e-mailed the seeker's details and the
 * seeker a confirmation. The same address enquiring about the same listing again within 24 hours
 * makes no second lead, checked under a lock so that two clicks at once cannot make two.
 */
export class EnquiryService {
  private readonly enquiries: Repository<Enquiry>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly throttles: AccountThrottles,
    private readonly publicUrl: string,
    private readonly honeypot: Honeypot,
    private readonly cards: ListingMailCards,
    private readonly threadEvents: ThreadEvents,
  ) {
    this.enquiries = dataSource.getRepository(Enquiry);
  }

  async send(viewer: Viewer | null, propertyId: string, input: unknown, clientIp?: string): Promise<EnquiryReceipt> {
    const listing = await this.listings.getTakingEnquiries(propertyId);
    if (viewer?.id === listing.ownerId) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.ownListing);
    const values = parseInput(enquirySchema, input);
    const email = values.email.toLowerCase();
    await this.throttles.enquiryIp.hit(clientIp);
    await this.throttles.enquiryAccount.hit(email);
    // A signed-in seeker is counted by account too, so typing other addresses gets no more enquiries.
    if (viewer) await this.throttles.enquiryAccount.hit(viewer.id);
    const phoneVerified = await this.isVerifiedNumberOf(viewer, values.phone);
    // A bot that filled the hidden field gets the answer of a sent enquiry, which was never stored.
    if (this.honeypot.caught('enquiry', values, clientIp)) {
      const now = new Date();
      const { website: _bot, acceptTerms: _terms, ...fields } = values;
      const enquiry = this.enquiries.create({
        ...fields,
        id: randomUUID(),
        propertyId,
        ownerId: listing.ownerId,
        seekerId: viewer?.id ?? null,
        email,
        phoneVerified,
        message: values.message || ENQUIRY_DEFAULT_MESSAGE,
        status: 'new',
        readAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return { enquiry, alreadySent: false };
    }

    const receipt = await this.dataSource.transaction(async (manager) => {
      // One lock per listing and address (then account): the repeat check and the insert happen as one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`enquiry:${propertyId}:${email}`]);
      if (viewer) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`enquiry:${propertyId}:${viewer.id}`]);
      // A signed-in seeker's repeat is theirs whatever address they typed this time.
      const sender = viewer ? '(enquiry.email = :email OR enquiry.seekerId = :seekerId)' : 'enquiry.email = :email';
      const recent = await manager
        .getRepository(Enquiry)
        .createQueryBuilder('enquiry')
        .where(`enquiry.propertyId = :propertyId AND ${sender}`, { propertyId, email, seekerId: viewer?.id })
        .andWhere(`enquiry.createdAt > now() - make_interval(hours => :hours)`, { hours: ENQUIRY_REPEAT_HOURS })
        .getOne();
      if (recent) return { enquiry: recent, alreadySent: true };
      const enquiry = await manager.save(
        manager.create(Enquiry, {
          propertyId,
          ownerId: listing.ownerId,
          seekerId: viewer?.id ?? null,
          customerType: values.customerType,
          name: values.name,
          email,
          city: values.city,
          phone: values.phone,
          phoneVerified,
          message: values.message || ENQUIRY_DEFAULT_MESSAGE,
          seekerSeenAt: new Date(),
        }),
      );
      return { enquiry, alreadySent: false };
    });
    if (!receipt.alreadySent) await this.notify(receipt.enquiry, listing.title);
    return receipt;
  }

  /** Whether `phone` is the signed-in sender's verified number now (stored with the enquiry as a fact of its sending). */
  private async isVerifiedNumberOf(viewer: Viewer | null, phone: string): Promise<boolean> {
    if (!viewer) return false;
    return this.dataSource.getRepository(User).existsBy({ id: viewer.id, contactNumber: phone, phoneVerifiedAt: Not(IsNull()) });
  }

  /**
   * The leads of the viewer's listings (admins: all), newest first, by status and listing. A
   * thread's messages are for its two people only: an admin sees them on their own listings'
   * leads, and on others' only through a report of a message (ReportModerationService).
   */
  async inbox(viewer: Viewer | null, filter: InboxFilter): Promise<Page<Enquiry>> {
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    const [items, total] = await this.inboxQuery(viewer, filter)
      .leftJoinAndSelect('enquiry.replies', 'reply')
      .addOrderBy('reply.createdAt', 'ASC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    for (const enquiry of items) if (enquiry.ownerId !== viewer?.id) enquiry.replies = [];
    return pageOf(items, total, paging);
  }

  /** Every lead of the viewer's listings (admins: all), of every kind, filtered like the inbox, for the CSV export. */
  exportAll(viewer: Viewer | null, filter: Pick<InboxFilter, 'status' | 'propertyId'>): Promise<LeadRow[]> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const status = filter.status ? this.status(filter.status) : null;
    const propertyId = filter.propertyId ? (isUuid(String(filter.propertyId)) ? String(filter.propertyId) : null) : undefined;
    return exportLeads(this.dataSource, { ownerId: reader.role === 'admin' ? null : reader.id, status, propertyId });
  }

  /** The viewer's leads (admins: all), by status and listing, newest first. */
  private inboxQuery(viewer: Viewer | null, filter: Pick<InboxFilter, 'status' | 'propertyId'>) {
    const reader = requireRole(viewer, 'owner', 'admin');
    const query = this.enquiries.createQueryBuilder('enquiry').leftJoinAndSelect('enquiry.property', 'property');
    if (reader.role !== 'admin') query.andWhere('enquiry.ownerId = :ownerId', { ownerId: reader.id });
    if (filter.status) query.andWhere('enquiry.status = :status', { status: this.status(filter.status) });
    if (filter.propertyId)
      query.andWhere('enquiry.propertyId = :propertyId', { propertyId: isUuid(String(filter.propertyId)) ? filter.propertyId : null });
    return query.orderBy('enquiry.createdAt', 'DESC').addOrderBy('enquiry.id', 'DESC');
  }

  /** How many leads of the viewer's listings wait for them: not opened yet, or with a message from the seeker not read (for the menu). */
  async unreadCount(viewer: Viewer | null): Promise<number> {
    if (!viewer || (viewer.role !== 'owner' && viewer.role !== 'admin')) return 0;
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM enquiries e WHERE e.owner_id = $1 AND (e.read_at IS NULL OR ${UNREAD_FROM_SEEKER})`,
      [viewer.id],
    );
    return count;
  }

  /** The owner opens a lead (it stops counting as unread) or moves it to contacted / closed. */
  async update(viewer: Viewer | null, id: string, change: { status?: unknown; read?: boolean }): Promise<Enquiry> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const enquiry = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    if (reader.role !== 'admin' && enquiry.ownerId !== reader.id) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.notYours);
    if (change.status !== undefined && change.status !== null) enquiry.status = this.status(change.status);
    if (change.read) {
      enquiry.readAt ??= new Date();
      enquiry.ownerSeenAt = new Date();
    }
    return this.enquiries.save(enquiry);
  }

  /**
   * A message in an enquiry's thread, from the listing's owner or from the seeker who sent it
   * signed in. The other side is mailed (the owner also by SMS) only for the first message they
   * have not read yet, one mail per burst; an owner's message makes the lead read and, if new,
   * contacted. Writing counts as reading the thread.
   */
  async write(viewer: Viewer | null, id: string, input: unknown): Promise<Enquiry> {
    const writer = requireViewer(viewer);
    const { message } = parseInput(leadReplySchema, input);
    const found = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!found) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    const side = this.sideOf(writer, found);
    // A removed listing's thread stays readable as history; nobody writes in it any more.
    if (found.property && isRemoved(found.property)) throw new DomainError('CONFLICT', LISTING_REMOVED_TEXT.removed);
    await this.throttles.threadMessageAccount.hit(writer.id);

    const { enquiry, firstOfBurst } = await this.dataSource.transaction(async (manager) => {
      // The thread's row, locked: two messages at once cannot both count as a burst's first.
      const enquiry = await manager.findOneOrFail(Enquiry, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      const fromSeeker = side === 'seeker';
      const readerSeenAt = fromSeeker ? enquiry.ownerSeenAt : enquiry.seekerSeenAt;
      const [{ unread }] = await manager.query<Array<{ unread: boolean }>>(
        `SELECT ($3::timestamptz IS NULL AND $2) OR EXISTS (
           SELECT 1 FROM enquiry_replies WHERE enquiry_id = $1 AND from_seeker = $2 AND created_at > coalesce($3, '-infinity')
         ) AS unread`,
        [enquiry.id, fromSeeker, readerSeenAt],
      );
      await manager.insert(EnquiryReply, { enquiryId: enquiry.id, authorId: writer.id, fromSeeker, message });
      await this.threadEvents.announce(manager, enquiry);
      const now = new Date();
      await manager.update(
        Enquiry,
        { id: enquiry.id },
        fromSeeker
          ? { seekerSeenAt: now }
          : { ownerSeenAt: now, readAt: enquiry.readAt ?? now, status: enquiry.status === 'new' ? 'contacted' : enquiry.status },
      );
      return { enquiry, firstOfBurst: !unread };
    });
    if (firstOfBurst) {
      const title = found.property?.title ?? 'your enquiry';
      if (side === 'owner') await this.mailSeeker(enquiry, writer.id, title, message);
      else await this.notifyOwner(enquiry, title, message);
    }
    return this.withThread(enquiry.id);
  }

  /** The viewer has read the thread (the owner: the lead is read too). */
  async markRead(viewer: Viewer | null, id: string): Promise<Enquiry> {
    const reader = requireViewer(viewer);
    const enquiry = isUuid(id) ? await this.enquiries.findOneBy({ id }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    const now = new Date();
    await this.enquiries.update(
      { id: enquiry.id },
      this.sideOf(reader, enquiry) === 'seeker' ? { seekerSeenAt: now } : { ownerSeenAt: now, readAt: enquiry.readAt ?? now },
    );
    return this.withThread(enquiry.id);
  }

  /** How many of the signed-in seeker's enquiries have a message from the owner they have not read. */
  async unreadForSeeker(viewer: Viewer | null): Promise<number> {
    if (!viewer) return 0;
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM enquiries e WHERE e.seeker_id = $1 AND ${UNREAD_FROM_OWNER}`,
      [viewer.id],
    );
    return count;
  }

  /** One enquiry with its thread, for its seeker or its owner; anybody else is refused. */
  async threadFor(viewer: Viewer | null, id: string): Promise<Enquiry> {
    const reader = requireViewer(viewer);
    const enquiry = await this.withThread(id);
    this.sideOf(reader, enquiry);
    return enquiry;
  }

  /** Which side of the thread the viewer writes for; anybody else (an admin too) is refused. */
  private sideOf(viewer: Viewer, enquiry: Enquiry): 'owner' | 'seeker' {
    if (enquiry.ownerId === viewer.id) return 'owner';
    if (enquiry.seekerId !== null && enquiry.seekerId === viewer.id) return 'seeker';
    throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.notInThread);
  }

  private withThread(id: string): Promise<Enquiry> {
    return this.enquiries.findOneOrFail({
      where: { id },
      relations: { property: true, replies: true },
      order: { replies: { createdAt: 'ASC' } },
    });
  }

  /**
   * The owner's message to the seeker: a seeker with an account answers in Nivaas and is mailed at
   * the account's address once it is confirmed (not before); one without an account is mailed at
   * the address typed in the enquiry, with the owner's address to write back to, and told that
   * signing in or registering with that address brings the enquiry into My enquiries.
   */
  private async mailSeeker(enquiry: Enquiry, writerId: string, title: string, message: string): Promise<void> {
    const users = this.dataSource.getRepository(User);
    let to = enquiry.email;
    if (enquiry.seekerId) {
      const seeker = await users.findOneBy({ id: enquiry.seekerId });
      if (!seeker || !hasConfirmedEmail(seeker)) return;
      to = seeker.email;
    }
    const writer = await users.findOneBy({ id: writerId });
    const myEnquiries = `${this.publicUrl}/my-enquiries`;
    await this.mail.send({
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
      card: await this.cards.of(enquiry.propertyId),
      action: {
        label: enquiry.seekerId ? 'Answer in My enquiries' : 'View the listing',
        url: enquiry.seekerId ? myEnquiries : `${this.publicUrl}/property/${enquiry.propertyId}`,
      },
    });
  }

  /** The seeker's message to the owner, by mail and (when the owner's number is known) SMS. */
  private async notifyOwner(enquiry: Enquiry, title: string, message: string): Promise<void> {
    const owner = await this.dataSource.getRepository(User).findOneBy({ id: enquiry.ownerId });
    if (!owner) return;
    const leadUrl = `${this.publicUrl}/my-leads`;
    // An owner without a confirmed e-mail (or none: signs in with the mobile number) gets the text only.
    if (hasConfirmedEmail(owner))
      await this.mail.send({
        to: owner.email,
        subject: `New message from ${enquiry.name} about ${title}`,
        text: `Hello ${owner.name},\n\n${enquiry.name} wrote about "${title}":\n\n${message}\n\nAnswer from your leads: ${leadUrl}\n\nNivaas`,
        card: await this.cards.of(enquiry.propertyId),
        action: { label: 'Answer from your leads', url: leadUrl },
      });
    if (owner.contactNumber)
      await this.sms.send({ to: owner.contactNumber, text: `Nivaas: ${enquiry.name} wrote about ${title}. Answer at ${leadUrl}` });
  }

  /** What a signed-in seeker has sent, newest first. */
  async sentBy(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Enquiry>> {
    const seeker = requireViewer(viewer);
    const paging = parsePagination(pagination);
    const [items, total] = await this.enquiries.findAndCount({
      where: { seekerId: seeker.id },
      relations: { property: true, replies: true },
      order: { createdAt: 'DESC', id: 'DESC', replies: { createdAt: 'ASC' } },
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }

  private status(value: unknown): LeadStatus {
    const status = LEAD_STATUSES.find((candidate) => candidate === value);
    if (!status) throw new DomainError('BAD_USER_INPUT', `status must be one of ${LEAD_STATUSES.join(', ')}`, 'status');
    return status;
  }

  private async notify(enquiry: Enquiry, listingTitle: string): Promise<void> {
    const owner = await this.dataSource.getRepository(User).findOneBy({ id: enquiry.ownerId });
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
    const card = await this.cards.of(enquiry.propertyId);
    if (owner) {
      // Lead mail goes to a confirmed address only; the text below goes anyway.
      if (hasConfirmedEmail(owner))
        await this.mail.send({
          to: owner.email,
          subject: `New enquiry for ${listingTitle}`,
          text: `Hello ${owner.name},\n\n${enquiry.name} is interested in "${listingTitle}".\n\n${details}\n\nSee all your leads: ${leadUrl}\n\nNivaas`,
          card,
          action: { label: 'Reply from your leads', url: leadUrl },
        });
      // 'Send email & SMS': the owner also gets a text when their number is known.
      if (owner.contactNumber) {
        await this.sms.send({
          to: owner.contactNumber,
          text: `Nivaas: new enquiry for ${listingTitle} from ${enquiry.name}, ${enquiry.phone}. See ${leadUrl}`,
        });
      }
    }
    await this.mail.send({
      to: enquiry.email,
      subject: `Your enquiry about ${listingTitle}`,
      text: `Hello ${enquiry.name},\n\nYour enquiry was sent to the owner of "${listingTitle}". They will contact you at ${enquiry.email} or ${enquiry.phone}.\n\nThe listing: ${listingUrl}\n\nNivaas`,
      card,
      action: { label: 'View the listing', url: listingUrl },
    });
  }
}
