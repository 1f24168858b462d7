import type { ReadDatabase } from '../../db/read-database';
import { CHEAP_PRICE_SHARE, type UnderstoodFilters } from '../../../../shared/domain/search-words';
import type { SearchFilters } from '../../../../shared/validation/search';
import { mergeUnderstood, readQuery } from './query-understanding';
import { cityOfPhrase, type SearchPlaces } from './search-places';
import { buildTextQuery, queryWords, termLookupSql, type TermMatch, type TextQuery } from './search-text';
import { listedSql } from '../property/listed';

/** How the words of q were read: the filters they set (the panel's own win) and the text left. */
export interface Understood {
  filters: UnderstoodFilters;
  text: string | null;
}

/**
 * What a typed query means: its words read into filters ("girls pg under 8000 in banglore"),
 * the words left matched against the dictionary of listing words (typo- and space-tolerant).
 */
export class SearchUnderstanding {
  constructor(
    private readonly reads: ReadDatabase,
    private readonly places: SearchPlaces,
  ) {}

  /**
   * Reads the words of q (gender, price, sharing, food, amenities, city) into filters; the
   * panel's explicit filters win. "cheap" sets the price limit at the lower third of the city's.
   */
  async readWords(explicit: SearchFilters): Promise<{ filters: SearchFilters; understood: Understood | null }> {
    if (!explicit.q) return { filters: explicit, understood: null };
    const cities = await this.places.cities();
    const read = readQuery(explicit.q, (phrase) => cityOfPhrase(cities, phrase));
    // The words left name a locality or a landmark: search in and around it, like the panel's location.
    const place = read.text ? await this.places.placeNamed(read.text, read.filters.city ?? explicit.city) : undefined;
    if (place) {
      read.filters.location = place.name;
      read.text = null;
    }
    const merged = mergeUnderstood(explicit, read.filters, read.text);
    if (read.cheap && merged.filters.priceMax === undefined) {
      const cheapest = await this.cheapPrice(merged.filters.city);
      if (cheapest !== null && (merged.filters.priceMin === undefined || cheapest >= merged.filters.priceMin)) {
        merged.filters.priceMax = cheapest;
        merged.used.priceMax = cheapest;
      }
    }
    return { filters: merged.filters, understood: { filters: merged.used, text: read.text } };
  }

  /** Looks the query's words up in the dictionary and builds the full-text queries. */
  async understand(q: string): Promise<TextQuery | null> {
    const words = queryWords(q);
    if (!words.length) return null;
    const lookup = termLookupSql(words);
    const rows = await this.reads.query<TermMatch>(lookup.text, lookup.values);
    const folded: string[] = [];
    for (const row of rows) if (!row.pair) folded[row.position] = row.token;
    return buildTextQuery(
      Array.from(folded, (word) => word ?? ''),
      rows.map((row) => ({ ...row, listings: Number(row.listings), distance: Number(row.distance) })),
    );
  }

  /** The price under which the cheapest third of the city's (or all) approved listings are. */
  private async cheapPrice(city: string | undefined): Promise<number | null> {
    const [row] = await this.reads.query<{ price: number | null }>(
      `SELECT percentile_disc($2::float8) WITHIN GROUP (ORDER BY price) AS price FROM properties WHERE ${listedSql()} AND ($1::text IS NULL OR city = $1)`,
      [city ?? null, CHEAP_PRICE_SHARE],
    );
    return row?.price != null ? Number(row.price) : null;
  }
}
