import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { REPORT_MESSAGES, type ReportKind, type ReportStatus } from '../../../../shared/domain/reports';
import type { GraphQLContext } from '../../graphql/context';
import type { Viewer } from '../auth/viewer';
import { toReviewType } from '../review/review.resolver';
import type { QueuedReport } from './report-moderation.service';
import {
  ListingReportInput,
  MessageReportInput,
  ReportKindEnum,
  ReportPageType,
  ReportStatusEnum,
  ReportType,
  ReviewReportInput,
} from './report.types';

/** A report as the admin queue shows it. */
export function toReportType({ report, openReportsOfTarget, message }: QueuedReport, viewer: Viewer | null): ReportType {
  return {
    ...report,
    reporterName: report.reporter?.name ?? null,
    reporterEmail: report.reporter?.email ?? null,
    listing: report.property!,
    review: report.review ? toReviewType(report.review, viewer) : null,
    openReportsOfTarget,
    message,
    resolvedByName: report.resolver?.name ?? null,
  };
}

@Resolver(() => ReportType)
export class ReportResolver {
  @Mutation(() => String, { description: 'A signed-in user reports a listing (not their own); answers the text to show.' })
  async reportListing(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('input', () => ListingReportInput) input: ListingReportInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string> {
    await services.reports.reportListing(viewer, propertyId, { reason: input.reason, text: input.text ?? undefined });
    return REPORT_MESSAGES.listingSent;
  }

  @Mutation(() => String, { description: 'A signed-in user reports a review (not their own); answers the text to show.' })
  async reportReview(
    @Arg('reviewId', () => ID) reviewId: string,
    @Arg('input', () => ReviewReportInput) input: ReviewReportInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string> {
    await services.reports.reportReview(viewer, reviewId, { reason: input.reason, text: input.text ?? undefined });
    return REPORT_MESSAGES.reviewSent;
  }

  @Mutation(() => String, {
    description:
      "One of the two people in a lead's thread reports a message the other wrote (an enquiry's opening message when messageId is empty); answers the text to show.",
  })
  async reportMessage(
    @Arg('enquiryId', () => ID, {
      description:
        "The lead whose thread holds the message: an enquiry's, a visit's or a phone number view's id (named when only enquiries had threads).",
    })
    enquiryId: string,
    @Arg('messageId', () => ID, { nullable: true }) messageId: string | null,
    @Arg('input', () => MessageReportInput) input: MessageReportInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string> {
    await services.reports.reportMessage(viewer, enquiryId, messageId, { reason: input.reason, text: input.text ?? undefined });
    return REPORT_MESSAGES.messageSent;
  }

  @Authorized('admin')
  @Query(() => ReportPageType, {
    description: 'Admins: reports of listings, reviews and messages, newest first, by kind and status (open unless asked).',
  })
  async reports(
    @Arg('kind', () => ReportKindEnum, { nullable: true }) kind: ReportKind | null,
    @Arg('status', () => ReportStatusEnum, { nullable: true }) status: ReportStatus | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReportPageType> {
    const found = await services.reportModeration.queue(viewer, { kind, status: status ?? undefined, page, limit });
    return { ...found, items: found.items.map((item) => toReportType(item, viewer)) };
  }

  @Authorized('admin')
  @Query(() => Int, { description: 'Admins: how many reports wait for an admin.' })
  openReportsCount(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.reportModeration.openCount(viewer);
  }

  @Authorized('admin')
  @Mutation(() => ReportType, {
    description: 'Admins: nothing to do; closes every open report of the same listing or review with the note.',
  })
  async dismissReport(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String) note: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReportType> {
    return toReportType(await services.reportModeration.dismiss(viewer, id, { note }), viewer);
  }

  @Authorized('admin')
  @Mutation(() => ReportType, {
    description: 'Admins: hides the reported review everywhere public and closes its open reports with the note.',
  })
  async hideReportedReview(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String) note: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReportType> {
    return toReportType(await services.reportModeration.hideReview(viewer, id, { note }), viewer);
  }

  @Authorized('admin')
  @Mutation(() => ReportType, {
    description: "Admins: unpublishes the reported listing, e-mails its owner the reason and closes the listing's open reports.",
  })
  async unpublishReportedListing(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReportType> {
    return toReportType(await services.reportModeration.unpublishListing(viewer, id, { reason }), viewer);
  }

  @Authorized('admin')
  @Mutation(() => ReportType, {
    description:
      "Admins: suspends the reported message's writer (they can no longer sign in) and closes the message's open reports with the note.",
  })
  async suspendReportedWriter(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String) note: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReportType> {
    return toReportType(await services.reportModeration.suspendWriter(viewer, id, { note }), viewer);
  }
}
