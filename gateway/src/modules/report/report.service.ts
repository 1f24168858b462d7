import type { DataSource, Repository } from 'typeorm';
import { REPORT_MESSAGES, type ReportKind } from '../../../../shared/domain/reports';
import { REVIEW_MESSAGES } from '../../../../shared/domain/reviews';
import { listingReportSchema, messageReportSchema, reviewReportSchema } from '../../../../shared/validation/report';
import { DomainError, isUniqueViolation, isUuid, NotFoundError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import { requireViewer, type Viewer } from '../auth/viewer';
import { Lead } from '../lead/lead.entity';
import { ThreadMessage } from '../thread/thread-message.entity';
import { sideInThread } from '../thread/thread-side';
import type { PropertyQueries } from '../property/property-queries';
import { Review } from '../review/review.entity';
import { visibleReviews } from '../review/review-visibility';
import type { Throttle } from '../throttle/throttle';
import { Report } from './report.entity';

const ALREADY_REPORTED: Record<ReportKind, string> = {
  listing: REPORT_MESSAGES.listingAlreadyReported,
  review: REPORT_MESSAGES.reviewAlreadyReported,
  message: REPORT_MESSAGES.messageAlreadyReported,
};

/**
 * Signed-in users report a public listing (not their own), a public review (not their own) or a
 * message the other side wrote in one of their enquiry threads. One open report per person and
 * listing, one report per person and review or message: asked again, they are told so and nothing
 * is stored or counted. Every stored report counts against the reporter's limit
 * (THROTTLE_REPORT_ACCOUNT).
 */
export class ReportService {
  private readonly reports: Repository<Report>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
    private readonly perAccount: Throttle,
  ) {
    this.reports = dataSource.getRepository(Report);
  }

  async reportListing(viewer: Viewer | null, propertyId: string, input: unknown): Promise<Report> {
    const reporter = requireViewer(viewer);
    // As anyone else would see it: only public listings can be reported.
    const listing = await this.listings.get(null, propertyId);
    if (listing.ownerId === reporter.id) throw new DomainError('FORBIDDEN', REPORT_MESSAGES.ownListing);
    const { reason, text } = parseInput(listingReportSchema, input);
    const open = await this.reports.existsBy({ kind: 'listing', propertyId: listing.id, reporterId: reporter.id, status: 'open' });
    if (open) throw new DomainError('CONFLICT', REPORT_MESSAGES.listingAlreadyReported);
    return this.store('listing', reporter, { kind: 'listing', propertyId: listing.id, reviewId: null, reason, text });
  }

  async reportReview(viewer: Viewer | null, reviewId: string, input: unknown): Promise<Report> {
    const reporter = requireViewer(viewer);
    const review = isUuid(reviewId) ? await this.dataSource.getRepository(Review).findOneBy({ id: reviewId, ...visibleReviews }) : null;
    if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    // The review of a listing the public cannot see is not public either.
    await this.listings.get(null, review.propertyId);
    if (review.authorId === reporter.id) throw new DomainError('FORBIDDEN', REPORT_MESSAGES.ownReview);
    const { reason, text } = parseInput(reviewReportSchema, input);
    if (await this.reports.existsBy({ reviewId: review.id, reporterId: reporter.id }))
      throw new DomainError('CONFLICT', REPORT_MESSAGES.reviewAlreadyReported);
    return this.store('review', reporter, { kind: 'review', propertyId: review.propertyId, reviewId: review.id, reason, text });
  }

  /**
   * One of the two people in a lead's thread reports a message the other wrote: an enquiry's
   * opening message (`messageId` empty or the enquiry's id) or a message in the thread. To anybody
   * else the thread and its messages do not exist.
   */
  async reportMessage(viewer: Viewer | null, threadId: string, messageId: string | null | undefined, input: unknown): Promise<Report> {
    const reporter = requireViewer(viewer);
    const lead = isUuid(threadId) ? await this.dataSource.manager.findOneBy(Lead, { id: threadId }) : null;
    const side = lead && sideInThread(reporter, lead);
    if (!lead || !side) throw new NotFoundError(REPORT_MESSAGES.messageNotFound);
    const message = await this.messageIn(lead, messageId);
    if (message.fromSeeker === (side === 'seeker')) throw new DomainError('FORBIDDEN', REPORT_MESSAGES.ownMessage);
    const { reason, text } = parseInput(messageReportSchema, input);
    if (await this.reports.existsBy({ messageId: message.id, reporterId: reporter.id }))
      throw new DomainError('CONFLICT', REPORT_MESSAGES.messageAlreadyReported);
    return this.store('message', reporter, {
      kind: 'message',
      propertyId: lead.propertyId,
      reviewId: null,
      threadId: lead.id,
      messageId: message.id,
      reason,
      text,
    });
  }

  /** An enquiry's opening message (its own id, or none given) or a message in the lead's thread. */
  private async messageIn(lead: Lead, messageId: string | null | undefined): Promise<{ id: string; fromSeeker: boolean }> {
    if (lead.kind === 'enquiry' && (!messageId || messageId === lead.id)) return { id: lead.id, fromSeeker: true };
    const message =
      messageId && isUuid(messageId)
        ? await this.dataSource.getRepository(ThreadMessage).findOneBy({ id: messageId, threadId: lead.id })
        : null;
    if (!message) throw new NotFoundError(REPORT_MESSAGES.messageNotFound);
    return message;
  }

  private async store(
    kind: ReportKind,
    reporter: Viewer,
    values: Pick<Report, 'kind' | 'propertyId' | 'reviewId' | 'reason' | 'text'> & Partial<Pick<Report, 'threadId' | 'messageId'>>,
  ): Promise<Report> {
    await this.perAccount.hit(reporter.id);
    try {
      return await this.reports.save(this.reports.create({ ...values, reporterId: reporter.id }));
    } catch (error) {
      // The database's one-report rule caught a second report sent at the same moment.
      if (isUniqueViolation(error)) {
        throw new DomainError('CONFLICT', ALREADY_REPORTED[kind]);
      }
      throw error;
    }
  }
}
