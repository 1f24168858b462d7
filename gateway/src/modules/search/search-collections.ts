import { SEARCH_COLLECTIONS, type SearchCollectionKey } from '../../../../shared/domain/search';
import { toSearchParams, type SearchFilters } from '../../../../shared/validation/search';
import { Cached } from '../../common/cached';
import type { ReadDatabase } from '../../db/read-database';
import { AMENITY_FLAG, hostelTypeMask, TENANT_FLAG } from './search-flags';
import { listedSql } from '../property/listed';

export interface SearchCollectionCount {
  key: SearchCollectionKey;
  label: string;
  count: number;
  /** The /search-list query string that opens this collection. */
  query: string;
}

/** Home page counts change slowly; one count of every approved listing serves a while. */
const COLLECTIONS_TTL_MS = 30_000;

/**
 * The home page's collections with how many approved listings each search finds: counted once in
 * a while, and again after a listing changes (`forget`, called as the search answers' cache is
 * emptied: services.ts), so a collection's count is the count its search shows.
 */
export class SearchCollections {
  private readonly counts = new Cached(COLLECTIONS_TTL_MS, () => this.count());

  constructor(private readonly reads: ReadDatabase) {}

  list(): Promise<SearchCollectionCount[]> {
    return this.counts.get();
  }

  forget(): void {
    this.counts.forget();
  }

  /** One pass over the approved listings counts every collection, through the search flags. */
  private async count(): Promise<SearchCollectionCount[]> {
    const conditions = SEARCH_COLLECTIONS.map((collection) => {
      const filters = collection.filters as Partial<SearchFilters>;
      if (filters.hostelType) return `search_flags & ${hostelTypeMask(filters.hostelType)} <> 0`;
      const mask =
        (filters.amenities ?? []).reduce((m, a) => m | AMENITY_FLAG[a], 0) |
        (filters.tenants ?? []).reduce((m, t) => m | TENANT_FLAG[t], 0);
      return `search_flags & ${mask} = ${mask}`;
    });
    const [row] = await this.reads.query<Record<string, string>>(
      `SELECT ${conditions.map((condition, i) => `count(*) FILTER (WHERE ${condition}) AS c${i}`).join(', ')}
         FROM properties WHERE ${listedSql()}`,
    );
    return SEARCH_COLLECTIONS.map((collection, i) => ({
      key: collection.key,
      label: collection.label,
      count: Number(row[`c${i}`]),
      query: toSearchParams(collection.filters).toString(),
    }));
  }
}
