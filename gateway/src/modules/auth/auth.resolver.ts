import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UserType } from '../user/user.types';
import { AuthPayloadType, LoginInputType, RegisterInputType } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null when anonymous.' })
  me(@Ctx() { services, viewer }: GraphQLContext): Promise<UserType> | null {
    return viewer ? services.auth.currentUser(viewer) : null;
  }

  @Mutation(() => AuthPayloadType, { description: 'Creates a user or owner account and signs it in.' })
  register(@Arg('input', () => RegisterInputType) input: RegisterInputType, @Ctx() { services }: GraphQLContext): Promise<AuthPayloadType> {
    const { contactNumber, confirmPassword, ...rest } = input;
    return services.auth.register({ ...rest, contact_number: contactNumber, c_password: confirmPassword });
  }

  @Mutation(() => AuthPayloadType, { description: "Signs in; fails with 'Invalid email or password'." })
  login(@Arg('input', () => LoginInputType) input: LoginInputType, @Ctx() { services }: GraphQLContext): Promise<AuthPayloadType> {
    return services.auth.login(input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out on every device: all tokens issued so far stop working.' })
  async logout(@Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    await services.auth.logout(viewer);
    return true;
  }
}
