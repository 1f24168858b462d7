import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '../../../../shared/domain/inbox';
import type { ListingStatus } from '../../../../shared/domain/property';
import type { Role } from '../../../../shared/domain/roles';
import { enumOf } from '../../graphql/enum-of';
import { PageFields } from '../../graphql/page-fields';
import { ContactMessageType } from '../contact/contact.types';
import { ListingStatusEnum } from '../property/listing-enums';
import { ReportType } from '../report/report.types';
import { RoleEnum } from '../user/user.types';

export const InboxKindEnum = enumOf<InboxKind>(INBOX_KINDS, 'InboxKind');
export const InboxStatusEnum = enumOf<InboxStatus>(INBOX_STATUSES, 'InboxStatus');

@ObjectType('ContactReply', { description: "An admin's reply to a Contact us message, as e-mailed to its sender." })
export class ContactReplyType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  text: string;

  @Field(() => String, { nullable: true, description: 'Null once their account is deleted.' })
  authorName: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('InboxItem', { description: 'A Contact us message or a report of a listing or a review, in the admin inbox.' })
export class InboxItemType {
  @Field(() => ID, { description: "The message's or the report's id." })
  id: string;

  @Field(() => InboxKindEnum)
  kind: InboxKind;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => Boolean, { description: 'An admin has opened it.' })
  read: boolean;

  @Field(() => InboxStatusEnum)
  status: InboxStatus;

  @Field(() => String, { nullable: true, description: 'The admin it is assigned to.' })
  assignedToName: string | null;

  @Field(() => Boolean, { description: 'Assigned to the admin asking.' })
  assignedToMe: boolean;

  @Field(() => String, { nullable: true, description: 'The admin who resolved it.' })
  resolvedByName: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The resolving admin's note." })
  resolutionNote: string | null;

  @Field(() => ContactMessageType, { nullable: true, description: 'The message (messages only).' })
  message: ContactMessageType | null;

  @Field(() => [ContactReplyType], { description: 'Replies e-mailed to the sender, oldest first (messages only).' })
  replies: ContactReplyType[];

  @Field(() => ReportType, { nullable: true, description: 'The report (reports only).' })
  report: ReportType | null;
}

@ObjectType('InboxPage')
export class InboxPageType extends PageFields {
  @Field(() => [InboxItemType])
  items: InboxItemType[];
}

@ObjectType('AdminNotifications', { description: 'What waits for an admin (the dashboard header).' })
export class AdminNotificationsType {
  @Field(() => Int, { description: 'Listings waiting for review.' })
  listingsWaiting: number;

  @Field(() => Int, { description: 'Contact us messages no admin has opened.' })
  unreadMessages: number;

  @Field(() => Int, { description: 'Reports waiting for an admin.' })
  openReports: number;

  @Field(() => Int, { description: 'All of them.' })
  total: number;
}

@ObjectType('AdminSearchUser')
export class AdminSearchUserType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => RoleEnum)
  role: Role;
}

@ObjectType('AdminSearchListing')
export class AdminSearchListingType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  city: string;

  @Field(() => ListingStatusEnum)
  status: ListingStatus;
}

@ObjectType('AdminSearchPost')
export class AdminSearchPostType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;
}

@ObjectType('AdminSearchResult', { description: 'The dashboard header search: at most 5 of each.' })
export class AdminSearchResultType {
  @Field(() => [AdminSearchUserType])
  users: AdminSearchUserType[];

  @Field(() => [AdminSearchListingType])
  listings: AdminSearchListingType[];

  @Field(() => [AdminSearchPostType])
  posts: AdminSearchPostType[];
}
