import { Field, Float, ID, InputType, Int } from 'type-graphql';
import type { PreferredTenant } from '../../../../shared/domain/property';
import type { AmenityFilter, FoodPreferenceFilter, HostelType, SearchPostedBy, SharingType } from '../../../../shared/domain/search';
import { PreferredTenantEnum } from '../property/listing-enums';
import { AmenityFilterEnum, FoodPreferenceFilterEnum, HostelTypeEnum, SearchPostedByEnum, SharingTypeEnum } from './search.types';

/**
 * Search filters (spec section 3, plus the sidebar's and chips' own). Values are checked by the
 * search service like the REST query string's, so both APIs answer the same messages.
 */
@InputType('SearchFilterInput')
export class SearchFilterInput {
  @Field(() => String, { nullable: true, description: 'Text: PG name, locality, landmark, district or city; typos are tolerated.' })
  q?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'A locality (area) name.' })
  location?: string | null;

  @Field(() => HostelTypeEnum, { nullable: true })
  hostelType?: HostelType | null;

  @Field(() => [SharingTypeEnum], { nullable: true, description: 'Any of these.' })
  sharingType?: SharingType[] | null;

  @Field(() => Int, { nullable: true, description: 'Rupees per bed per month.' })
  priceMin?: number | null;

  @Field(() => Int, { nullable: true })
  priceMax?: number | null;

  @Field(() => [AmenityFilterEnum], { nullable: true, description: 'All of these.' })
  amenities?: AmenityFilter[] | null;

  @Field(() => FoodPreferenceFilterEnum, { nullable: true, description: 'veg, non_veg or any (no preference).' })
  foodPreference?: FoodPreferenceFilter | null;

  @Field(() => [PreferredTenantEnum], { nullable: true, description: 'Preferred tenants: any of these.' })
  tenants?: PreferredTenant[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Rating 4+: only listings whose average rating (rounded to one decimal) is at least 4.',
  })
  minRating?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only listings within `radius` km of lat/lng (giving radius with lat/lng does the same).',
  })
  nearMe?: boolean | null;

  @Field(() => Float, { nullable: true })
  lat?: number | null;

  @Field(() => Float, { nullable: true })
  lng?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Kilometres, 0.5 to 50; 5 when not given. With lat/lng: only listings within it; with location: around the locality.',
  })
  radius?: number | null;

  @Field(() => Boolean, { nullable: true })
  attachedBathroom?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  verified?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  furnished?: boolean | null;

  @Field(() => SearchPostedByEnum, { nullable: true })
  postedBy?: SearchPostedBy | null;

  @Field(() => Boolean, { nullable: true })
  withPhotos?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  withVideos?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only with beds free: listings whose owner says at least one bed is free now.' })
  bedsFree?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Leave out listings the signed-in viewer has opened.' })
  hideSeen?: boolean | null;

  @Field(() => [ID], { nullable: true, description: 'Listings to leave out (those this browser has opened), at most 500.' })
  excludeIds?: string[] | null;
}
