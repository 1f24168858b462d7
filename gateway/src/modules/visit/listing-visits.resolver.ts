import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PropertyType } from '../property/property.types';

/** What a listing's owner sees of its visits on the listing itself (My Properties). */
@Resolver(() => PropertyType)
export class ListingVisitsResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Visits still to come (requested, confirmed or moved, not yet over): for its owner and admins (null for anybody else). Deleting the listing cancels them and e-mails each seeker.',
  })
  openVisits(@Root() property: PropertyType, @Ctx() { loaders }: GraphQLContext): Promise<number | null> {
    return loaders.openVisitCounts.load(property.id);
  }
}
