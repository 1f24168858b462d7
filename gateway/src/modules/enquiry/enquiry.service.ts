import { randomUUID } from 'node:crypto';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import {
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
import type { PropertyQueries } from '../property/property-queries';
import { isRemoved } from '../property/listed';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import type { AccountThrottles } from '../throttle/account-throttles';
import { User } from '../user/user.entity';
import { EnquiryReply } from './enquiry-reply.entity';
import type { EnquiryNotices } from './enquiry-notices';
import { Enquiry } from './enquiry.entity';
import { exportLeads, type LeadRow } from './leads-export';
import type { ThreadEvents } from './thread-events';
import { UNREAD_FROM_OWNER, UNREAD_FROM_SEEKER } from './thread-unread';

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
          seekerSeenAt: new Date(),
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
   * contacted. Writing counts as reading the thread. The message and its notice are stored in one
   * transaction; the thread's live event is announced in it too (NOTIFY is delivered on commit).
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

    const enquiry = await this.dataSource.transaction(async (manager) => {
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
      // The first message of a burst the other side has not read is mailed (texted to an owner).
      if (!unread) {
        const title = found.property?.title ?? 'your enquiry';
        if (fromSeeker) await this.notices.seekerWrote(enquiry, title, message, manager);
        else await this.notices.ownerWrote(enquiry, writer.id, title, message, manager);
      }
      return enquiry;
    });
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
}
