import { In, type DataSource, type EntityManager } from 'typeorm';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { THREAD_MESSAGES } from '../../../../shared/domain/enquiries';
import { leadReplySchema } from '../../../../shared/validation/enquiry';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import { requireViewer, type Viewer } from '../auth/viewer';
import { markEnquiryOpened } from '../enquiry/enquiry-opened';
import { Enquiry } from '../enquiry/enquiry.entity';
import { Lead } from '../lead/lead.entity';
import { isRemoved } from '../property/listed';
import { Property } from '../property/property.entity';
import type { AccountThrottles } from '../throttle/account-throttles';
import { User } from '../user/user.entity';
import { VISIT_AWAITING_OWNER } from '../visit/visit.entity';
import type { ThreadEvents } from './thread-events';
import { ThreadMessage } from './thread-message.entity';
import type { ThreadNotices, ThreadParties } from './thread-notices';
import { Thread } from './thread.entity';
import { sideInThread, type ThreadSide } from './thread-side';
import { UNREAD_FROM_OWNER, UNREAD_FROM_SEEKER, unreadMessages } from './thread-unread';

/**
 * Whether the owner's messages reach anybody: a seeker's account, or the address typed in an
 * enquiry sent without one. A visit's or a phone number view's seeker who deleted their account
 * leaves its thread as history.
 */
function hasSomeoneToReach(lead: Pick<Lead, 'kind' | 'seekerId'>): boolean {
  return lead.seekerId !== null || lead.kind === 'enquiry';
}

/** A lead's thread as one of its two people sees it. */
export interface LeadThread {
  lead: Lead;
  thread: Thread;
  /** Oldest first. */
  messages: ThreadMessage[];
  /** The viewer's side. */
  side: ThreadSide;
  /** Messages from the other side the viewer has not read. */
  unread: number;
  /** The thread takes messages (takesMessages); otherwise it stays readable as history. */
  open: boolean;
}

/**
 * The conversation of every lead (an enquiry, a phone number view, a visit) between its seeker and
 * the listing's owner: only those two read and write it (an admin too only on their own listings;
 * others' messages reach admins only through a report). Plain text, limited in length and rate.
 * The other side is mailed (the owner also by SMS) for the first message they have not read, one
 * mail per burst; writing counts as reading. A message, its notice and its live event are stored
 * in one transaction (NOTIFY is delivered on commit).
 */
