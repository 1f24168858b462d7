import { COUNT_CAP } from '../../../../shared/domain/listing-text';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AlertFrequency } from '../../../../shared/domain/saved-search-alerts';
import type { GraphQLContext } from '../../graphql/context';
import { AlertFrequencyEnum, SaveSearchResultType, SavedSearchType } from './saved-search.types';

@Resolver(() => SavedSearchType)
export class SavedSearchResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description: `Listings the search finds that became new (listed, or beds free again) since it was last opened (null if its filters no longer read), counted up to ${COUNT_CAP.toLocaleString('en-IN')}: that figure means at least as many ("1,000+"). One search statement each: ask for it on the list, not after every change.`,
  })
  newMatches(@Root() search: SavedSearchType, @Ctx() { services, viewer }: GraphQLContext): Promise<number | null> {
    return services.savedSearches.newMatches(viewer, search);
  }

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
  @Mutation(() => SavedSearchType, { description: 'How often its alert goes, and whether by SMS too (a verified mobile number only).' })
  setSavedSearchAlerts(
    @Arg('id', () => ID) id: string,
    @Arg('frequency', () => AlertFrequencyEnum) frequency: AlertFrequency,
    @Arg('bySms', () => Boolean) bySms: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SavedSearchType> {
    return services.savedSearches.setAlerts(viewer, id, { frequency, bySms });
  }

  @Mutation(() => String, {
    description: "One-click unsubscribe from a saved search's alerts (the link in each alert): the search stays, paused. Answers its name.",
  })
  unsubscribeSavedSearchAlerts(@Arg('token', () => String) token: string, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.savedSearchAlerts.unsubscribe(token);
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
