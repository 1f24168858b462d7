import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  REVIEW_ASPECTS,
  REVIEW_STATES,
  REVIEWER_CONNECTIONS,
  type ReviewAspect,
  type ReviewerConnection,
  type ReviewState,
} from '../../../../shared/domain/reviews';
import { PageFields } from '../../graphql/page-fields';
import { PropertyType } from '../property/property.types';
import { enumValues } from '../../graphql/enum-of';

const ReviewAspectEnum = enumValues<ReviewAspect>(REVIEW_ASPECTS.map(({ value }) => value));
registerEnumType(ReviewAspectEnum, {
  name: 'ReviewAspect',
  description: 'What a sub-rating rates: food, cleanliness, safety, location or value (for money).',
});

const ReviewStateEnum = enumValues<ReviewState>(REVIEW_STATES);
registerEnumType(ReviewStateEnum, {
  name: 'ReviewState',
  description: 'visible, or hidden by moderators (then shown only to its writer and to admins, and counted nowhere).',
});

export const ReviewerConnectionEnum = enumValues<ReviewerConnection>(REVIEWER_CONNECTIONS.map(({ value }) => value));
registerEnumType(ReviewerConnectionEnum, {
  name: 'ReviewerConnection',
  description:
    "What ties a review's writer to the listing: verified_visit (a confirmed visit there, now over) or enquired (an enquiry they sent it).",
});

@ObjectType('Review', { description: "One person's review of a listing. The text is plain text." })
export class ReviewType {
  @Field(() => ID)
  id: string;

  /** Not fields: what the reviewerConnection resolver looks up by. */
  propertyId: string;
  authorId: string;

  @Field(() => Int, { description: 'The overall rating, 1 to 5.' })
  rating: number;

  @Field(() => Int, { nullable: true })
  food: number | null;

  @Field(() => Int, { nullable: true })
  cleanliness: number | null;

  @Field(() => Int, { nullable: true })
  safety: number | null;

  @Field(() => Int, { nullable: true })
  location: number | null;

  @Field(() => Int, { nullable: true, description: 'Value for money.' })
  value: number | null;

  @Field(() => String)
  text: string;

  @Field(() => String, { description: 'The writer as others see them: first name and initial ("Meera J.").' })
  authorName: string;

  @Field(() => Boolean, { description: 'Whether the viewer wrote it.' })
  mine: boolean;

  @Field(() => String, { nullable: true, description: "The listing owner's public reply." })
  ownerReply: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  ownerRepliedAt: Date | null;

  @Field(() => ReviewStateEnum, {
    description: 'Public lists hold only visible reviews; a hidden one reaches its writer (myReview) and admins.',
  })
  state: ReviewState;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  /** Only for the latest reviews across the site; null on a listing's own reviews. */
  @Field(() => PropertyType, { nullable: true, description: 'The listing reviewed (on the latest reviews across the site).' })
  listing: PropertyType | null;
}

@ObjectType('ReviewPage')
export class ReviewPageType extends PageFields {
  @Field(() => [ReviewType])
  items: ReviewType[];
}

@ObjectType('ListingRating', { simpleResolvers: true, description: "A listing's average rating and how many reviews it has." })
export class ListingRatingType {
  @Field(() => Float, { nullable: true, description: 'Rounded to one decimal; null without reviews.' })
  average: number | null;

  @Field(() => Int)
  count: number;
}

@ObjectType('AspectRating', { description: 'The average of one sub-rating and how many reviews gave it.' })
export class AspectRatingType {
  @Field(() => ReviewAspectEnum)
  aspect: ReviewAspect;

  @Field(() => String)
  label: string;

  @Field(() => Float, { nullable: true })
  average: number | null;

  @Field(() => Int)
  count: number;
}

@ObjectType('RatingSummary', { description: "A listing's reviews in numbers." })
export class RatingSummaryType extends ListingRatingType {
  @Field(() => [Int], { description: 'How many reviews gave 5, 4, 3, 2 and 1 stars, in that order.' })
  starCounts: number[];

  @Field(() => [AspectRatingType])
  aspects: AspectRatingType[];
}

@InputType('ReviewInput')
export class ReviewInput {
  @Field(() => Int, { description: '1 to 5.' })
  rating: number;

  @Field(() => Int, { nullable: true })
  food?: number | null;

  @Field(() => Int, { nullable: true })
  cleanliness?: number | null;

  @Field(() => Int, { nullable: true })
  safety?: number | null;

  @Field(() => Int, { nullable: true })
  location?: number | null;

  @Field(() => Int, { nullable: true })
  value?: number | null;

  @Field(() => String, { description: '20 to 2,000 characters, plain text.' })
  text: string;
}
