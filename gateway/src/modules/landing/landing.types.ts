import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LANDING_AUDIENCES, type LandingAudience } from '../../../../shared/domain/landing-pages';
import { SearchResultType } from '../search/search.types';
import { enumValues } from '../../graphql/enum-of';

const LandingAudienceEnum = enumValues<LandingAudience>(LANDING_AUDIENCES.map(({ value }) => value));
registerEnumType(LandingAudienceEnum, {
  name: 'LandingAudience',
  description: "boys or girls: a page of boys' or girls' PGs (unisex ones included).",
});

@ObjectType('LandingLocality', { description: 'A locality of the city with approved listings, and its landing page.' })
export class LandingLocalityType {
  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'Its landing page, e.g. /pg-in-jaipur/malviya-nagar.' })
  path: string;
}

@ObjectType('LandingPage', {
  description: 'A city or locality landing page (/pg-in-jaipur, /girls-pg-in-jaipur, /pg-in-jaipur/malviya-nagar), from live data.',
})
export class LandingPageType {
  @Field(() => String, { description: 'The canonical path of the page.' })
  path: string;

  @Field(() => String, { description: 'e.g. "Girls PG in Jaipur".' })
  heading: string;

  @Field(() => String, { description: 'How many stays, their price range and the amenities most offer, counted from the listings.' })
  summary: string;

  @Field(() => String)
  city: string;

  @Field(() => String, { nullable: true })
  locality: string | null;

  @Field(() => LandingAudienceEnum, { nullable: true })
  audience: LandingAudience | null;

  @Field(() => String, { description: 'The /search-list query string that shows every listing of the page.' })
  searchQuery: string;

  @Field(() => [LandingLocalityType], { description: 'Other localities of the city with listings, the largest first.' })
  localities: LandingLocalityType[];

  @Field(() => SearchResultType, { description: 'The first listings, with total and facets, as the search finds them.' })
  listings: SearchResultType;

  @Field(() => Int, { nullable: true, description: 'The lowest monthly rent of the listings, rupees.' })
  priceMin: number | null;

  @Field(() => Int, { nullable: true, description: 'The highest monthly rent of the listings, rupees.' })
  priceMax: number | null;
}
