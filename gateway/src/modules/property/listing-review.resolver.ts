import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BULK_APPROVE_MAX, rejectionReasonLabel } from '../../../../shared/domain/listing-review';
import type { GraphQLContext } from '../../graphql/context';
import { shortListCost } from '../../graphql/cost';
import { BulkApproveResultType, ListingRejectionType, RejectListingInput } from './listing-review.types';
import type { Property } from './property.entity';
import { PropertyType } from './property.types';

/** The admin review queue's actions, and the reason a rejected listing shows its owner. */
@Resolver(() => PropertyType)
export class ListingReviewResolver {
  @Authorized('admin')
  @Mutation(() => PropertyType, {
    description: 'Admins reject a listing with a reason; its owner is e-mailed the reason and sees it on My Properties.',
  })
  rejectListing(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RejectListingInput) input: RejectListingInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<PropertyType> {
    return services.listingReview.reject(viewer, id, input);
  }

  @Authorized('admin')
  @Mutation(() => BulkApproveResultType, {
    description: `Admins approve up to ${BULK_APPROVE_MAX} listings waiting for review at once; listings not waiting (or gone) are skipped and listed with why.`,
    complexity: shortListCost(BULK_APPROVE_MAX),
  })
  async approveListings(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<BulkApproveResultType> {
    const result = await services.listingReview.approveMany(viewer, ids);
    return { approvedCount: result.approved.length, ...result };
  }

  @Authorized('admin')
  @Query(() => [String], { description: 'Admins: the cities that have listings of any status (the review queue filter).' })
  reviewCities(@Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.propertyQueries.citiesForReview(viewer);
  }

  @FieldResolver(() => ListingRejectionType, {
    nullable: true,
    description: 'Why the listing was rejected, while it is: for its owner and admins only (null for anybody else).',
  })
  rejection(
    @Root() listing: PropertyType & Partial<Pick<Property, 'rejectionReason' | 'rejectionNote'>>,
    @Ctx() { viewer }: GraphQLContext,
  ): ListingRejectionType | null {
    const mayRead = viewer?.role === 'admin' || viewer?.id === listing.ownerId;
    if (!mayRead || listing.status !== 'rejected' || !(listing.rejectionReason || listing.rejectionNote)) return null;
    const reason = listing.rejectionReason ?? null;
    return { reason, reasonLabel: reason ? rejectionReasonLabel(reason) : null, note: listing.rejectionNote ?? null };
  }
}
