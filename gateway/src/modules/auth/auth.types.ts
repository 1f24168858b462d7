import { Field, GraphQLISODateTime, InputType, ObjectType } from 'type-graphql';
import { RoleEnum, UserType } from '../user/user.types';
import type { RegistrableRole } from '../../../../shared/domain/roles';

@ObjectType('AuthPayload', { description: 'A new session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayloadType {
  @Field(() => String)
  token: string;

  @Field(() => GraphQLISODateTime)
  expiresAt: Date;

  @Field(() => UserType)
  user: UserType;
}

@InputType('RegisterInput')
export class RegisterInputType {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'Ten digits, 1000000000 to 9999999999.' })
  contactNumber: string;

  @Field(() => String)
  password: string;

  @Field(() => String)
  confirmPassword: string;

  @Field(() => RoleEnum, { description: 'user or owner.' })
  role: RegistrableRole;
}

@InputType('LoginInput')
export class LoginInputType {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;

  @Field(() => Boolean, { nullable: true, description: 'Keep the session for 30 days instead of 12 hours.' })
  remember?: boolean;
}
