import { randomUUID } from 'node:crypto';
import { IsNull, type DataSource, type Repository } from 'typeorm';
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
import type { SmsService } from '../sms/sms.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { User } from '../user/user.entity';
import { EnquiryReply } from './enquiry-reply.entity';
import { Enquiry } from './enquiry.entity';
import { exportLeads, type LeadRow } from './leads-export';

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
  ) {
    this.enquiries = dataSource.getRepository(Enquiry);
  }

  async send(viewer: Viewer | null, propertyId: string, input: unknown, clientIp?: string): Promise<EnquiryReceipt> {
    const listing = await this.listings.get(null, propertyId);
    if (viewer?.id === listing.ownerId) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.ownListing);
    const values = parseInput(enquirySchema, input);
    const email = values.email.toLowerCase();
    await this.throttles.enquiryIp.hit(clientIp);
    await this.throttles.enquiryAccount.hit(email);
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
        message: values.message || ENQUIRY_DEFAULT_MESSAGE,
        status: 'new',
        readAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return { enquiry, alreadySent: false };
    }

    const receipt = await this.dataSource.transaction(async (manager) => {
      // One lock per listing and address: the repeat check and the insert happen as one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`enquiry:${propertyId}:${email}`]);
      const recent = await manager
        .getRepository(Enquiry)
        .createQueryBuilder('enquiry')
        .where('enquiry.propertyId = :propertyId AND enquiry.email = :email', { propertyId, email })
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
          message: values.message || ENQUIRY_DEFAULT_MESSAGE,
        }),
      );
      return { enquiry, alreadySent: false };
    });
    if (!receipt.alreadySent) await this.notify(receipt.enquiry, listing.title);
    return receipt;
  }

  /** The leads of the viewer's listings (admins: all), newest first, by status and listing. */
  async inbox(viewer: Viewer | null, filter: InboxFilter): Promise<Page<Enquiry>> {
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    const [items, total] = await this.inboxQuery(viewer, filter)
      .leftJoinAndSelect('enquiry.replies', 'reply')
      .addOrderBy('reply.createdAt', 'ASC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
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

  /** How many leads of the viewer's listings nobody has opened yet (for the menu). */
  async unreadCount(viewer: Viewer | null): Promise<number> {
    if (!viewer || (viewer.role !== 'owner' && viewer.role !== 'admin')) return 0;
    return this.enquiries.count({ where: { ownerId: viewer.id, readAt: IsNull() } });
  }

  /** The owner opens a lead (it stops counting as unread) or moves it to contacted / closed. */
  async update(viewer: Viewer | null, id: string, change: { status?: unknown; read?: boolean }): Promise<Enquiry> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const enquiry = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    if (reader.role !== 'admin' && enquiry.ownerId !== reader.id) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.notYours);
    if (change.status !== undefined && change.status !== null) enquiry.status = this.status(change.status);
    if (change.read && !enquiry.readAt) enquiry.readAt = new Date();
    return this.enquiries.save(enquiry);
  }

  /**
   * The owner (or an admin) answers a lead: the reply is kept with it, e-mailed to the seeker with
   * the owner's address to write back to, and the lead counts as read and, if new, contacted.
   */
  async reply(viewer: Viewer | null, id: string, input: unknown): Promise<Enquiry> {
    const author = requireRole(viewer, 'owner', 'admin');
    const { message } = parseInput(leadReplySchema, input);
    const enquiry = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    if (author.role !== 'admin' && enquiry.ownerId !== author.id) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.notYours);

    await this.dataSource.transaction(async (manager) => {
      await manager.insert(EnquiryReply, { enquiryId: enquiry.id, authorId: author.id, message });
      await manager.update(
        Enquiry,
        { id: enquiry.id },
        { readAt: enquiry.readAt ?? new Date(), status: enquiry.status === 'new' ? 'contacted' : enquiry.status },
      );
    });
    const writer = await this.dataSource.getRepository(User).findOneBy({ id: author.id });
    const title = enquiry.property?.title ?? 'your enquiry';
    await this.mail.send({
      to: enquiry.email,
      subject: `Reply about ${title}`,
      text: [
        `Hello ${enquiry.name},`,
        '',
        `${writer?.name ?? 'The owner'} replied to your enquiry about "${title}":`,
        '',
        message,
        '',
        // The mail API has no Reply-To yet: the owner's address is given to write back to.
        writer ? `Write back to ${writer.name} at ${writer.email}.` : '',
        `The listing: ${this.publicUrl}/property/${enquiry.propertyId}`,
        `Your enquiries: ${this.publicUrl}/my-enquiries`,
        '',
        'Nivaas',
      ].join('\n'),
      card: await this.cards.of(enquiry.propertyId),
      action: { label: 'Open My enquiries', url: `${this.publicUrl}/my-enquiries` },
    });
    return this.enquiries.findOneOrFail({
      where: { id: enquiry.id },
      relations: { property: true, replies: true },
      order: { replies: { createdAt: 'ASC' } },
    });
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
