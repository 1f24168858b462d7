import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SaveSearchResultType, SavedSearchType } from './saved-search.types';

@Resolver()
export class SavedSearchResolver {
  @Authorized()
  @Query(() => [SavedSearchType], { description: "The signed-in seeker's saved searches, newest first, with their new matches." })
  savedSearches(@Ctx() { services, viewer }: GraphQLContext): Promise<SavedSearchType[]> {
    return services.savedSearches.list(viewer);
  }

  @Authorized()
  @Mutation(() => SaveSearchResultType, {
    description:
      'Saves a search (the /search-list URL query) under a name; at most 20 per account. The same search saved again answers the one kept.',
  })
  async saveSearch(
    @Arg('name', () => String) name: string,
    @Arg('query', () => String) query: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SaveSearchResultType> {
    const { saved, alreadySaved } = await services.savedSearches.save(viewer, { name, query });
    return { savedSearch: saved, alreadySaved };
  }

  @Authorized()
  @Mutation(() => SavedSearchType)
  renameSavedSearch(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String) name: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SavedSearchType> {
    return services.savedSearches.rename(viewer, id, name);
  }

  @Authorized()
  @Mutation(() => SavedSearchType, { description: 'Pauses (no alerts) or resumes a saved search.' })
  setSavedSearchPaused(
    @Arg('id', () => ID) id: string,
    @Arg('paused', () => Boolean) paused: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SavedSearchType> {
    return services.savedSearches.setPaused(viewer, id, paused);
  }

  @Authorized()
  @Mutation(() => SavedSearchType, { description: 'Marks a saved search opened now: its new matches count from now.' })
  openSavedSearch(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<SavedSearchType> {
    return services.savedSearches.open(viewer, id);
  }

  @Authorized()
  @Mutation(() => [ID], { description: 'Deletes a saved search; answers the ids of those left.' })
  deleteSavedSearch(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.savedSearches.delete(viewer, id);
  }
}
