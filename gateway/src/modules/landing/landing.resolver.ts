import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { primeSearchLoaders } from '../search/prime-search-loaders';
import { LANDING_LISTINGS } from './landing.service';
import { LandingPageType } from './landing.types';

@Resolver()
export class LandingResolver {
  @Query(() => LandingPageType, {
    description: 'The landing page at a path such as /pg-in-jaipur; NOT_FOUND when no approved listing is in that city or locality.',
    complexity: ({ childComplexity }) => 1 + childComplexity * LANDING_LISTINGS,
  })
  async landingPage(
    @Arg('path', () => String) path: string,
    @Ctx() { services, viewer, loaders }: GraphQLContext,
  ): Promise<LandingPageType> {
    const page = await services.landing.page(viewer, path);
    primeSearchLoaders(loaders, page.listings);
    return page;
  }
}
