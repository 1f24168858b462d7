import { type DataSource, type EntityManager, type Repository } from 'typeorm';
import {
  OPEN_VISIT_STATUSES,
  VISIT_ACTION_DONE,
  VISIT_ACTIONS,
  VISIT_MESSAGES,
  VISIT_STATUS_LABELS,
  VISIT_STATUSES,
  visitTimes,
  type VisitAction,
  type VisitSide,
  type VisitStatus,
} from '../../../../shared/domain/visits';
import { visitProposalSchema, visitRequestSchema } from '../../../../shared/validation/visit';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import { requireRole, requireViewer, type Viewer } from '../auth/viewer';
import type { ListingMailCards } from '../mail/listing-card';
import type { MailService } from '../mail/mail.service';
import type { PropertyQueries } from '../property/property-queries';
import type { PushService } from '../push/push.service';
import type { SmsService } from '../sms/sms.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { VisitMails } from './visit-mails';
import { Visit } from './visit.entity';
import { notRemovedSql } from '../property/listed';

export interface VisitFilter {
  status?: unknown;
  propertyId?: unknown;
  page?: unknown;
  limit?: unknown;
}

/** A visit is over once its slot has ended: nobody can change it then. */
export const isVisitOver = (visit: Pick<Visit, 'endsAt'>, now = new Date()) => visit.endsAt.getTime() <= now.getTime();

/**
 * 'Book a visit': a signed-in seeker asks to see a listing on a day (today in Kolkata to 13 days
 * ahead) in a time slot; the listing's owner (or an admin) confirms, proposes another time or
 * declines; the seeker accepts a proposed time; either side cancels. Every change is e-mailed to
 * the other side in its own transaction, confirmed visits with a calendar invitation; the owner
 * also gets an SMS for a new request.
 */
