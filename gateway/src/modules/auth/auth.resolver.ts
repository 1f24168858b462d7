import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UserType } from '../user/user.types';
import { AuthPayloadType, ChangePasswordInputType, LoginInputType, RegisterInputType } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, {
    nullable: true,
    description: 'The signed-in user, or null when anonymous (or the token was expired or revoked).',
  })
  me(@Ctx() { services, viewer }: GraphQLContext): Promise<UserType> | null {
    return viewer ? services.auth.currentUser(viewer) : null;
  }

  @Mutation(() => AuthPayloadType, { description: 'Creates a user or owner account and signs it in.' })
  register(
    @Arg('input', () => RegisterInputType) input: RegisterInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.auth.register(input, { ip: clientIp });
  }

  @Mutation(() => AuthPayloadType, { description: "Signs in; fails with 'Invalid email or password', or 429 after too many failures." })
  login(
    @Arg('input', () => LoginInputType) input: LoginInputType,
    @Ctx() { services, clientIp }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.auth.login(input, { ip: clientIp });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out on every device: all tokens issued so far stop working.' })
  async logout(@Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    await services.auth.logout(viewer);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthPayloadType, {
    description: 'Replaces the password and signs out every device; the new session in the answer keeps this device signed in.',
  })
  changePassword(
    @Arg('input', () => ChangePasswordInputType) input: ChangePasswordInputType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<AuthPayloadType> {
    return services.auth.changePassword(viewer, input);
  }
}
