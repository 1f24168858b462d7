import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  AMENITY_FILTERS,
  FOOD_PREFERENCE_FILTERS,
  HOSTEL_TYPES,
  PRICE_BANDS,
  SEARCH_COLLECTIONS,
  SEARCH_POSTED_BY,
  SEARCH_SORTS,
  SEARCH_SUGGESTION_KINDS,
  SHARING_TYPES,
  type AmenityFilter,
  type FoodPreferenceFilter,
  type HostelType,
  type PriceBand,
  type SearchCollectionKey,
  type SearchPostedBy,
  type SearchSort,
  type SearchSuggestionKind,
  type SharingType,
} from '../../../../shared/domain/search';
import { enumOf, enumValues } from '../../graphql/enum-of';
import { PropertyGenderEnum } from '../property/listing-enums';
import { PropertyType } from '../property/property.types';
import { PageFields } from '../../graphql/page-fields';
import { COUNT_CAP } from '../../../../shared/domain/listing-text';

export const HostelTypeEnum = enumValues<HostelType>(HOSTEL_TYPES.map(({ value }) => value));
export const SharingTypeEnum = enumValues<SharingType>(SHARING_TYPES.map(({ value }) => value));
export const AmenityFilterEnum = enumValues<AmenityFilter>(AMENITY_FILTERS.map(({ value }) => value));
export const FoodPreferenceFilterEnum = enumValues<FoodPreferenceFilter>(FOOD_PREFERENCE_FILTERS.map(({ value }) => value));
registerEnumType(HostelTypeEnum, {
  name: 'HostelType',
  description: 'Hostel For: boys_hostel and girls_hostel include unisex listings; co_living is unisex ones only.',
});
registerEnumType(SharingTypeEnum, { name: 'SharingType', description: 'Beds per room: single, double or triple.' });
registerEnumType(AmenityFilterEnum, { name: 'AmenityFilter', description: 'wifi, ac, laundry, meals (food service) or parking (any).' });
registerEnumType(FoodPreferenceFilterEnum, {
  name: 'FoodPreferenceFilter',
  description: 'veg (veg kitchens), non_veg (kitchens serving non-veg) or any.',
});
export const SearchPostedByEnum = enumOf<SearchPostedBy>(SEARCH_POSTED_BY, 'SearchPostedBy');
export const SearchSortEnum = enumOf<SearchSort>(SEARCH_SORTS, 'SearchSort');
const SearchCollectionKeyEnum = enumOf<SearchCollectionKey>(
  SEARCH_COLLECTIONS.map(({ key, label }) => ({ value: key, label })),
  'SearchCollectionKey',
);
const SearchSuggestionKindEnum = enumValues<SearchSuggestionKind>(SEARCH_SUGGESTION_KINDS);
registerEnumType(SearchSuggestionKindEnum, {
  name: 'SearchSuggestionKind',
  description: 'city, locality, landmark or name; or understood: the whole query as the search reads it.',
});

@ObjectType('UnderstoodFilters', {
  simpleResolvers: true,
  description: 'How the search read the words of q: the filters they set (the given filters win over words) and the text left to search.',
})
export class UnderstoodFiltersType {
  @Field(() => String, { nullable: true, description: 'The words left after the filters were read (a place, landmark or PG name).' })
  text: string | null;

  @Field(() => String, { nullable: true })
  city?: string;

  @Field(() => String, { nullable: true, description: 'A locality named by the words, searched in and around.' })
  location?: string;

  @Field(() => HostelTypeEnum, { nullable: true })
  hostelType?: HostelType;

  @Field(() => [SharingTypeEnum], { nullable: true })
  sharingType?: SharingType[];

  @Field(() => Int, { nullable: true })
  priceMin?: number;

  @Field(() => Int, { nullable: true })
  priceMax?: number;

  @Field(() => [AmenityFilterEnum], { nullable: true })
  amenities?: AmenityFilter[];

  @Field(() => FoodPreferenceFilterEnum, { nullable: true })
  foodPreference?: FoodPreferenceFilter;

  @Field(() => Boolean, { nullable: true })
  attachedBathroom?: boolean;

  @Field(() => Boolean, { nullable: true })
  furnished?: boolean;
}

@ObjectType('SearchHit', { simpleResolvers: true, description: 'A listing found by a search, with its distance when a point was given.' })
export class SearchHitType {
  @Field(() => PropertyType)
  property: PropertyType;

  @Field(() => Float, {
    nullable: true,
    description: 'Kilometres from lat/lng, when given: to the centre of the postal area the listing is in, so approximate.',
  })
  distanceKm: number | null;
}

/**
 * One facet's count type: a value of the facet's own enum (so a client can switch on it), its
 * label and how many results it gives with the other filters as they are.
 */
