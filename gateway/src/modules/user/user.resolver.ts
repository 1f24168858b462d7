import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { USERS_PAGE_MAX } from './user.service';
import { ProfileInputType, UserCountsType, UserPageType, UserType } from './user.types';

@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { description: 'The same as name (the spec client reads both).' })
  fullName(@Root() user: UserType): string {
    return user.name;
  }

  @Authorized()
  @Mutation(() => UserType, { description: "Saves the signed-in user's own profile." })
  updateProfile(@Arg('input', () => ProfileInputType) input: ProfileInputType, @Ctx() { services, viewer }: GraphQLContext): Promise<UserType> {
    return services.users.updateProfile(viewer, input);
  }

  @Authorized()
  @Mutation(() => UserType, {
    description: "A seeker makes their account an owner account to post properties (shortlist, enquiries and session stay); admins are refused.",
  })
  becomeOwner(@Ctx() { services, viewer }: GraphQLContext): Promise<UserType> {
    return services.users.becomeOwner(viewer);
  }

  @Authorized('admin')
  @Query(() => UserPageType, { description: 'Admins: accounts, newest first, optionally matching a name or e-mail.' })
  users(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: `At most ${USERS_PAGE_MAX}.` }) limit: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserPageType> {
    return services.users.list(viewer, { page, limit, search });
  }

  @Authorized('admin')
  @Query(() => UserCountsType, { description: 'Admins: how many accounts there are, per role.' })
  userCounts(@Ctx() { services, viewer }: GraphQLContext): Promise<UserCountsType> {
    return services.users.counts(viewer);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: 'Admins: deletes an account with its listings; answers the deleted id.' })
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string> {
    return services.users.delete(viewer, id);
  }
}
