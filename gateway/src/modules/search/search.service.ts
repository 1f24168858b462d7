import type { QueryResultRow } from 'pg';
import type { DataSource, EntityTarget } from 'typeorm';
import { ReadDatabase } from '../../db/read-database';
import type { SearchSort } from '../../../../shared/domain/search';
import { searchFiltersSchema, type SearchFilters } from '../../../../shared/validation/search';
import { parsePagination, totalPagesOf } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { Role } from '../../../../shared/domain/roles';
import type { Viewer } from '../auth/viewer';
import { normaliseCityName } from '../location/cities';
import { PropertyImage } from '../property/property-image.entity';
import { Property } from '../property/property.entity';
import { hydrate, selectableColumns } from './hydrate';
import { facetsOf, type RawFacets, type SearchFacets } from './search-facets';
import { SearchPlaces } from './search-places';
import { COUNT_CAP } from '../../../../shared/domain/listing-text';
import { buildSearchSql, defaultSort, totalCapOf, type SearchPlan, type SqlStatement } from './search-sql';
import { SearchUnderstanding, type Understood } from './search-understanding';
import type { SearchMisses } from './search-misses';
import { SharedAnswerCache, cacheKey } from '../../common/shared-answer-cache';

/** What cached searches are read from: a committed write to a listing or its photos empties the search cache. */
export const changesSearchAnswers = (entity: EntityTarget<unknown>) => entity === Property || entity === PropertyImage;

/** Who posted a listing, as cards show them. */
interface ListingPoster {
  id: string;
  name: string;
  role: Role;
}

export interface SearchHit {
  property: Property;
  /** Its photos in gallery order (loaded with the search, for the cards). */
  images: PropertyImage[];
  owner: ListingPoster | null;
  /** From the given point (lat, lng), when there is one; rounded to 10 m. */
  distanceKm: number | null;
}

export interface SearchOutcome {
  results: SearchHit[];
  /** How many listings match, counted up to COUNT_CAP (or the page's end): at least this many when not totalExact. */
  total: number;
  totalExact: boolean;
  page: number;
  limit: number;
  totalPages: number;
  facets: SearchFacets | null;
  sort: SearchSort;
  /** The text as the search understood it ("malviya nagar" for "malviya nagr"), if any. */
  understoodQuery: string | null;
  /** How the words of q were read: the filters they set (the panel's own win) and the text left. */
  understood: Understood | null;
}

export interface SearchInput {
  filter?: unknown;
  page?: unknown;
  limit?: unknown;
  sort?: unknown;
}

/**
 * Search over approved listings: text (typo- and space-tolerant, ranked), place, distance and
 * every filter of the search widget, sidebar and chips, with facet counts. The statement is built
 * by search-sql.ts, the text's ranking by search-text.ts, the words read by SearchUnderstanding.
 */
export class SearchService {
  readonly understanding: SearchUnderstanding;
  private readonly places: SearchPlaces;

  constructor(
    private readonly dataSource: DataSource,
    /** The read replica when there is one: searches tolerate its lag; "Hide already seen" does not. */
    private readonly reads = new ReadDatabase(dataSource),
    /** Where typed searches that found nothing are counted (the admin dashboard shows them). */
    readonly misses?: SearchMisses,
    /** Answers shared by everybody for a few seconds (off unless given). */
    readonly cache = new SharedAnswerCache({ ttlMs: 0, maxEntries: 0 }),
    /** Where counting the total and the facets' candidates stops (tests give a small one). */
    private readonly countCap = COUNT_CAP,
  ) {
    this.places = new SearchPlaces(reads);
    this.understanding = new SearchUnderstanding(reads, this.places);
  }

  /** A listing was written: the kept centres of places (searches around a place) are read afresh. */
  forgetPlaceCentres(): void {
    this.places.forgetCentres();
  }

  /** Reads and checks raw filters (REST query or GraphQL input): 400s name the field. */
  parse(input: SearchInput): { filters: SearchFilters; page: number; limit: number } {
    const raw = { ...((input.filter ?? {}) as Record<string, unknown>) };
    if (input.sort !== undefined && input.sort !== null) raw.sort = input.sort;
    const filters = parseInput(searchFiltersSchema, raw);
    if (filters.city) filters.city = normaliseCityName(filters.city);
    const { page, limit } = parsePagination({ page: input.page, limit: input.limit });
    return { filters, page, limit };
  }

  async search(viewer: Viewer | null, input: SearchInput, options: { withFacets?: boolean } = {}): Promise<SearchOutcome> {
    const parsed = this.parse(input);
    const withFacets = options.withFacets ?? true;
    // A signed-in seeker's "Hide already seen" is theirs alone: never shared through the cache.
    const perUser = Boolean(parsed.filters.hideSeen && viewer);
    const outcome = perUser
      ? await this.find(viewer, parsed, withFacets)
      : await this.cache.through(cacheKey({ search: parsed, withFacets }), () => this.find(null, parsed, withFacets));
    // Only typed text is worth counting: a filter-only search that finds nothing says little.
    if (outcome.total === 0 && parsed.page === 1 && parsed.filters.q) this.misses?.note(parsed.filters.q);
    return outcome;
  }

