import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PropertyPageType, PropertyType } from '../property/property.types';
import { OwnerProfileType } from './owner-profile.types';

@Resolver(() => OwnerProfileType)
export class OwnerProfileResolver {
  @Query(() => OwnerProfileType, { description: 'The public owner page: an account with approved listings (NOT_FOUND otherwise).' })
  ownerProfile(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<OwnerProfileType> {
    return services.ownerProfiles.profile(id);
  }

  @FieldResolver(() => PropertyPageType, { description: 'Their approved listings, newest first (12 a page unless limit says otherwise).' })
  listings(
    @Root() owner: OwnerProfileType,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<PropertyPageType> {
    return services.ownerProfiles.listings(owner.id, { page, limit });
  }
}

@Resolver(() => PropertyType)
export class ListingOwnerProfileResolver {
  @FieldResolver(() => OwnerProfileType, {
    nullable: true,
    description: 'The owner block: who posted it, with their figures (null once their account is gone).',
  })
  ownerProfile(@Root() property: PropertyType, @Ctx() { loaders }: GraphQLContext): Promise<OwnerProfileType | null> {
    return loaders.ownerProfiles.load(property.ownerId);
  }
}
