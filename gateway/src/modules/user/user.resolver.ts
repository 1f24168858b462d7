import { Arg, Authorized, Ctx, FieldResolver, GraphQLISODateTime, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { UserSort } from '../../../../shared/domain/admin-users';
import type { Role } from '../../../../shared/domain/roles';
import type { GraphQLContext } from '../../graphql/context';
import { hasVerifiedPhone } from './has-verified-phone';
import { USER_ACTIVITY_LIMIT } from './user-admin.service';
import { ProfileInputType, RoleEnum, UserActivityType, UserCountsType, UserPageType, UserSortEnum, UserType } from './user.types';

@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { description: 'The same as name (the spec client reads both).' })
  fullName(@Root() user: UserType): string {
    return user.name;
  }

  @FieldResolver(() => Boolean, {
    description: 'contactNumber was proved with a code sent to it (cleared when the profile changes the number).',
  })
  phoneVerified(@Root() user: UserType): boolean {
    return hasVerifiedPhone(user);
  }

  @FieldResolver(() => Boolean, {
    description:
      'email was confirmed with the link mailed to it (cleared when the address changes); mail about leads goes only to a confirmed address.',
  })
  emailConfirmed(@Root() user: UserType): boolean {
    return user.emailConfirmedAt instanceof Date;
  }

  @Authorized('admin')
  @FieldResolver(() => Int, { description: 'Admins: how many listings the account owns.' })
  listingCount(@Root() user: UserType, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.userListingCounts.load(user.id);
  }

  @Authorized()
  @Mutation(() => UserType, { description: "Saves the signed-in user's own profile." })
  updateProfile(
    @Arg('input', () => ProfileInputType) input: ProfileInputType,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserType> {
    return services.users.updateProfile(viewer, input);
  }

  @Authorized()
  @Mutation(() => UserType, {
    description:
      'A seeker makes their account an owner account to post properties (shortlist, enquiries and session stay); admins are refused.',
  })
  becomeOwner(@Ctx() { services, viewer }: GraphQLContext): Promise<UserType> {
    return services.users.becomeOwner(viewer);
  }

  @Authorized('admin')
  @Query(() => UserPageType, {
    description: 'Admins: accounts matching the filters (search matches name, e-mail or phone), newest first or by name.',
  })
  users(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'At most 100.' }) limit: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('role', () => RoleEnum, { nullable: true }) role: Role | null,
    @Arg('createdFrom', () => GraphQLISODateTime, { nullable: true }) createdFrom: Date | null,
    @Arg('createdTo', () => GraphQLISODateTime, { nullable: true, description: 'Inclusive.' }) createdTo: Date | null,
    @Arg('hasListings', () => Boolean, { nullable: true }) hasListings: boolean | null,
    @Arg('sort', () => UserSortEnum, { nullable: true }) sort: UserSort | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserPageType> {
    return services.userAdmin.list(viewer, { page, limit, search, role, createdFrom, createdTo, hasListings, sort });
  }

  @Authorized('admin')
  @Query(() => UserType, { description: 'Admins: one account.' })
  user(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<UserType> {
    return services.userAdmin.get(viewer, id);
  }

  @Authorized('admin')
  @Query(() => UserActivityType, {
    description: `Admins: an account's newest ${USER_ACTIVITY_LIMIT} listings, enquiries sent and reviews written, with totals.`,
  })
  userActivity(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<UserActivityType> {
    return services.userAdmin.activity(viewer, id);
  }

  @Authorized('admin')
  @Query(() => UserCountsType, { description: 'Admins: how many accounts there are, per role.' })
  userCounts(@Ctx() { services, viewer }: GraphQLContext): Promise<UserCountsType> {
    return services.users.counts(viewer);
  }

  @Authorized('admin')
  @Mutation(() => ID, {
    description:
      "Admins: deletes an account with its listings (an owner's are removed and stay as the seekers' history); answers the deleted id. The reason goes to the audit log.",
  })
  deleteUser(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string> {
    return services.users.delete(viewer, id, reason);
  }

  @Authorized('admin')
  @Mutation(() => UserType, {
    description: 'Admins: makes an account a user, owner or admin (never the last admin away); audited with the reason.',
  })
  changeUserRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => RoleEnum) role: Role,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserType> {
    return services.userAdmin.changeRole(viewer, id, role, { reason });
  }

  @Authorized('admin')
  @Mutation(() => UserType, {
    description: 'Admins: suspends an account: it cannot sign in and its sessions end at once. Audited with the reason.',
  })
  suspendUser(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserType> {
    return services.userAdmin.suspend(viewer, id, { reason });
  }

  @Authorized('admin')
  @Mutation(() => UserType, { description: 'Admins: lets a suspended account sign in again. Audited with the reason.' })
  reinstateUser(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserType> {
    return services.userAdmin.reinstate(viewer, id, { reason });
  }

  @Authorized('admin')
  @Mutation(() => UserType, {
    description:
      'Admins: a number verified by mistake stops counting as verified until the account proves it again. Audited with the reason.',
  })
  clearVerifiedNumber(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<UserType> {
    return services.userAdmin.clearVerifiedNumber(viewer, id, { reason });
  }
}
