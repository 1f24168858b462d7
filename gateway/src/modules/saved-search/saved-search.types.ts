import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('SavedSearch', { description: 'A search kept by a signed-in seeker (My saved searches).' })
export class SavedSearchType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, {
    description: "The search as the /search-list page's URL query (and GET /api/v1/search's): filters and sort, no page.",
  })
  query: string;

  @Field(() => Boolean, { description: 'Paused by its seeker: it opens, but sends no alerts.' })
  paused: boolean;

  @Field(() => Date)
  lastOpenedAt: Date;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'Listings the search finds that were listed since it was last opened (null if its filters no longer read).',
  })
  newMatches: number | null;
}

@ObjectType('SaveSearchResult')
export class SaveSearchResultType {
  @Field(() => SavedSearchType)
  savedSearch: SavedSearchType;

  @Field(() => Boolean, { description: 'The same search was saved before: this is that one, under its name.' })
  alreadySaved: boolean;
}
