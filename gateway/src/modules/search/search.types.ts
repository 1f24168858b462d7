import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PropertyType } from '../property/property.types';
import { PageFields } from '../../graphql/page-fields';

@ObjectType('SearchHit', { description: 'A listing found by a search, with its distance when a point was given.' })
export class SearchHitType {
  @Field(() => PropertyType)
  property: PropertyType;

  @Field(() => Float, { nullable: true, description: 'Kilometres from lat/lng, when given: to the centre of the postal area the listing is in, so approximate.' })
  distanceKm: number | null;
}

@ObjectType('FacetCount', { description: 'How many results a filter value gives with the other filters as they are.' })
export class FacetCountType {
  @Field(() => String)
  value: string;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('PriceBandCount', { description: 'How many results fall in a price band (rupees per bed per month; max exclusive, null for open).' })
export class PriceBandCountType {
  @Field(() => String)
  key: string;

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
  description:
    'Counts beside the filters. Hostel type, gender, sharing and price bands are counted without their own filter (what choosing a value would give); amenities within the results.',
})
export class SearchFacetsType {
  @Field(() => [FacetCountType])
  hostelType: FacetCountType[];

  @Field(() => [FacetCountType])
  gender: FacetCountType[];

  @Field(() => [FacetCountType])
  sharingType: FacetCountType[];

  @Field(() => [FacetCountType])
  amenities: FacetCountType[];

  @Field(() => [PriceBandCountType])
  priceBands: PriceBandCountType[];
}

@ObjectType('SearchResult')
export class SearchResultType extends PageFields {
  @Field(() => [SearchHitType])
  results: SearchHitType[];

  @Field(() => SearchFacetsType, { nullable: true })
  facets: SearchFacetsType | null;

  @Field(() => String, { description: 'The order used: relevance, price_asc, price_desc, newest or distance.' })
  sort: string;

  @Field(() => String, { nullable: true, description: 'The text as understood after typo correction ("malviya nagar" for "malviya nagr").' })
  understoodQuery: string | null;
}

@ObjectType('SearchSuggestion', { description: 'A city, locality, landmark or PG name for the search box.' })
export class SearchSuggestionType {
  @Field(() => String, { description: 'city, locality, landmark or name.' })
  kind: string;

  @Field(() => String)
  text: string;

  @Field(() => String)
  city: string;

  @Field(() => Int, { description: 'Approved listings it finds.' })
  listings: number;
}

@ObjectType('SearchCollection', { description: 'A collection of the home page and how many listings its search finds.' })
export class SearchCollectionType {
  @Field(() => String)
  key: string;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  count: number;

  @Field(() => String, { description: 'The query string of the search it opens (/search-list?...).' })
  query: string;
}
