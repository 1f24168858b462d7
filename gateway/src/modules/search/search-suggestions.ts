import { SEARCH_SUGGESTIONS_DEFAULT_LIMIT, SEARCH_SUGGESTIONS_MAX_LIMIT } from '../../../../shared/domain/search';
import { understoodChips } from '../../../../shared/domain/search-words';
import { toSearchParams } from '../../../../shared/validation/search';
import type { ReadDatabase } from '../../db/read-database';
import type { SearchSuggestionKind } from '../../../../shared/domain/search';
import type { SearchService } from './search.service';
import { cacheKey } from '../../common/shared-answer-cache';

export interface SearchSuggestion {
  /** `understood`: the whole query as the search reads it ("Girls · Jaipur · under ₹8,000"), offered first. */
  kind: SearchSuggestionKind;
  /** As listed ("Malviya Nagar", "Near Gaurav Tower", "Saanjh Girls PG"). */
  text: string;
  city: string;
  /** Approved listings it finds (an understood search counts up to COUNT_CAP: that figure means at least as many). */
  listings: number;
  /** For `understood`: the /search-list query string of the search it opens. */
  query?: string | null;
}

/**
 * Suggestions for typed text ($1), at most $2, from search_phrases in three steps, best first:
 * phrases starting with the text ("malv" -> "Malviya Nagar"; btree prefix index), phrases with a
 * word starting with it ("nagar" -> "Malviya Nagar"; full-text prefix index), and, only when those
 * found too few, phrases resembling it ("malviya nagr", "koramangla"; trigram index). Within a
 * step: cities, then localities, landmarks and PG names, the ones with more listings first.
 * (Resemblance is checked for places only: PG names are many and found by their words.)
 */
export const SUGGESTIONS_SQL = `
WITH input AS (
  SELECT search_fold($1::text) AS q
), words AS (
  SELECT w, row_number() OVER () AS i, count(*) OVER () AS n
    FROM input, regexp_split_to_table(input.q, '[^[:alnum:]]+') AS w WHERE w <> ''
), typed AS (
  SELECT input.q,
         (SELECT to_tsquery('simple', string_agg(quote_literal(w) || CASE WHEN i = n THEN ':*' ELSE '' END, ' & ' ORDER BY i))
            FROM words WHERE i < n OR length(w) >= 2) AS words
    FROM input
), starts AS (
  -- Written out (not read from \`typed\`) so the planner sees a constant prefix for the index.
  SELECT p.*, 3 AS quality, 1::real AS score FROM search_phrases p
   WHERE p.key LIKE replace(replace(replace(search_fold($1::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
   ORDER BY p.listings DESC LIMIT 40
), contains AS (
  SELECT p.*, 2 AS quality, 1::real AS score FROM search_phrases p, typed
   WHERE to_tsvector('simple', p.key) @@ typed.words
   ORDER BY p.listings DESC LIMIT 40
), resembles AS (
  SELECT p.*, 1 AS quality, similarity(p.key, search_fold($1::text)) AS score FROM search_phrases p
   WHERE p.kind <> 'name' AND length(search_fold($1::text)) >= 4 AND p.key % search_fold($1::text)
     AND (SELECT count(*) FROM starts) + (SELECT count(*) FROM contains) < $2
   ORDER BY score DESC, p.listings DESC LIMIT 20
), found AS (
  SELECT DISTINCT ON (kind, key, city) * FROM (
    SELECT * FROM starts UNION ALL SELECT * FROM contains UNION ALL SELECT * FROM resembles
  ) candidates
  ORDER BY kind, key, city, quality DESC
)
SELECT kind, name, city, listings FROM found
 ORDER BY quality DESC, score DESC,
          CASE kind WHEN 'city' THEN 0 WHEN 'locality' THEN 1 WHEN 'landmark' THEN 2 ELSE 3 END,
          listings DESC, name
 LIMIT $2`;

/** The search box's typeahead: the query as the search reads it, then places and PG names. */
export class SearchTypeahead {
  constructor(
    private readonly search: SearchService,
    private readonly reads: ReadDatabase,
  ) {}

  /** Cities, localities, landmarks and PG names for what has been typed so far. */
  async suggest(q: unknown, limit: unknown = SEARCH_SUGGESTIONS_DEFAULT_LIMIT): Promise<SearchSuggestion[]> {
    const text = typeof q === 'string' ? q.trim().slice(0, 100) : '';
    const count = Math.min(
      Math.max(Number.parseInt(String(limit), 10) || SEARCH_SUGGESTIONS_DEFAULT_LIMIT, 1),
      SEARCH_SUGGESTIONS_MAX_LIMIT,
    );
    if (text.length < 2) return [];
    // The same for everybody: shared through the search cache.
    return this.search.cache.through(cacheKey({ suggest: text, count }), () => this.find(text, count));
  }

  private async find(text: string, count: number): Promise<SearchSuggestion[]> {
    const first = await this.understoodSuggestion(text);
    // Places follow for the words the understood form left as text.
    const place = first ? (first.leftText ?? '') : text;
    const suggestions = first ? [first.suggestion] : [];
    if (place.length < 2) return suggestions;
    const rows = await this.reads.query<{ kind: SearchSuggestionKind; name: string; city: string; listings: number }>(SUGGESTIONS_SQL, [
      place,
      count - suggestions.length,
    ]);
    return [...suggestions, ...rows.map((row) => ({ kind: row.kind, text: row.name, city: row.city, listings: Number(row.listings) }))];
  }

  /** The query as the search reads it, when its words set filters (place words alone are offered as places). */
  private async understoodSuggestion(text: string): Promise<{ suggestion: SearchSuggestion; leftText: string | null } | null> {
    const { understood } = await this.search.understanding.readWords({ q: text });
    const { city: _city, location: _location, ...filtering } = understood?.filters ?? {};
    if (!understood || !Object.keys(filtering).length) return null;
    const query = toSearchParams({ ...understood.filters, q: understood.text ?? undefined });
    const found = await this.search.search(null, { filter: Object.fromEntries(query), limit: 1 });
    const labels = understoodChips(understood.filters, understood.text).map((chip) => chip.label);
    return {
      suggestion: {
        kind: 'understood',
        text: labels.join(' · '),
        city: understood.filters.city ?? '',
        listings: found.total,
        query: query.toString(),
      },
      leftText: understood.text,
    };
  }
}
