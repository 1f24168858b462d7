import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { USER_SORTS, type UserSort } from '../../../../shared/domain/admin-users';
import type { ListingStatus } from '../../../../shared/domain/property';
import { ROLES, type Role } from '../../../../shared/domain/roles';
import { GENDERS, GENDER_LABELS, type Gender } from '../../../../shared/domain/account';
import { PageFields } from '../../graphql/page-fields';
import { enumOf, enumValues } from '../../graphql/enum-of';
import { ListingStatusEnum } from '../property/listing-enums';

export const RoleEnum = enumValues<Role>(ROLES);
registerEnumType(RoleEnum, { name: 'Role', description: 'user (seeker), owner (lists rooms) or admin.' });

export const UserSortEnum = enumValues<UserSort>(USER_SORTS);
registerEnumType(UserSortEnum, { name: 'UserSort', description: 'NEWEST first, or by NAME from A to Z.' });

const GenderEnum = enumOf<Gender>(
  GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
  'Gender',
);

/** An account as its holder (or an admin) sees it. */
@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: 'Null for an account that signs in with its mobile number only.' })
  email: string | null;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => String, { nullable: true, description: 'Ten digits; null only for an admin created from the command line.' })
  contactNumber: string | null;

  /** When email was confirmed with the mailed link (GraphQL: emailConfirmed). */
  emailConfirmedAt?: Date | null;

  /** When contactNumber was proved with a code (GraphQL: phoneVerified). */
  phoneVerifiedAt?: Date | null;

  @Field(() => GenderEnum, { nullable: true })
  gender: Gender | null;

  @Field(() => String, { nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When an admin suspended the account; null when it may sign in.' })
  suspendedAt?: Date | null;
}

@InputType('ProfileInput', { description: 'Edit Profile: the same rules as registration for name, email and contact number.' })
export class ProfileInputType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'Ten digits, 1000000000 to 9999999999.' })
  contactNumber: string;

  @Field(() => GenderEnum, { nullable: true, description: 'Null (or left out) when not given.' })
  gender?: Gender | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;
}

@ObjectType('UserPage', { description: 'One page of accounts, newest first.' })
export class UserPageType extends PageFields {
  @Field(() => [UserType])
  items: UserType[];
}

@ObjectType('UserCounts', { description: 'How many accounts there are, in all and per role.' })
export class UserCountsType {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  user: number;

  @Field(() => Int)
  owner: number;

  @Field(() => Int)
  admin: number;
}

@ObjectType('UserListingSummary', { description: "One of an account's listings, as the admin's user page lists it." })
export class UserListingSummaryType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  city: string;

  @Field(() => ListingStatusEnum)
  status: ListingStatus;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('UserEnquirySummary', { description: 'An enquiry the account sent.' })
export class UserEnquirySummaryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field(() => String)
  propertyTitle: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('UserReviewSummary', { description: 'A review the account wrote.' })
export class UserReviewSummaryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field(() => String)
  propertyTitle: string;

  @Field(() => Int)
  rating: number;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType('UserListings')
export class UserListingsType {
  @Field(() => Int, { description: 'How many in all (items holds the newest few).' })
  total: number;

  @Field(() => [UserListingSummaryType])
  items: UserListingSummaryType[];
}

@ObjectType('UserEnquiries')
export class UserEnquiriesType {
  @Field(() => Int, { description: 'How many in all (items holds the newest few).' })
  total: number;

  @Field(() => [UserEnquirySummaryType])
  items: UserEnquirySummaryType[];
}

@ObjectType('UserReviews')
export class UserReviewsType {
  @Field(() => Int, { description: 'How many in all (items holds the newest few).' })
  total: number;

  @Field(() => [UserReviewSummaryType])
  items: UserReviewSummaryType[];
}

@ObjectType('UserActivity', { description: "An account's listings, the enquiries it sent and the reviews it wrote, newest first." })
export class UserActivityType {
  @Field(() => UserListingsType)
  listings: UserListingsType;

  @Field(() => UserEnquiriesType)
  enquiries: UserEnquiriesType;

  @Field(() => UserReviewsType)
  reviews: UserReviewsType;
}
