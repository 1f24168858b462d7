import type { GraphQLContext } from '../../graphql/context';
import type { SearchOutcome } from './search.service';

/** The photos and posters came with the search: the cards' field resolvers need no more queries. */
export function primeSearchLoaders(loaders: GraphQLContext['loaders'], found: SearchOutcome): void {
  for (const hit of found.results) {
    loaders.propertyImages.prime(hit.property.id, hit.images);
    if (hit.owner) loaders.listingOwners.prime(hit.property.ownerId, hit.owner);
  }
}