  private async find(viewer: Viewer | null, parsed: ReturnType<SearchService['parse']>, withFacets: boolean): Promise<SearchOutcome> {
    const { filters, understood } = await this.understanding.readWords(parsed.filters);
    const { page, limit } = parsed;
    const plan = await this.plan(viewer, filters, page, limit, withFacets);
    // A typed query is answered by relevance even when its words all became filters.
    if (understood && !filters.sort && plan.sort === 'newest') plan.sort = 'relevance';
    // "Hide already seen" must see the seeker's own latest views: that search reads the primary.
    const rows = await this.run<Record<string, unknown>>(this.statement(plan), plan.viewerId !== null);
    return this.outcomeOf(rows, plan, understood);
  }

  /**
   * The listings the search finds that became new (listed, or beds free again) after `newAfter`,
   * for a saved search: its count of new matches, and its alerts (`notAnnouncedTo` leaves out what
   * that saved search has announced). The search's own statement with more conditions, so neither
   * ever disagrees with the results page. Read from the primary: a listing approved a moment ago counts.
   */
  async newMatches(
    viewer: Viewer | null,
    input: SearchInput,
    only: Pick<SearchPlan, 'newAfter' | 'notAnnouncedTo'>,
    limit: number,
  ): Promise<SearchOutcome> {
    const { filters } = await this.understanding.readWords(this.parse(input).filters);
    const plan = { ...(await this.plan(viewer, filters, 1, limit, true)), ...only };
    const rows = await this.run<Record<string, unknown>>(this.statement(plan), true);
    return this.outcomeOf(rows, plan, null);
  }

  /** The filters turned into a plan: text understood against the dictionary, sort decided. */
  async plan(viewer: Viewer | null, filters: SearchFilters, page: number, limit: number, withFacets: boolean): Promise<SearchPlan> {
    const text = filters.q ? await this.understanding.understand(filters.q) : null;
    const usable = text && (text.match || text.rank) ? text : null;
    const around = filters.location ? await this.places.centreOf(filters.location, filters.city) : null;
    return {
      filters,
      text: usable,
      around,
      viewerId: filters.hideSeen ? (viewer?.id ?? null) : null,
      sort: defaultSort(filters, Boolean(usable?.match)),
      page,
      limit,
      withFacets,
      countCap: this.countCap,
    };
  }

  /** The one SQL statement of a plan (the benchmark runs it directly, EXPLAIN reads it). */
  statement(plan: SearchPlan): SqlStatement {
    return buildSearchSql(plan, selectableColumns(this.dataSource.getMetadata(Property)));
  }

  /** Runs the search statement on a pool directly (no entity mapping): the replica's unless `primary`. */
  private async run<Row>(statement: SqlStatement, primary: boolean): Promise<Row[]> {
    if (!primary) return this.reads.query<Row>(statement.text, statement.values);
    return (await this.reads.primaryPool.query<Row & QueryResultRow>(statement.text, statement.values)).rows;
  }

  /** The statement's rows as a page of hits, with the total and facets its first row carries. */
  private outcomeOf(rows: Array<Record<string, unknown>>, plan: SearchPlan, understood: Understood | null): SearchOutcome {
    const results = rows.filter((row) => row.id).map((row) => this.hitOf(row));
    const raw = (rows[0]?.facets as RawFacets | null | undefined) ?? null;
    const { page, limit, sort } = plan;
    // Counting stopped one past its cap: there are more than the cap, so at least one more page.
    const totalCap = totalCapOf(plan);
    const counted = raw ? Number(raw.total) : results.length;
    const totalExact = counted <= totalCap;
    const total = Math.min(counted, totalCap);
    const understoodQuery = plan.text?.understood ?? understood?.filters.location ?? null;
    return {
      results,
      total,
      totalExact,
      page,
      limit,
      totalPages: totalPagesOf(totalExact ? total : total + 1, limit),
      facets: raw && facetsOf(raw, this.countCap),
      sort,
      understoodQuery,
      understood,
    };
  }

  /** One row of the statement as a card's listing, photos, poster and distance. */
  private hitOf(row: Record<string, unknown>): SearchHit {
    return {
      property: hydrate<Property>(this.dataSource, this.dataSource.getMetadata(Property), row),
      images: (row.images as Array<Omit<PropertyImage, 'createdAt'>>).map((image) => Object.assign(new PropertyImage(), image)),
      owner: (row.owner as ListingPoster | null) ?? null,
      distanceKm: typeof row.distance === 'number' ? Math.round(row.distance / 10) / 100 : null,
    };
  }
}
