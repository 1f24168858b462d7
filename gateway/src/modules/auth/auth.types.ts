import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { Field, GraphQLISODateTime, InputType, ObjectType } from 'type-graphql';
import { RoleEnum, UserType } from '../user/user.types';
import type { Role, RegistrableRole } from '../../../../shared/domain/roles';

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

  @Field(() => String, { nullable: true, description: 'Leave empty (a field hidden from people).' })
  website?: string | null;
}

@InputType('LoginInput')
export class LoginInputType {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;

  @Field(() => Boolean, { nullable: true, description: 'Keep the session for 30 days instead of 12 hours.' })
  remember?: boolean;

  @Field(() => RoleEnum, {
    nullable: true,
    description: `admin for the admin login: only an admin gets a session ('${AUTH_MESSAGES.notAnAdmin}' otherwise).`,
  })
  role?: Role;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInputType {
  @Field(() => String)
  currentPassword: string;

  @Field(() => String, { description: '6 to 16 characters, different from the current one.' })
  newPassword: string;

  @Field(() => String)
  confirmPassword: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInputType {
  @Field(() => String, { description: 'The token from the e-mailed link.' })
  token: string;

  @Field(() => String, { description: '6 to 16 characters.' })
  newPassword: string;

  @Field(() => String)
  confirmPassword: string;
}
