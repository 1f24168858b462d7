import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SHORTLIST_MAX, SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { ValidationError } from '../../common/errors';
import type { GraphQLContext } from '../../graphql/context';
import { PropertyType, RemovedListingType } from '../property/property.types';

/** Up to SHORTLIST_MAX listings: each costs one item; more ids are refused, naming the argument. */
const byIdsCost = ({ args, childComplexity }: { args: { ids?: unknown }; childComplexity: number }): number => {
  const count = Array.isArray(args.ids) ? args.ids.length : 0;
  if (count > SHORTLIST_MAX) throw new ValidationError([{ field: 'ids', message: SHORTLIST_MESSAGES.tooMany }]);
  return 1 + childComplexity * count;
};

@Resolver()
export class ShortlistResolver {
  @Authorized()
  @Query(() => [ID], { description: "The listings on the signed-in user's shortlist, newest first (public ones only)." })
  shortlistedIds(@Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.shortlist.ids(viewer);
  }

  @Authorized()
  @Query(() => [RemovedListingType], {
    description:
      "The signed-in user's shortlist entries whose listing was deleted, newest first: shown as removed until she takes them off (removeFromShortlist).",
  })
  shortlistRemoved(@Ctx() { services, viewer }: GraphQLContext): Promise<RemovedListingType[]> {
    return services.shortlist.removedEntries(viewer);
  }

  @Query(() => [PropertyType], {
    description: 'Public listings by id, in the order asked; ids of listings that are gone or not public are left out (a shortlist page).',
    complexity: byIdsCost,
  })
  propertiesByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services }: GraphQLContext): Promise<PropertyType[]> {
    return services.propertyQueries.approvedByIds(ids);
  }

  @Authorized()
  @Mutation(() => [ID], { description: "Adds a public listing to the signed-in user's shortlist; answers the shortlist's ids." })
  addToShortlist(@Arg('propertyId', () => ID) propertyId: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.shortlist.add(viewer, propertyId);
  }

  @Authorized()
  @Mutation(() => [ID], { description: "Removes a listing from the signed-in user's shortlist; answers the shortlist's ids." })
  removeFromShortlist(@Arg('propertyId', () => ID) propertyId: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.shortlist.remove(viewer, propertyId);
  }

  @Authorized()
  @Mutation(() => [ID], {
    description: 'Adds the shortlist a browser kept before sign-in (newest first) to the account; answers the shortlist ids.',
  })
  mergeShortlist(@Arg('propertyIds', () => [ID]) propertyIds: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.shortlist.merge(viewer, propertyIds);
  }
}
