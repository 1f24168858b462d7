import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Viewer } from '../auth/viewer';
import { PropertyType } from '../property/property.types';
import { Property } from '../property/property.entity';
import type { Review } from './review.entity';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import type { ReviewerConnection } from '../../../../shared/domain/reviews';
import { ListingRatingType, RatingSummaryType, ReviewerConnectionEnum, ReviewInput, ReviewPageType, ReviewType } from './review.types';

/** "Meera Joshi" -> "Meera J.": enough to be a person, not enough to find them. */
function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = rest.length ? ` ${rest[rest.length - 1].charAt(0).toUpperCase()}.` : '';
  return `${first}${initial}`;
}

/** A stored review as the API shows it to this viewer. */
export function toReviewType(review: Review, viewer: Viewer | null): ReviewType {
  return {
    ...review,
    authorName: review.author ? shortName(review.author.name) : FORMER_MEMBER_NAME,
    mine: viewer?.id === review.authorId,
    listing: review.property ?? null,
  };
}

@Resolver(() => ReviewType)
export class ReviewResolver {
  @Query(() => ReviewPageType, {
    description: 'The latest reviews across the site, newest first; with minRating, only those of at least that many stars.',
  })
  async latestReviews(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Arg('minRating', () => Int, { nullable: true }) minRating: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReviewPageType> {
    const found = await services.reviews.latest({ page, limit, minRating });
    return { ...found, items: found.items.map((review) => toReviewType(review, viewer)) };
  }

  @FieldResolver(() => ReviewerConnectionEnum, {
    nullable: true,
    description:
      "'Verified visit' (verified_visit) when its writer had a confirmed visit to the listing that is over, else 'Enquired' (enquired) when they sent it an enquiry; null otherwise.",
  })
  reviewerConnection(@Root() review: ReviewType, @Ctx() { loaders }: GraphQLContext): Promise<ReviewerConnection | null> {
    return loaders.reviewerConnections.load({ propertyId: review.propertyId, authorId: review.authorId });
  }

  @Mutation(() => ReviewType, {
    description: "Writes the viewer's review of a listing, or replaces their earlier one. Owners cannot review their own.",
  })
  async writeReview(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('input', () => ReviewInput) input: ReviewInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReviewType> {
    return toReviewType(await services.reviews.write(viewer, propertyId, { ...input }), viewer);
  }

  @Mutation(() => Boolean, { description: 'Deletes a review: its writer or an admin.' })
  async deleteReview(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    await services.reviews.delete(viewer, id);
    return true;
  }

  @Mutation(() => ReviewType, { description: "The listing owner's public reply to a review (again to change it)." })
  async replyToReview(
    @Arg('id', () => ID) id: string,
    @Arg('text', () => String) text: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReviewType> {
    return toReviewType(await services.reviews.reply(viewer, id, { text }), viewer);
  }
}

@Resolver(() => PropertyType)
export class ListingReviewsResolver {
  @FieldResolver(() => ListingRatingType, { description: 'Average rating and number of reviews (cards show these).' })
  rating(@Root() property: Property): ListingRatingType {
    // Kept on the listing's row by the reviews trigger: no query per card. (Typed as the entity,
    // the root is not copied into a PropertyType for each card; see PropertyResolver.images.)
    return { average: property.ratingAverage ?? null, count: property.ratingCount ?? 0 };
  }

  @FieldResolver(() => RatingSummaryType, {
    description: 'The review block: average, count, a count per star and the sub-rating averages.',
  })
  ratingSummary(@Root() property: PropertyType, @Ctx() { services }: GraphQLContext): Promise<RatingSummaryType> {
    return services.reviews.summary(property.id);
  }

  @FieldResolver(() => ReviewPageType, { description: 'Its reviews, newest first (5 a page unless limit says otherwise).' })
  async reviews(
    @Root() property: PropertyType,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ReviewPageType> {
    const found = await services.reviews.ofListing(property.id, { page, limit });
    return { ...found, items: found.items.map((review) => toReviewType(review, viewer)) };
  }

  @FieldResolver(() => ReviewType, { nullable: true, description: "The viewer's own review of it, if any." })
  async myReview(@Root() property: PropertyType, @Ctx() { services, viewer }: GraphQLContext): Promise<ReviewType | null> {
    const review = await services.reviews.mine(viewer, property.id);
    return review ? toReviewType(review, viewer) : null;
  }
}
