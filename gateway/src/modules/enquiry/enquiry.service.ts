import { randomUUID } from 'node:crypto';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import {
  ENQUIRY_DEFAULT_MESSAGE,
  ENQUIRY_MESSAGES,
  ENQUIRY_REPEAT_HOURS,
  LEAD_STATUSES,
  type LeadStatus,
} from '../../../../shared/domain/enquiries';
import { enquirySchema } from '../../../../shared/validation/enquiry';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import type { Honeypot } from '../../common/honeypot';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import { requireRole, requireViewer, type Viewer } from '../auth/viewer';
import type { PropertyQueries } from '../property/property-queries';
import type { AccountThrottles } from '../throttle/account-throttles';
import { User } from '../user/user.entity';
import type { EnquiryNotices } from './enquiry-notices';
import { Enquiry } from './enquiry.entity';
import { exportLeads, type LeadRow } from './leads-export';
import { Thread } from '../thread/thread.entity';
import type { ThreadService } from '../thread/thread.service';

export interface EnquiryReceipt {
  enquiry: Enquiry;
  /**
   * True when the same address had already enquired about this listing within 24 hours: no new lead.
   * That earlier lead was stored with its notices (one transaction), so they were sent then.
   */
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
 * seeker a confirmation, in the transaction that stores the lead (EnquiryNotices). The same
 * address enquiring about the same listing again within 24 hours makes no second lead, checked
 * under a lock so that two clicks at once cannot make two.
 */
export class EnquiryService {
  private readonly enquiries: Repository<Enquiry>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
    private readonly notices: EnquiryNotices,
    private readonly throttles: AccountThrottles,
    private readonly honeypot: Honeypot,
    private readonly threads: ThreadService,
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

    return this.dataSource.transaction(async (manager): Promise<EnquiryReceipt> => {
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
        }),
      );
      // Its notices in the same transaction: a lead is kept with them or not at all (issue 33).
      await this.notices.enquirySent(enquiry, listing.title, manager);
      return { enquiry, alreadySent: false };
    });
  }

  /** Whether `phone` is the signed-in sender's verified number now (stored with the enquiry as a fact of its sending). */
  private async isVerifiedNumberOf(viewer: Viewer | null, phone: string): Promise<boolean> {
    if (!viewer) return false;
    return this.dataSource.getRepository(User).existsBy({ id: viewer.id, contactNumber: phone, phoneVerifiedAt: Not(IsNull()) });
  }

  /**
   * The enquiries of the viewer's listings (admins: all), newest first, by status and listing. Their
   * threads are read apart (ThreadService), for their two people only: an admin sees the messages
   * on their own listings' leads, and on others' only through a report (ReportModerationService).
   */
  async inbox(viewer: Viewer | null, filter: InboxFilter): Promise<Page<Enquiry>> {
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    const [items, total] = await this.inboxQuery(viewer, filter).skip(offsetOf(paging)).take(paging.limit).getManyAndCount();
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

  /** The owner opens a lead (it stops counting as unread) or moves it to contacted / closed. */
  async update(viewer: Viewer | null, id: string, change: { status?: unknown; read?: boolean }): Promise<Enquiry> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const enquiry = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    if (reader.role !== 'admin' && enquiry.ownerId !== reader.id) throw new DomainError('FORBIDDEN', ENQUIRY_MESSAGES.notYours);
    if (change.status !== undefined && change.status !== null) enquiry.status = this.status(change.status);
    if (change.read) enquiry.readAt ??= new Date();
    // The owner opening a lead reads its thread too (an admin opening another owner's is not in it).
    if (!change.read || enquiry.ownerId !== reader.id) return this.enquiries.save(enquiry);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(Thread, { id: enquiry.id }, { ownerSeenAt: new Date() });
      return manager.save(enquiry);
    });
  }

  /** A message in an enquiry's thread (ThreadService.write), from its seeker or its listing's owner. */
  async write(viewer: Viewer | null, id: string, input: unknown): Promise<Enquiry> {
    await this.threads.write(viewer, (await this.get(id)).id, input);
    return this.get(id);
  }

  /** The viewer has read the enquiry's thread (ThreadService.markRead). */
  async markRead(viewer: Viewer | null, id: string): Promise<Enquiry> {
    await this.threads.markRead(viewer, (await this.get(id)).id);
    return this.get(id);
  }

  /** One enquiry, for its seeker or its owner (the two in its thread); anybody else is refused. */
  async threadFor(viewer: Viewer | null, id: string): Promise<Enquiry> {
    const enquiry = await this.get(id);
    this.threads.sideOf(requireViewer(viewer), enquiry);
    return enquiry;
  }

  private async get(id: string): Promise<Enquiry> {
    const enquiry = isUuid(id) ? await this.enquiries.findOne({ where: { id }, relations: { property: true } }) : null;
    if (!enquiry) throw new NotFoundError(ENQUIRY_MESSAGES.notFound);
    return enquiry;
  }

  /** What a signed-in seeker has sent, newest first. */
  async sentBy(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Enquiry>> {
    const seeker = requireViewer(viewer);
    const paging = parsePagination(pagination);
    const [items, total] = await this.enquiries.findAndCount({
      where: { seekerId: seeker.id },
      relations: { property: true },
      order: { createdAt: 'DESC', id: 'DESC' },
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
}