export class ThreadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: ThreadNotices,
    private readonly throttles: AccountThrottles,
    private readonly events: ThreadEvents,
  ) {}

  /** The thread of the lead `id`, for one of its two people; anybody else is refused. */
  async read(viewer: Viewer | null, id: string): Promise<LeadThread> {
    const reader = requireViewer(viewer);
    const lead = await this.leadOf(id);
    return this.load(lead, this.sideOf(reader, lead));
  }

  /** A message in the lead's thread from one of its two people, with its notice and live event (see the class). */
  async write(viewer: Viewer | null, id: string, input: unknown): Promise<LeadThread> {
    const writer = requireViewer(viewer);
    const { message } = parseInput(leadReplySchema, input);
    const lead = await this.leadOf(id);
    const side = this.sideOf(writer, lead);
    const listing = await this.dataSource.getRepository(Property).findOneBy({ id: lead.propertyId });
    // A removed listing's thread stays readable as history; nobody writes in it any more.
    if (!listing || isRemoved(listing)) throw new DomainError('CONFLICT', LISTING_REMOVED_TEXT.removed);
    if (!hasSomeoneToReach(lead)) throw new DomainError('CONFLICT', THREAD_MESSAGES.seekerGone);
    await this.throttles.threadMessageAccount.hit(writer.id);

    await this.dataSource.transaction(async (manager) => {
      // The thread's row, locked: two messages at once cannot both count as a burst's first.
      const thread = await manager.findOneOrFail(Thread, { where: { id: lead.id }, lock: { mode: 'pessimistic_write' } });
      const fromSeeker = side === 'seeker';
      const readerSeenAt = fromSeeker ? thread.ownerSeenAt : thread.seekerSeenAt;
      const [{ unread }] = await manager.query<Array<{ unread: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM thread_messages WHERE thread_id = $1 AND from_seeker = $2 AND created_at > coalesce($3::timestamptz, '-infinity')) AS unread`,
        [thread.id, fromSeeker, readerSeenAt],
      );
      // An enquiry's own message is the seeker's first in its thread: unread by an owner who has not opened it.
      const unreadEnquiry = fromSeeker && lead.kind === 'enquiry' && readerSeenAt === null;
      await manager.insert(ThreadMessage, { threadId: thread.id, authorId: writer.id, fromSeeker, message });
      await this.events.announce(manager, lead);
      await manager.update(Thread, { id: thread.id }, fromSeeker ? { seekerSeenAt: new Date() } : { ownerSeenAt: new Date() });
      if (!fromSeeker && lead.kind === 'enquiry') await markEnquiryOpened(manager, lead.id, { answered: true });
      // The first message of a burst the other side has not read is mailed (texted to an owner).
      if (!unread && !unreadEnquiry) {
        const parties = await this.partiesOf(lead, manager);
        if (fromSeeker) await this.notices.seekerWrote(parties, listing.title, message, manager);
        else await this.notices.ownerWrote(parties, writer.id, listing.title, message, manager);
      }
    });
    return this.load(lead, side);
  }

  /** The viewer has read the thread (an owner opening an enquiry's thread opens the enquiry too). */
  async markRead(viewer: Viewer | null, id: string): Promise<LeadThread> {
    const reader = requireViewer(viewer);
    const lead = await this.leadOf(id);
    const side = this.sideOf(reader, lead);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Thread, { id: lead.id }, side === 'seeker' ? { seekerSeenAt: new Date() } : { ownerSeenAt: new Date() });
      if (side === 'owner' && lead.kind === 'enquiry') await markEnquiryOpened(manager, lead.id);
    });
    return this.load(lead, side);
  }

  /** The threads of these leads the viewer is in, in the order asked (null for the others): four queries for a page. */
  async threadsOf(viewer: Viewer | null, ids: readonly string[]): Promise<Array<LeadThread | null>> {
    const wanted = viewer ? ids.filter(isUuid) : [];
    if (!viewer || !wanted.length) return ids.map(() => null);
    const inThread = (await this.dataSource.manager.findBy(Lead, { id: In(wanted) })).flatMap((lead) => {
      const side = sideInThread(viewer, lead);
      return side ? [{ lead, side }] : [];
    });
    const byId = new Map((await this.assemble(inThread)).map((thread) => [thread.lead.id, thread]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * How many leads of the viewer's listings wait for them (for the menu): an enquiry nobody has
   * opened, a visit request not yet answered, or a thread with a message from its seeker they
   * have not read; each lead counted once.
   */
  async waitingForOwner(viewer: Viewer | null): Promise<number> {
    if (!viewer || (viewer.role !== 'owner' && viewer.role !== 'admin')) return 0;
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM leads l
         JOIN threads t ON t.id = l.id
         LEFT JOIN enquiries e ON l.kind = 'enquiry' AND e.id = l.id
         LEFT JOIN visits v ON l.kind = 'visit' AND v.id = l.id
        WHERE l.owner_id = $1 AND (e.read_at IS NULL AND e.id IS NOT NULL OR ${VISIT_AWAITING_OWNER} OR ${UNREAD_FROM_SEEKER})`,
      [viewer.id],
    );
    return count;
  }

  /** How many of the signed-in seeker's leads have a message from the owner they have not read. */
  async unreadForSeeker(viewer: Viewer | null): Promise<number> {
    if (!viewer) return 0;
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM leads l JOIN threads t ON t.id = l.id WHERE l.seeker_id = $1 AND ${UNREAD_FROM_OWNER}`,
      [viewer.id],
    );
    return count;
  }

  private async leadOf(id: string): Promise<Lead> {
    const lead = isUuid(id) ? await this.dataSource.manager.findOneBy(Lead, { id }) : null;
    if (!lead) throw new NotFoundError(THREAD_MESSAGES.notFound);
    return lead;
  }

  /** Which side of the thread the viewer is on; anybody else (an admin too) is refused. */
  sideOf(viewer: Viewer, lead: Pick<Lead, 'ownerId' | 'seekerId'>): ThreadSide {
    const side = sideInThread(viewer, lead);
    if (!side) throw new DomainError('FORBIDDEN', THREAD_MESSAGES.notInThread);
    return side;
  }

  private async load(lead: Lead, side: ThreadSide): Promise<LeadThread> {
    const [thread] = await this.assemble([{ lead, side }]);
    return thread;
  }

  /** Each lead's thread with its messages (oldest first), as the viewer on `side` sees it. */
  private async assemble(leads: ReadonlyArray<{ lead: Lead; side: ThreadSide }>): Promise<LeadThread[]> {
    if (!leads.length) return [];
    const manager = this.dataSource.manager;
    const ids = leads.map(({ lead }) => lead.id);
    const [threads, messages, listed] = await Promise.all([
      manager.findBy(Thread, { id: In(ids) }),
      manager.find(ThreadMessage, { where: { threadId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.listedOf(leads.map(({ lead }) => lead.propertyId)),
    ]);
    return leads.flatMap(({ lead, side }) => {
      const thread = threads.find((candidate) => candidate.id === lead.id);
      if (!thread) return [];
      const own = messages.filter((message) => message.threadId === lead.id);
      const open = listed.has(lead.propertyId) && hasSomeoneToReach(lead);
      return [{ lead, thread, messages: own, side, unread: unreadMessages(thread, own, side), open }];
    });
  }

  /** Which of these listings are still listed (not removed). */
  private async listedOf(propertyIds: string[]): Promise<Set<string>> {
    if (!propertyIds.length) return new Set();
    const rows = await this.dataSource
      .getRepository(Property)
      .find({ where: { id: In([...new Set(propertyIds)]) }, select: { id: true, removedAt: true } });
    return new Set(rows.filter((row) => !isRemoved(row)).map((row) => row.id));
  }

  /** Who is in the thread and how the seeker is addressed: an enquiry's name and address as typed, otherwise the account's. */
  private async partiesOf(lead: Lead, manager: EntityManager): Promise<ThreadParties> {
    const parties = { id: lead.id, kind: lead.kind, propertyId: lead.propertyId, ownerId: lead.ownerId, seekerId: lead.seekerId };
    if (lead.kind === 'enquiry') {
      const enquiry = await manager.findOneByOrFail(Enquiry, { id: lead.id });
      return { ...parties, seekerName: enquiry.name, seekerEmail: enquiry.email };
    }
    const seeker = lead.seekerId ? await manager.findOneBy(User, { id: lead.seekerId }) : null;
    return { ...parties, seekerName: seeker?.name ?? 'A former member', seekerEmail: seeker?.email ?? null };
  }
}
