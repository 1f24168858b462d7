import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { BULK_SKIP_REASONS, REJECTION_REASONS, type BulkSkipReason, type RejectionReason } from '../../../../shared/domain/listing-review';
import type { ListingStatus } from '../../../../shared/domain/property';
import { enumOf } from '../../graphql/enum-of';
import { ListingStatusEnum } from './listing-enums';

const RejectionReasonEnum = enumOf<RejectionReason>(REJECTION_REASONS, 'RejectionReason');
const BulkSkipReasonEnum = enumOf<BulkSkipReason>(BULK_SKIP_REASONS, 'BulkSkipReason');

@InputType('RejectListingInput', {
  description: "Why a listing is rejected; the note is required for 'other'. Both are e-mailed to its owner.",
})
export class RejectListingInput {
  @Field(() => RejectionReasonEnum)
  reason: RejectionReason;

  @Field(() => String, { nullable: true, description: "Up to 1,000 characters; at least 10 for 'other'." })
  note?: string | null;
}

@ObjectType('ListingRejection', { description: 'Why an admin rejected a listing (its owner and admins only).' })
export class ListingRejectionType {
  @Field(() => RejectionReasonEnum, {
    nullable: true,
    description: 'Null when the listing was unpublished after a report (the note says why).',
  })
  reason: RejectionReason | null;

  @Field(() => String, { nullable: true, description: "The reason's label, as the owner reads it." })
  reasonLabel: string | null;

  @Field(() => String, { nullable: true, description: "The admin's words." })
  note: string | null;
}

@ObjectType('ReviewedListing', { description: 'A listing a bulk approval approved.' })
export class ReviewedListingType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;
}

@ObjectType('SkippedListing', { description: 'A listing a bulk approval left as it was, and why.' })
export class SkippedListingType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'Null when the listing no longer exists.' })
  title: string | null;

  @Field(() => ListingStatusEnum, { nullable: true, description: 'Its status now (null when it no longer exists).' })
  status: ListingStatus | null;

  @Field(() => BulkSkipReasonEnum)
  reason: BulkSkipReason;
}

@ObjectType('BulkApproveResult', { description: 'What a bulk approval did: how many it approved, which, and which it skipped and why.' })
export class BulkApproveResultType {
  @Field(() => Int)
  approvedCount: number;

  @Field(() => [ReviewedListingType])
  approved: ReviewedListingType[];

  @Field(() => [SkippedListingType])
  skipped: SkippedListingType[];
}
