import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import {
  REPORT_KINDS,
  REPORT_MESSAGES,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  UNPUBLISHED_LISTING_STATUS,
  type ReportResolution,
  type ReportStatus,
} from '../../../../shared/domain/reports';
import { reportNoteSchema, unpublishReasonSchema } from '../../../../shared/validation/report';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import type { MailService } from '../mail/mail.service';
import { listingTakenDownMail } from '../property/listing-taken-down-mail';
import { Property } from '../property/property.entity';
import type { PropertyService } from '../property/property.service';
import type { ReviewService } from '../review/review.service';
import { Enquiry } from '../enquiry/enquiry.entity';
import { ThreadMessage } from '../thread/thread-message.entity';
import type { UserAdminService } from '../user/user-admin.service';
import { User } from '../user/user.entity';
import { hasEmail } from '../user/has-email';
import { Report } from './report.entity';

export interface ReportQueueFilter {
  kind?: unknown;
  status?: unknown;
  page?: unknown;
  limit?: unknown;
}

/** A reported message as admins see it: the only way they read a thread's message. */
export interface ReportedMessage {
  text: string;
  fromSeeker: boolean;
  /** The writer's account; null once it is deleted. */
  writerId: string | null;
  writerName: string | null;
  writtenAt: Date;
}

/** A report as the queue shows it: with how many open reports its listing, review or message has. */
export interface QueuedReport {
  report: Report;
  openReportsOfTarget: number;
  /** The message reported (reports of messages). */
  message: ReportedMessage | null;
}

/** What a resolution does, besides resolving the reports of its target. */
interface Resolution {
  status: Exclude<ReportStatus, 'open'>;
  resolution: ReportResolution;
  note: string;
  /** The change to the listing or review, in the same transaction as the reports. */
  act?: (manager: EntityManager, report: Report) => Promise<void>;
}

/**
 * The admin queue of reports: newest first by kind and status, and the four actions. Dismissing,
 * hiding the review, unpublishing the listing or suspending a message's writer resolves every
 * open report of the same listing, review or message at once, recording who, when, what and why on each; the change and the records are
 * one transaction (with the owner's e-mail when a listing is unpublished). Admins only.
 */
