import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REVIEW_REPORT_REASONS,
  type ListingReportReason,
  type MessageReportReason,
  type ReportKind,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
  type ReviewReportReason,
} from '../../../../shared/domain/reports';
import { enumOf } from '../../graphql/enum-of';
import { PageFields } from '../../graphql/page-fields';
import { PropertyType } from '../property/property.types';
import { ReviewType } from '../review/review.types';

const ListingReportReasonEnum = enumOf<ListingReportReason>(LISTING_REPORT_REASONS, 'ListingReportReason');
const ReviewReportReasonEnum = enumOf<ReviewReportReason>(REVIEW_REPORT_REASONS, 'ReviewReportReason');
const MessageReportReasonEnum = enumOf<MessageReportReason>(MESSAGE_REPORT_REASONS, 'MessageReportReason');
const ReportReasonEnum = enumOf<ReportReason>(REPORT_REASONS, 'ReportReason');
export const ReportKindEnum = enumOf<ReportKind>(REPORT_KINDS, 'ReportKind');
export const ReportStatusEnum = enumOf<ReportStatus>(REPORT_STATUSES, 'ReportStatus');
const ReportResolutionEnum = enumOf<ReportResolution>(REPORT_RESOLUTIONS, 'ReportResolution');

@InputType('ListingReportInput', { description: "Why a listing is reported; the text is required for 'other'." })
export class ListingReportInput {
  @Field(() => ListingReportReasonEnum)
  reason: ListingReportReason;

  @Field(() => String, { nullable: true, description: "Up to 1,000 characters; at least 10 for 'other'." })
  text?: string | null;
}

@InputType('ReviewReportInput', { description: 'Why a review is reported.' })
export class ReviewReportInput {
  @Field(() => ReviewReportReasonEnum)
  reason: ReviewReportReason;

  @Field(() => String, { nullable: true, description: 'Up to 1,000 characters.' })
  text?: string | null;
}

@InputType('MessageReportInput', { description: "Why a message in an enquiry's thread is reported; the text is required for 'other'." })
export class MessageReportInput {
  @Field(() => MessageReportReasonEnum)
  reason: MessageReportReason;

  @Field(() => String, { nullable: true, description: "Up to 1,000 characters; at least 10 for 'other'." })
  text?: string | null;
}

@ObjectType('ReportedMessage', {
  description: "A message of an enquiry's thread that was reported: admins read a thread's message only this way.",
})
export class ReportedMessageType {
  @Field(() => String, { description: 'Plain text, shown as text.' })
  text: string;

  @Field(() => Boolean, { description: "Written by the enquiry's seeker; otherwise by the listing's side." })
  fromSeeker: boolean;

  @Field(() => ID, { nullable: true, description: "The writer's account (null once it is deleted, or for an enquiry sent without one)." })
  writerId: string | null;

  @Field(() => String, { nullable: true })
  writerName: string | null;

  @Field(() => GraphQLISODateTime)
  writtenAt: Date;
}

@ObjectType('Report', { description: 'A report of a listing, a review or a message, and what an admin did about it (admins).' })
export class ReportType {
  @Field(() => ID)
  id: string;

  @Field(() => ReportKindEnum)
  kind: ReportKind;

  @Field(() => ReportReasonEnum)
  reason: ReportReason;

  @Field(() => String, { description: "The reporter's words, plain text ('' when none)." })
  text: string;

  @Field(() => String, { nullable: true, description: 'Null once their account is deleted.' })
  reporterName: string | null;

  @Field(() => String, { nullable: true })
  reporterEmail: string | null;

  @Field(() => PropertyType, {
    description: 'The listing reported, or the listing of the review or of the enquiry whose message was reported.',
  })
  listing: PropertyType;

  @Field(() => ReviewType, { nullable: true, description: 'The review reported (reports of reviews).' })
  review: ReviewType | null;

  @Field(() => ReportedMessageType, { nullable: true, description: 'The message reported (reports of messages).' })
  message: ReportedMessageType | null;

  @Field(() => Int, { description: 'How many reports of the same listing, review or message are open (this one included while open).' })
  openReportsOfTarget: number;

  @Field(() => ReportStatusEnum)
  status: ReportStatus;

  @Field(() => ReportResolutionEnum, { nullable: true })
  resolution: ReportResolution | null;

  @Field(() => String, { nullable: true, description: "Why: the admin's note, or the reason e-mailed to the listing's owner." })
  resolutionNote: string | null;

  @Field(() => String, { nullable: true, description: 'The admin who resolved it (null while open, or once their account is deleted).' })
  resolvedByName: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  resolvedAt: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('ReportPage')
export class ReportPageType extends PageFields {
  @Field(() => [ReportType])
  items: ReportType[];
}