export class VisitService {
  private readonly visits: Repository<Visit>;
  private readonly mails: VisitMails;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
    mail: MailService,
    sms: SmsService,
    push: PushService,
    private readonly throttles: AccountThrottles,
    publicUrl: string,
    cards: ListingMailCards,
  ) {
    this.visits = dataSource.getRepository(Visit);
    this.mails = new VisitMails(mail, sms, push, publicUrl, cards);
  }

  async request(viewer: Viewer | null, propertyId: string, input: unknown, clientIp?: string): Promise<Visit> {
    const seeker = requireViewer(viewer);
    const listing = await this.listings.getTakingEnquiries(propertyId);
    if (listing.ownerId === seeker.id) throw new DomainError('FORBIDDEN', VISIT_MESSAGES.ownListing);
    const values = parseInput(visitRequestSchema, input);
    await this.throttles.visitIp.hit(clientIp);
    await this.throttles.visitAccount.hit(seeker.id);

    const id = await this.dataSource.transaction(async (manager) => {
      // One lock per seeker and listing: the one-open-visit check and the insert happen as one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`visit:${seeker.id}:${listing.id}`]);
      const open = await manager
        .getRepository(Visit)
        .createQueryBuilder('visit')
        .where('visit.seekerId = :seekerId AND visit.propertyId = :propertyId', { seekerId: seeker.id, propertyId: listing.id })
        .andWhere('visit.status IN (:...open) AND visit.endsAt > now()', { open: OPEN_VISIT_STATUSES })
        .getExists();
      if (open) throw new DomainError('CONFLICT', VISIT_MESSAGES.alreadyOpen);
      const saved = await manager.save(
        manager.create(Visit, {
          propertyId: listing.id,
          ownerId: listing.ownerId,
          seekerId: seeker.id,
          day: values.day,
          slot: values.slot,
          ...visitTimes(values.day, values.slot),
          note: values.note,
        }),
      );
      const visit = await this.load(manager, saved.id);
      await this.mails.requested(visit, manager);
      return visit.id;
    });
    return this.get(id);
  }

  /** One step of a visit's life, by the side the rules allow (see VISIT_ACTIONS). */
  async act(viewer: Viewer | null, id: string, action: VisitAction, input: unknown = {}): Promise<Visit> {
    const actor = requireViewer(viewer);
    const rule = VISIT_ACTIONS[action];
    if (!rule) throw new DomainError('BAD_USER_INPUT', `action must be one of ${Object.keys(VISIT_ACTIONS).join(', ')}`, 'action');
    const proposal = action === 'propose' ? parseInput(visitProposalSchema, input) : null;

    await this.dataSource.transaction(async (manager) => {
      // Locked: two changes at once (the owner confirms while the seeker cancels) happen one after the other.
      const locked = isUuid(id) ? await manager.getRepository(Visit).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!locked) throw new NotFoundError(VISIT_MESSAGES.notFound);
      const side = this.sideOf(actor, locked);
      if (!side) throw new DomainError('FORBIDDEN', VISIT_MESSAGES.notYours);
      if (rule.by !== 'either' && rule.by !== side)
        throw new DomainError('FORBIDDEN', rule.by === 'owner' ? VISIT_MESSAGES.ownerOnly : VISIT_MESSAGES.seekerOnly);
      if (isVisitOver(locked)) throw new DomainError('BAD_USER_INPUT', VISIT_MESSAGES.over, 'id');
      if (!(rule.from as readonly VisitStatus[]).includes(locked.status)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          VISIT_MESSAGES.notAllowed(VISIT_ACTION_DONE[action], VISIT_STATUS_LABELS[locked.status]),
          'action',
        );
      }
      const change: Partial<Visit> = { status: rule.to, cancelledBy: action === 'cancel' ? side : null };
      if (proposal) Object.assign(change, { day: proposal.day, slot: proposal.slot, ...visitTimes(proposal.day, proposal.slot) });
      await manager.update(Visit, { id: locked.id }, change);
      await this.mails.changed(await this.load(manager, locked.id), action, side, manager);
    });
    return this.get(id);
  }

  /** Visits to the viewer's listings (admins: all), newest first, by status and listing. */
  async forOwner(viewer: Viewer | null, filter: VisitFilter): Promise<Page<Visit>> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    const query = this.withPeople(this.visits.createQueryBuilder('visit'));
    if (reader.role !== 'admin') query.andWhere('visit.ownerId = :ownerId', { ownerId: reader.id });
    if (filter.status) query.andWhere('visit.status = :status', { status: this.status(filter.status) });
    if (filter.propertyId)
      query.andWhere('visit.propertyId = :propertyId', { propertyId: isUuid(String(filter.propertyId)) ? filter.propertyId : null });
    const [items, total] = await query
      .orderBy('visit.createdAt', 'DESC')
      .addOrderBy('visit.id', 'DESC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    return pageOf(items, total, paging);
  }

  /** The visits a signed-in seeker booked, newest first. */
  async mine(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Visit>> {
    const seeker = requireViewer(viewer);
    const paging = parsePagination(pagination);
    const [items, total] = await this.withPeople(this.visits.createQueryBuilder('visit'))
      .where('visit.seekerId = :seekerId', { seekerId: seeker.id })
      .orderBy('visit.createdAt', 'DESC')
      .addOrderBy('visit.id', 'DESC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    return pageOf(items, total, paging);
  }

  /**
   * How many open visits (not yet over) each listing has, for its owner's delete dialog: a count
   * for the viewer's own listings (admins: any listing), null for anyone else's or an unknown id.
   */
  async openCountsOf(viewer: Viewer | null, propertyIds: readonly string[]): Promise<Array<number | null>> {
    const ids = propertyIds.filter(isUuid);
    if (!viewer || ids.length === 0) return propertyIds.map(() => null);
    const rows: Array<{ id: string; count: number }> = await this.dataSource.query(
      `SELECT property.id, count(visit.id)::int AS count
         FROM properties property
         LEFT JOIN visits visit
           ON visit.property_id = property.id AND visit.status = ANY($2) AND visit.ends_at > now()
        WHERE property.id = ANY($1::uuid[]) AND ($3::uuid IS NULL OR property.owner_id = $3) AND ${notRemovedSql('property')}
        GROUP BY property.id`,
      [ids, OPEN_VISIT_STATUSES, viewer.role === 'admin' ? null : viewer.id],
    );
    const counts = new Map(rows.map((row) => [row.id, row.count]));
    return propertyIds.map((id) => counts.get(id) ?? null);
  }

  /**
   * A listing is being deleted, in `manager`'s transaction: its open visits are cancelled on the
   * owner's side and each seeker is told by mail (in the same transaction: no visit dropped
   * silently, no mail for a delete that did not happen). Returns how many were cancelled.
   */
  async cancelForRemovedListing(propertyId: string, manager: EntityManager): Promise<number> {
    return this.cancelOpen(manager, 'visit.propertyId = :id', propertyId, 'owner');
  }

  /**
   * An admin is deleting a seeker's account, in `manager`'s transaction: their open visits are
   * cancelled on the seeker's side and each owner is told by mail. The visits stay in the owners'
   * leads, their seeker gone with the account. Returns how many were cancelled.
   */
  async cancelForDeletedSeeker(seekerId: string, manager: EntityManager): Promise<number> {
    return this.cancelOpen(manager, 'visit.seekerId = :id', seekerId, 'seeker');
  }

  /** Cancels the open visits matching `condition` on `side`'s behalf; the other side is told. */
  private async cancelOpen(manager: EntityManager, condition: string, id: string, side: VisitSide): Promise<number> {
    const open = await this.openVisits(manager.getRepository(Visit).createQueryBuilder('visit'))
      .select('visit.id', 'id')
      .andWhere(condition, { id })
      .getRawMany<{ id: string }>();
    for (const { id: visitId } of open) {
      // Cancelled first, so the calendar's cancellation is a newer version of the invitation.
      await manager.update(Visit, { id: visitId }, { status: 'cancelled', cancelledBy: side });
      const visit = await this.load(manager, visitId);
      await (side === 'owner' ? this.mails.listingRemoved(visit, manager) : this.mails.seekerLeft(visit, manager));
    }
    return open.length;
  }

  /** The side the viewer takes on a visit: its seeker, or its listing's owner (admins act for owners). */
  sideOf(viewer: Viewer, visit: Pick<Visit, 'seekerId' | 'ownerId'>): VisitSide | null {
    if (viewer.id === visit.seekerId) return 'seeker';
    if (viewer.id === visit.ownerId || viewer.role === 'admin') return 'owner';
    return null;
  }

  private get(id: string): Promise<Visit> {
    return this.load(this.dataSource.manager, id);
  }

  private load(manager: EntityManager, id: string): Promise<Visit> {
    return this.withPeople(manager.getRepository(Visit).createQueryBuilder('visit')).where('visit.id = :id', { id }).getOneOrFail();
  }

  /** Visits still to happen: requested, confirmed or moved, and not yet over. */
  private openVisits<Q extends ReturnType<Repository<Visit>['createQueryBuilder']>>(query: Q): Q {
    return query.where('visit.status IN (:...open) AND visit.endsAt > now()', { open: OPEN_VISIT_STATUSES }) as Q;
  }

  private withPeople<Q extends ReturnType<Repository<Visit>['createQueryBuilder']>>(query: Q): Q {
    return query
      .leftJoinAndSelect('visit.property', 'property')
      .leftJoinAndSelect('visit.seeker', 'seeker')
      .leftJoinAndSelect('visit.owner', 'owner') as Q;
  }

  private status(value: unknown): VisitStatus {
    const status = VISIT_STATUSES.find((candidate) => candidate === value);
    if (!status) throw new DomainError('BAD_USER_INPUT', `status must be one of ${VISIT_STATUSES.join(', ')}`, 'status');
    return status;
  }
}
