import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SEARCH_SUGGESTIONS_DEFAULT_LIMIT, SEARCH_SUGGESTIONS_MAX_LIMIT, type SearchSort } from '../../../../shared/domain/search';
import type { GraphQLContext } from '../../graphql/context';
import { shortListCost } from '../../graphql/cost';
import { requestedFields } from '../../graphql/lookahead';
import { primeSearchLoaders } from './prime-search-loaders';
import { SearchFilterInput } from './search.inputs';
import { SearchCollectionType, SearchResultType, SearchSortEnum, SearchSuggestionType } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResultType, {
    description:
      'Approved listings matching every given filter (empty ones are ignored), one page in the asked order, with the total and facet counts. Bad values are BAD_USER_INPUT naming the field.',
  })
  async search(
    @Arg('filter', () => SearchFilterInput, { nullable: true }) filter: SearchFilterInput | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('sort', () => SearchSortEnum, { nullable: true, description: 'top_rated is weighted by the number of reviews.' })
    sort: SearchSort | null,
    @Ctx() { services, viewer, loaders }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SearchResultType> {
    const asked = requestedFields(info);
    // Counting every match is the costly part; a page alone (the home page's) skips it.
    const withFacets = ['facets', 'total', 'totalExact', 'totalPages'].some((field) => asked.has(field));
    const found = await services.search.search(viewer, { filter: { ...filter }, page, limit, sort }, { withFacets });
    primeSearchLoaders(loaders, found);
    return { ...found, understood: found.understood && { text: found.understood.text, ...found.understood.filters } };
  }

  @Query(() => [SearchSuggestionType], {
    description: 'Cities, localities, landmarks and PG names for the search box (2 characters or more).',
    complexity: shortListCost(SEARCH_SUGGESTIONS_MAX_LIMIT),
  })
  searchSuggestions(
    @Arg('q', () => String) q: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: SEARCH_SUGGESTIONS_DEFAULT_LIMIT }) limit: number,
    @Ctx() { services }: GraphQLContext,
  ): Promise<SearchSuggestionType[]> {
    return services.searchTypeahead.suggest(q, limit);
  }

  @Query(() => [SearchCollectionType], { description: "The home page's curated and amenity collections with their listing counts." })
  searchCollections(@Ctx() { services }: GraphQLContext): Promise<SearchCollectionType[]> {
    return services.searchCollections.list();
  }

  @Mutation(() => Boolean, {
    description: 'Remembers that the signed-in viewer opened a listing (for hideSeen). Anonymous calls do nothing and answer false.',
  })
  markListingSeen(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<boolean> {
    return services.seenListings.markSeen(viewer, id);
  }
}