function facetCount<V extends string>(name: string, values: { [K in V]: K }, facet: string) {
  @ObjectType(name, { simpleResolvers: true, description: `How many results ${facet} gives with the other filters as they are.` })
  class FacetCount {
    @Field(() => values)
    value: V;

    @Field(() => String)
    label: string;

    @Field(() => Int)
    count: number;
  }
  return FacetCount;
}
const HostelTypeCount = facetCount('HostelTypeCount', HostelTypeEnum, 'a hostel type');
const GenderCount = facetCount('GenderCount', PropertyGenderEnum, 'a gender');
const SharingTypeCount = facetCount('SharingTypeCount', SharingTypeEnum, 'a sharing type');
const AmenityFilterCount = facetCount('AmenityFilterCount', AmenityFilterEnum, 'an amenity filter');
const FoodPreferenceFilterCount = facetCount('FoodPreferenceFilterCount', FoodPreferenceFilterEnum, 'a food preference filter');

const PriceBandEnum = enumValues<PriceBand>(PRICE_BANDS.map(({ key }) => key));
registerEnumType(PriceBandEnum, { name: 'PriceBand', description: PRICE_BANDS.map(({ key, label }) => `${key}: ${label}`).join('; ') });

@ObjectType('PriceBandCount', {
  simpleResolvers: true,
  description: 'How many results fall in a price band (rupees per bed per month; max exclusive, null for open).',
})
export class PriceBandCountType {
  @Field(() => PriceBandEnum)
  key: PriceBand;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  min: number;

  @Field(() => Int, { nullable: true })
  max: number | null;

  @Field(() => Int)
  count: number;
}

@ObjectType('SearchFacets', {
  simpleResolvers: true,
  description: `Counts beside the filters. Hostel type, gender, sharing and price bands are counted without their own filter (what choosing a value would give); amenities within the results. Counted over at most ${COUNT_CAP.toLocaleString('en-IN')} candidates: past that, exact is false and each count is a lower bound.`,
})
export class SearchFacetsType {
  @Field(() => Boolean, {
    description: `True when every candidate was counted; false when more than ${COUNT_CAP.toLocaleString('en-IN')} matched, and each count is then at least its figure (show it as "40+", and no figure for 0).`,
  })
  exact: boolean;

  @Field(() => [HostelTypeCount])
  hostelType: Array<InstanceType<typeof HostelTypeCount>>;

  @Field(() => [GenderCount])
  gender: Array<InstanceType<typeof GenderCount>>;

  @Field(() => [SharingTypeCount])
  sharingType: Array<InstanceType<typeof SharingTypeCount>>;

  @Field(() => [AmenityFilterCount])
  amenities: Array<InstanceType<typeof AmenityFilterCount>>;

  @Field(() => [FoodPreferenceFilterCount], { description: 'any, veg, non_veg: counted without the food preference filter.' })
  foodPreference: Array<InstanceType<typeof FoodPreferenceFilterCount>>;

  @Field(() => [PriceBandCountType])
  priceBands: PriceBandCountType[];
}

@ObjectType('SearchResult', { simpleResolvers: true })
export class SearchResultType extends PageFields {
  @Field(() => Boolean, {
    description: `False when more listings match than total says: the total is counted up to ${COUNT_CAP.toLocaleString('en-IN')} (or the end of the asked page, if further), so show it as "1,000+". totalPages then counts one page past it.`,
  })
  totalExact: boolean;

  @Field(() => [SearchHitType])
  results: SearchHitType[];

  @Field(() => SearchFacetsType, { nullable: true })
  facets: SearchFacetsType | null;

  @Field(() => SearchSortEnum, { description: 'The order used.' })
  sort: SearchSort;

  @Field(() => String, {
    nullable: true,
    description: 'The text as understood after typo correction ("malviya nagar" for "malviya nagr").',
  })
  understoodQuery: string | null;

  @Field(() => UnderstoodFiltersType, { nullable: true, description: 'How q was read, when given: show it so people can remove a part.' })
  understood: UnderstoodFiltersType | null;
}

@ObjectType('SearchSuggestion', { simpleResolvers: true, description: 'A city, locality, landmark or PG name for the search box.' })
export class SearchSuggestionType {
  @Field(() => SearchSuggestionKindEnum, { description: 'understood comes first when given.' })
  kind: SearchSuggestionKind;

  @Field(() => String)
  text: string;

  @Field(() => String)
  city: string;

  @Field(() => Int, {
    description: `Approved listings it finds; an understood search counts up to ${COUNT_CAP.toLocaleString('en-IN')}, and that figure means at least as many ("1,000+").`,
  })
  listings: number;

  @Field(() => String, { nullable: true, description: 'For understood: the /search-list query string of the search it opens.' })
  query?: string | null;
}

@ObjectType('SearchCollection', { description: 'A collection of the home page and how many listings its search finds.' })
export class SearchCollectionType {
  @Field(() => SearchCollectionKeyEnum)
  key: SearchCollectionKey;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  count: number;

  @Field(() => String, { description: 'The query string of the search it opens (/search-list?...).' })
  query: string;
}