export class ReportModerationService {
  private readonly reports: Repository<Report>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly properties: PropertyService,
    private readonly reviews: ReviewService,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly users: UserAdminService,
    private readonly audit?: AuditLog,
  ) {
    this.reports = dataSource.getRepository(Report);
  }

  async queue(viewer: Viewer | null, filter: ReportQueueFilter): Promise<Page<QueuedReport>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit ?? REPORTS_PAGE_SIZE });
    const status = oneOf('status', REPORT_STATUSES, filter.status ?? 'open');
    const kind = filter.kind === undefined || filter.kind === null ? null : oneOf('kind', REPORT_KINDS, filter.kind);
    const query = this.withTargets(this.reports.createQueryBuilder('report')).where('report.status = :status', { status });
    if (kind) query.andWhere('report.kind = :kind', { kind });
    const [reports, total] = await query
      .orderBy('report.createdAt', 'DESC')
      .addOrderBy('report.id', 'DESC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    return pageOf(await this.queued(reports), total, paging);
  }

  /** Reports by id with their targets and open counts (the inbox's page of reports), in any order. */
  async byIds(ids: string[]): Promise<QueuedReport[]> {
    if (!ids.length) return [];
    const reports = await this.withTargets(this.reports.createQueryBuilder('report')).where('report.id IN (:...ids)', { ids }).getMany();
    return this.queued(reports);
  }

  /** How many reports wait for an admin (for the dashboard's counts and notifications). */
  async openCount(viewer: Viewer | null): Promise<number> {
    requireRole(viewer, 'admin');
    return this.reports.countBy({ status: 'open' });
  }

  /** Nothing to do: the reports of this listing or review are closed with the admin's note. */
  async dismiss(viewer: Viewer | null, reportId: string, input: unknown): Promise<QueuedReport> {
    const admin = requireRole(viewer, 'admin');
    const { note } = parseInput(reportNoteSchema, input);
    return this.resolve(admin, reportId, { status: 'dismissed', resolution: 'dismissed', note });
  }

  /** The reported review disappears from every public page and number; its writer is told on the listing. */
  async hideReview(viewer: Viewer | null, reportId: string, input: unknown): Promise<QueuedReport> {
    const admin = requireRole(viewer, 'admin');
    const { note } = parseInput(reportNoteSchema, input);
    return this.resolve(admin, reportId, {
      status: 'actioned',
      resolution: 'review_hidden',
      note,
      act: async (manager, report) => {
        if (!report.reviewId) throw new DomainError('BAD_USER_INPUT', REPORT_MESSAGES.notAReviewReport);
        await this.reviews.setState(manager, report.reviewId, 'hidden');
      },
    });
  }

  /** The reported listing leaves search and its public page; its owner is e-mailed the reason. */
  async unpublishListing(viewer: Viewer | null, reportId: string, input: unknown): Promise<QueuedReport> {
    const admin = requireRole(viewer, 'admin');
    const { reason } = parseInput(unpublishReasonSchema, input);
    return this.resolve(admin, reportId, {
      status: 'actioned',
      resolution: 'listing_unpublished',
      note: reason,
      act: async (manager, report) => {
        if (report.kind !== 'listing') throw new DomainError('BAD_USER_INPUT', REPORT_MESSAGES.notAListingReport);
        // A report left open on a deleted listing (one deleted before such reports were closed with it).
        const target = await manager.findOne(Property, { where: { id: report.propertyId }, select: { id: true, removedAt: true } });
        if (target?.removedAt) throw new DomainError('CONFLICT', REPORT_MESSAGES.listingRemoved);
        const listing = await this.properties.setStatus(admin, report.propertyId, UNPUBLISHED_LISTING_STATUS, { reason, manager });
        const owner = await manager.findOneBy(User, { id: listing.ownerId });
        if (!owner || !hasEmail(owner)) return;
        await this.mail.send(listingTakenDownMail({ owner, title: listing.title, reason, cause: 'reported', publicUrl: this.publicUrl }), {
          manager,
        });
      },
    });
  }

  /** The reported message's writer can no longer sign in (audit-logged as a suspension too). */
  async suspendWriter(viewer: Viewer | null, reportId: string, input: unknown): Promise<QueuedReport> {
    const admin = requireRole(viewer, 'admin');
    const { note } = parseInput(reportNoteSchema, input);
    return this.resolve(admin, reportId, {
      status: 'actioned',
      resolution: 'writer_suspended',
      note,
      act: async (manager, report) => {
        if (report.kind !== 'message') throw new DomainError('BAD_USER_INPUT', REPORT_MESSAGES.notAMessageReport);
        const [message] = (await this.messagesOf([report], manager)).values();
        if (!message?.writerId) throw new DomainError('CONFLICT', REPORT_MESSAGES.writerGone);
        await this.users.suspendIn(manager, admin, message.writerId, note);
      },
    });
  }

  /**
   * Resolves the report and every other open report of its listing, review or message, under a lock on
   * that target, so two admins acting at once cannot both act (the second is told it is done).
   */
  private async resolve(admin: Viewer, reportId: string, resolution: Resolution): Promise<QueuedReport> {
    const found = isUuid(reportId) ? await this.reports.findOneBy({ id: reportId }) : null;
    if (!found) throw new NotFoundError(REPORT_MESSAGES.notFound);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`report-target:${targetKey(found)}`]);
      const report = await manager.findOneByOrFail(Report, { id: found.id });
      if (report.status !== 'open') throw new DomainError('CONFLICT', REPORT_MESSAGES.alreadyResolved);
      await resolution.act?.(manager, report);
      const target = manager
        .createQueryBuilder()
        .update(Report)
        .set({
          status: resolution.status,
          resolution: resolution.resolution,
          resolutionNote: resolution.note,
          resolvedBy: admin.id,
          resolvedAt: () => 'now()',
        })
        .where('status = :open', { open: 'open' });
      if (report.reviewId) target.andWhere('review_id = :reviewId', { reviewId: report.reviewId });
      else if (report.messageId) target.andWhere('message_id = :messageId', { messageId: report.messageId });
      else target.andWhere(`kind = 'listing' AND property_id = :propertyId`, { propertyId: report.propertyId });
      await target.execute();
      await this.audit?.record(
        {
          actor: admin,
          action: 'report_resolved',
          target: { type: 'report', id: report.id, label: `Report of a ${report.kind} (${report.reason})` },
          reason: resolution.note,
          details: { resolution: resolution.resolution },
        },
        manager,
      );
    });
    const report = await this.withTargets(this.reports.createQueryBuilder('report'))
      .where('report.id = :id', { id: found.id })
      .getOneOrFail();
    const [queued] = await this.queued([report]);
    return { ...queued, openReportsOfTarget: 0 };
  }

  /** Reports with their open counts and reported messages, in two queries whatever their number. */
  private async queued(reports: Report[]): Promise<QueuedReport[]> {
    const [counts, messages] = await Promise.all([this.openCounts(reports), this.messagesOf(reports)]);
    return reports.map((report) => ({
      report,
      openReportsOfTarget: counts.get(targetKey(report)) ?? 0,
      message: (report.messageId && messages.get(report.messageId)) || null,
    }));
  }

  /**
   * The messages of the message reports, by id: an enquiry's opening message (written by its
   * seeker, under the name they gave) or a message in a lead's thread (written by its author).
   */
  private async messagesOf(reports: Report[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, ReportedMessage>> {
    const ids = reports.flatMap((report) => (report.messageId ? [report.messageId] : []));
    if (!ids.length) return new Map();
    // One after the other: `manager` may be a transaction's, whose one connection runs a query at
    // a time (pg queues a second one sent meanwhile, and pg 9 will refuse it).
    const openings = await manager.find(Enquiry, { where: { id: In(ids) }, relations: { seeker: true } });
    const replies = await manager.find(ThreadMessage, { where: { id: In(ids) }, relations: { author: true } });
    return new Map<string, ReportedMessage>([
      ...openings.map((enquiry): [string, ReportedMessage] => [
        enquiry.id,
        {
          text: enquiry.message,
          fromSeeker: true,
          writerId: enquiry.seekerId,
          writerName: enquiry.seeker?.name ?? enquiry.name,
          writtenAt: enquiry.createdAt,
        },
      ]),
      ...replies.map((reply): [string, ReportedMessage] => [
        reply.id,
        {
          text: reply.message,
          fromSeeker: reply.fromSeeker,
          writerId: reply.authorId,
          writerName: reply.author?.name ?? null,
          writtenAt: reply.createdAt,
        },
      ]),
    ]);
  }

  /** The listing, the review with its writer, the reporter and the resolving admin, in the same query. */
  private withTargets(query: ReturnType<Repository<Report>['createQueryBuilder']>) {
    return query
      .leftJoinAndSelect('report.property', 'property')
      .leftJoinAndSelect('report.review', 'review')
      .leftJoinAndSelect('review.author', 'reviewAuthor')
      .leftJoinAndSelect('report.reporter', 'reporter')
      .leftJoinAndSelect('report.resolver', 'resolver')
      .leftJoinAndSelect('report.assignee', 'assignee');
  }

  /** Open reports per listing or review of a page of reports, in one query. */
  private async openCounts(reports: Report[]): Promise<Map<string, number>> {
    if (!reports.length) return new Map();
    const rows: Array<{ target: string; count: string }> = await this.dataSource.query(
      `SELECT coalesce(review_id, message_id, property_id)::text AS target, count(*) AS count
         FROM reports
        WHERE status = 'open'
          AND (review_id = ANY($1::uuid[]) OR message_id = ANY($2::uuid[]) OR (kind = 'listing' AND property_id = ANY($3::uuid[])))
        GROUP BY 1`,
      [
        reports.flatMap((report) => (report.reviewId ? [report.reviewId] : [])),
        reports.flatMap((report) => (report.messageId ? [report.messageId] : [])),
        reports.filter((report) => report.kind === 'listing').map((report) => report.propertyId),
      ],
    );
    return new Map(rows.map((row) => [row.target, Number(row.count)]));
  }
}

/** A report's target: its review or message if it reports one, else its listing. */
const targetKey = (report: Report) => report.reviewId ?? report.messageId ?? report.propertyId;

function oneOf<V extends string>(field: string, options: ReadonlyArray<{ value: V }>, value: unknown): V {
  const found = options.find((option) => option.value === value);
  if (!found) throw new DomainError('BAD_USER_INPUT', `${field} must be one of ${options.map((option) => option.value).join(', ')}`, field);
  return found.value;
}
