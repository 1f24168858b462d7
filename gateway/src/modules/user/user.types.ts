import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '../../../../shared/domain/roles';

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

  @Field(() => String, { description: 'Ten digits.' })
  contactNumber: string;

  @Field(() => String, { nullable: true })
  gender: string | null;

  @Field(() => String, { nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}
