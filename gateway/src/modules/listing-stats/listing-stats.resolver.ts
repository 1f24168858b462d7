import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PropertyType } from '../property/property.types';
import { ListingStatsType } from './listing-stats.types';

@Resolver(() => PropertyType)
export class ListingStatsResolver {
  @Mutation(() => Boolean, {
    description:
      "Counts a view of a listing's page: once per viewer, listing and day; never the owner's own or an admin's. Anonymous visitors send the random id their browser keeps. True when counted.",
  })
  recordListingView(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('visitorId', () => String, { nullable: true }) visitorId: string | null,
    @Ctx() { services, viewer, clientIp }: GraphQLContext,
  ): Promise<boolean> {
    return services.listingStats.recordView(viewer, propertyId, visitorId, clientIp);
  }

  @FieldResolver(() => ListingStatsType, {
    nullable: true,
    description: 'Views, enquiries, phone reveals and shortlists of the last 30 days: for its owner and admins (null for anybody else).',
  })
  stats(@Root() property: PropertyType, @Ctx() { loaders }: GraphQLContext): Promise<ListingStatsType | null> {
    return loaders.listingStats.load(property.id);
  }
}
