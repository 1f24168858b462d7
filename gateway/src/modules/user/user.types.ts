import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '../../../../shared/domain/roles';
import { PageFields } from '../../graphql/page-fields';

export const RoleEnum = Object.fromEntries(ROLES.map((role) => [role, role])) as { [R in Role]: R };
registerEnumType(RoleEnum, { name: 'Role', description: 'user (seeker), owner (lists rooms) or admin.' });

/** An account as its holder (or an admin) sees it. */
@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => String, { nullable: true, description: 'Ten digits; null only for an admin created from the command line.' })
  contactNumber: string | null;

  @Field(() => String, { nullable: true })
  gender: string | null;

  @Field(() => String, { nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@InputType('ProfileInput', { description: 'Edit Profile: the same rules as registration for name, email and contact number.' })
export class ProfileInputType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'Ten digits, 1000000000 to 9999999999.' })
  contactNumber: string;

  @Field(() => String, { nullable: true, description: 'male, female or other; empty or null for not given.' })
  gender?: string | null;

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
