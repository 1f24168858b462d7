import type { QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import { ReadDatabase } from '../../db/read-database';
import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, GENDER_LABELS, HOSTEL_TYPES, PRICE_BANDS, SEARCH_COLLECTIONS, SEARCH_SUGGESTIONS_DEFAULT_LIMIT, SEARCH_SUGGESTIONS_MAX_LIMIT, SHARING_TYPES, type SearchSort } from '../../../../shared/domain/search';
import { searchFiltersSchema, toSearchParams, type SearchFilters } from '../../../../shared/validation/search';
import { isUuid } from '../../common/errors';
import { parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { Role } from '../../../../shared/domain/roles';
import type { Viewer } from '../auth/viewer';
import { CITY_ALIASES, normaliseCityName } from '../location/cities';
import { CHEAP_PRICE_SHARE, understoodChips, type UnderstoodFilters } from '../../../../shared/domain/search-words';
import { editsAllowed, mergeUnderstood, readQuery, withinEdits } from './query-understanding';
import { PropertyImage } from '../property/property-image.entity';
import { Property } from '../property/property.entity';
import { hostelTypeMask, AMENITY_FLAG, TENANT_FLAG } from './search-flags';
import { hydrate, selectableColumns } from './hydrate';
import { buildSearchSql, defaultSort, type SearchPlan, type SqlStatement } from './search-sql';
import { buildTextQuery, queryWords, termLookupSql, type TermMatch, type TextQuery } from './search-text';
import { SUGGESTIONS_SQL, type SearchSuggestion } from './search-suggestions';

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface PriceBandCount {
  key: string;
  label: string;
  min: number;
  max: number | null;
  count: number;
}

export interface SearchFacets {
  hostelType: FacetCount[];
  gender: FacetCount[];
  sharingType: FacetCount[];
  amenities: FacetCount[];
  foodPreference: FacetCount[];
  priceBands: PriceBandCount[];
}

/** Who posted a listing, as cards show them. */
export interface ListingPoster {
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
  total: number;
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

export interface Understood {
  filters: UnderstoodFilters;
  text: string | null;
}

export interface SearchInput {
  filter?: unknown;
  page?: unknown;
  limit?: unknown;
  sort?: unknown;
}

export interface SearchCollectionCount {
  key: string;
  label: string;
  count: number;
  /** The /search-list query string that opens this collection. */
  query: string;
}

/** Home page counts change slowly; one count of every approved listing serves a while. */
const COLLECTIONS_TTL_MS = 30_000;

type RawFacets = {
  total: number;
  hostelType: Record<string, number>;
  gender: Record<string, number>;
  sharingType: Record<string, number>;
  amenities: Record<string, number>;
  foodPreference: Record<string, number>;
  priceBands: number[];
};

/**
 * Search over approved listings: text (typo- and space-tolerant, ranked), place, distance and
 * every filter of the search widget, sidebar and chips, with facet counts; suggestions for the
 * search box; the home page's collection counts; and the listings a signed-in seeker has seen.
 */
export class SearchService {
  private collectionCache?: { at: number; counts: Promise<SearchCollectionCount[]> };
  private placeCache?: { at: number; places: Promise<KnownPlaces> };

  constructor(
    private readonly dataSource: DataSource,
    /** The read replica when there is one: searches tolerate its lag; markSeen and hideSeen do not. */
    private readonly reads = new ReadDatabase(dataSource),
  ) {}

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
    const { filters, understood } = await this.readWords(parsed.filters);
    const { page, limit } = parsed;
    const plan = await this.plan(viewer, filters, page, limit, options.withFacets ?? true);
    // A typed query is answered by relevance even when its words all became filters.
    if (understood && !filters.sort && plan.sort === 'newest') plan.sort = 'relevance';
    // "Hide already seen" must see the seeker's own latest views: that search reads the primary.
    const rows = await this.run<Record<string, unknown>>(this.statement(plan), plan.viewerId !== null);
    const metadata = this.dataSource.getMetadata(Property);
    const results = rows
      .filter((row) => row.id)
      .map((row) => ({
        property: hydrate<Property>(this.dataSource, metadata, row),
        images: (row.images as Array<Omit<PropertyImage, 'createdAt'>>).map((image) => Object.assign(new PropertyImage(), image)),
        owner: (row.owner as ListingPoster | null) ?? null,
        distanceKm: typeof row.distance === 'number' ? Math.round(row.distance / 10) / 100 : null,
      }));
    const raw = (rows[0]?.facets as RawFacets | null | undefined) ?? null;
    const total = raw ? Number(raw.total) : results.length;
    return {
      results,
      total,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      facets: raw ? facetsOf(raw) : null,
      sort: plan.sort,
      understoodQuery: plan.text?.understood ?? understood?.filters.location ?? null,
      understood,
    };
  }

  /**
   * Reads the words of q (gender, price, sharing, food, amenities, city) into filters; the
   * panel's explicit filters win. "cheap" sets the price limit at the lower third of the city's.
   */
  async readWords(explicit: SearchFilters): Promise<{ filters: SearchFilters; understood: Understood | null }> {
    if (!explicit.q) return { filters: explicit, understood: null };
    const places = await this.knownPlaces();
    const read = readQuery(explicit.q, (phrase) => cityOfPhrase(places.cities, phrase));
    // The words left name a locality or a landmark: search in and around it, like the panel's location.
    const city = read.filters.city ?? explicit.city;
    const place = read.text ? (placeNamed(places.localities, read.text, city) ?? (await this.landmarkNamed(places.landmarks, read.text, city))) : undefined;
    if (place) {
      read.filters.location = place.name;
      read.text = null;
    }
    const merged = mergeUnderstood(explicit, read.filters, read.text);
    if (read.cheap && merged.filters.priceMax === undefined) {
      const [row] = await this.reads.query<{ price: number | null }>(
        `SELECT percentile_disc($2::float8) WITHIN GROUP (ORDER BY price) AS price FROM properties WHERE status = 'approved' AND ($1::text IS NULL OR city = $1)`,
        [merged.filters.city ?? null, CHEAP_PRICE_SHARE],
      );
      if (row?.price != null && (merged.filters.priceMin === undefined || row.price >= merged.filters.priceMin)) {
        merged.filters.priceMax = Number(row.price);
        merged.used.priceMax = Number(row.price);
      }
    }
    return { filters: merged.filters, understood: { filters: merged.used, text: read.text } };
  }

  /**
   * The landmark the whole text names ("gaurav tower"), when it is one place: in one city only
   * (Phoenix Marketcity is in Bengaluru and in Chennai: without a city, its name is searched as
   * text) and with listings whose position is known.
   */
  private async landmarkNamed(landmarks: KnownPlace[], text: string, city: string | undefined): Promise<{ name: string } | undefined> {
    const key = placeKey(text);
    const named = landmarks.filter((l) => l.key === key && (!city || l.city === city));
    if (new Set(named.map((l) => l.city)).size !== 1) return undefined;
    return (await this.centreOf(named[0].name, named[0].city)) ? named[0] : undefined;
  }

  /** The cities (by lower-case name and old names) and localities of approved listings, cached briefly. */
  private knownPlaces(): Promise<KnownPlaces> {
    const now = Date.now();
    if (this.placeCache && now - this.placeCache.at < COLLECTIONS_TTL_MS) return this.placeCache.places;
    const places = (async () => {
      const rows = await this.reads.query<{ city: string; locality: string; key: string }>(
        `SELECT DISTINCT city, locality, locality_key AS key FROM properties WHERE status = 'approved' AND locality_key <> ''`,
      );
      // Landmarks as owners wrote them ("Near Malviya Nagar Metro"), named without the "Near".
      const landmarks = await this.reads.query<{ key: string; name: string; city: string }>(
        `SELECT regexp_replace(key, '[^[:alnum:]]+', '', 'g') AS key, regexp_replace(name, '${LANDMARK_PREFIX}', '', 'i') AS name, city
           FROM search_phrases WHERE kind = 'landmark' AND listings > 0`,
      );
      const cities = new Map(rows.map((row) => [row.city.toLowerCase(), row.city]));
      for (const [alias, city] of Object.entries(CITY_ALIASES)) if (cities.has(city.toLowerCase())) cities.set(alias, city);
      return { cities, localities: rows.map((row) => ({ key: row.key, name: row.locality, city: row.city })), landmarks };
    })().catch((error: unknown) => {
      this.placeCache = undefined;
      throw error;
    });
    this.placeCache = { at: now, places };
    return places;
  }

  /** The filters turned into a plan: text understood against the dictionary, sort decided. */
  async plan(viewer: Viewer | null, filters: SearchFilters, page: number, limit: number, withFacets: boolean): Promise<SearchPlan> {
    const text = filters.q ? await this.understand(filters.q) : null;
    const usable = text && (text.match || text.rank) ? text : null;
    const around = filters.location ? await this.centreOf(filters.location, filters.city) : null;
    return { filters, text: usable, around, viewerId: filters.hideSeen ? (viewer?.id ?? null) : null, sort: defaultSort(filters, Boolean(usable?.match)), page, limit, withFacets };
  }

  /** Runs one of the search's hand-written statements on a pool directly (no entity mapping): the replica's unless `primary`. */
  private async run<Row>(statement: SqlStatement, primary = false): Promise<Row[]> {
    if (!primary) return this.reads.query<Row>(statement.text, statement.values);
    return (await this.reads.primaryPool.query<Row & QueryResultRow>(statement.text, statement.values)).rows;
  }

  /**
   * A place's centre: the mean position of the approved listings in the locality of that name or,
   * when no locality has it, of those near the landmark of that name ("Near Malviya Nagar Metro"),
   * in the city if given. The landmark's listings are found through the full-text index first.
   */
  private async centreOf(location: string, city: string | undefined): Promise<SearchPlan['around']> {
    const placeKey = `regexp_replace(search_fold($1::text), '[^[:alnum:]]+', '', 'g')`;
    const locality = await this.meanPosition(`locality_key = ${placeKey}`, location, city);
    if (locality) return { ...locality, landmark: false };
    const landmark = await this.meanPosition(
      `search_vector @@ plainto_tsquery('simple', search_fold($1::text)) AND regexp_replace(search_fold(nearby_road), '[^[:alnum:]]+', '', 'g') LIKE '%' || ${placeKey}`,
      location,
      city,
    );
    return landmark ? { ...landmark, landmark: true } : null;
  }

  /** The mean position of the approved listings meeting a condition on $1 (the place), in the city $2 if given. */
  private async meanPosition(condition: string, place: string, city: string | undefined): Promise<{ lat: number; lng: number } | null> {
    const [row] = await this.reads.query<{ lat: number | null; lng: number | null }>(
      `SELECT avg(latitude) AS lat, avg(longitude) AS lng FROM properties
        WHERE status = 'approved' AND ${condition}
          AND ($2::text IS NULL OR city = $2) AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      [place, city ?? null],
    );
    return row?.lat != null && row.lng != null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
  }

  /** The one SQL statement of a plan (the benchmark runs it directly, EXPLAIN reads it). */
  statement(plan: SearchPlan): SqlStatement {
    return buildSearchSql(plan, selectableColumns(this.dataSource.getMetadata(Property)));
  }

  /** Looks the query's words up in the dictionary and builds the full-text queries. */
  async understand(q: string): Promise<TextQuery | null> {
    const words = queryWords(q);
    if (!words.length) return null;
    const rows = await this.run<TermMatch>(termLookupSql(words));
    const folded: string[] = [];
    for (const row of rows) if (!row.pair) folded[row.position] = row.token;
    return buildTextQuery(Array.from(folded, (word) => word ?? ''), rows.map((row) => ({ ...row, listings: Number(row.listings), distance: Number(row.distance) })));
  }

  /** Cities, localities, landmarks and PG names for what has been typed so far. */
  async suggest(q: unknown, limit: unknown = SEARCH_SUGGESTIONS_DEFAULT_LIMIT): Promise<SearchSuggestion[]> {
    const text = typeof q === 'string' ? q.trim().slice(0, 100) : '';
    const count = Math.min(Math.max(Number.parseInt(String(limit), 10) || SEARCH_SUGGESTIONS_DEFAULT_LIMIT, 1), SEARCH_SUGGESTIONS_MAX_LIMIT);
    if (text.length < 2) return [];
    // The query as the search reads it comes first when its words set filters; places follow for the words left.
    const { understood } = await this.readWords({ q: text });
    // Place words alone are offered as places below; the understood form is for words that filter.
    const { city: _city, location: _location, ...filtering } = understood?.filters ?? {};
    const read = understood && Object.keys(filtering).length ? understood : null;
    const first: SearchSuggestion[] = [];
    if (read) {
      const query = toSearchParams({ ...read.filters, q: read.text ?? undefined });
      const found = await this.search(null, { filter: Object.fromEntries(query), limit: 1 });
      const labels = understoodChips(read.filters, read.text).map((chip) => chip.label);
      first.push({ kind: 'understood', text: labels.join(' · '), city: read.filters.city ?? '', listings: found.total, query: query.toString() });
    }
    const place = read ? (read.text ?? '') : text;
    if (place.length < 2) return first;
    const rows = await this.run<{ kind: SearchSuggestion['kind']; name: string; city: string; listings: number }>({ text: SUGGESTIONS_SQL, values: [place, count - first.length] });
    return [...first, ...rows.map((row) => ({ kind: row.kind, text: row.name, city: row.city, listings: Number(row.listings) }))];
  }

  /** The home page's collections with how many approved listings each search finds. */
  collections(): Promise<SearchCollectionCount[]> {
    const now = Date.now();
    if (this.collectionCache && now - this.collectionCache.at < COLLECTIONS_TTL_MS) return this.collectionCache.counts;
    const counts = this.countCollections().catch((error: unknown) => {
      this.collectionCache = undefined;
      throw error;
    });
    this.collectionCache = { at: now, counts };
    return counts;
  }

  private async countCollections(): Promise<SearchCollectionCount[]> {
    const conditions = SEARCH_COLLECTIONS.map((collection) => {
      const filters = collection.filters as Partial<SearchFilters>;
      if (filters.hostelType) return `search_flags & ${hostelTypeMask(filters.hostelType)} <> 0`;
      const mask = (filters.amenities ?? []).reduce((m, a) => m | AMENITY_FLAG[a], 0) | (filters.tenants ?? []).reduce((m, t) => m | TENANT_FLAG[t], 0);
      return `search_flags & ${mask} = ${mask}`;
    });
    const [row] = await this.reads.query<Record<string, string>>(
      `SELECT ${conditions.map((condition, i) => `count(*) FILTER (WHERE ${condition}) AS c${i}`).join(', ')}
         FROM properties WHERE status = 'approved'`,
    );
    return SEARCH_COLLECTIONS.map((collection, i) => ({
      key: collection.key,
      label: collection.label,
      count: Number(row[`c${i}`]),
      query: toSearchParams(collection.filters).toString(),
    }));
  }

  /**
   * Remembers that a signed-in seeker opened a listing (for "Hide already seen"). Anonymous
   * calls, unknown and unapproved listings are a harmless no-op answering false.
   */
  async markSeen(viewer: Viewer | null, propertyId: string): Promise<boolean> {
    if (!viewer || !isUuid(propertyId)) return false;
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO seen_listings (user_id, property_id)
       SELECT $1, p.id FROM properties p WHERE p.id = $2 AND p.status = 'approved'
       ON CONFLICT (user_id, property_id) DO UPDATE SET seen_at = now()
       RETURNING property_id`,
      [viewer.id, propertyId],
    );
    return rows.length > 0;
  }
}

/** What owners write before a landmark ("Near", "Opp.") and the suggestions leave out, as the search index's trigger reads it. */
const LANDMARK_PREFIX = '^(near|opp|opposite|behind|beside|next to)[.]?\\s+';

interface KnownPlace {
  /** The name folded to letters and digits ("malviyanagarmetro"). */
  key: string;
  name: string;
  city: string;
}

interface KnownPlaces {
  cities: Map<string, string>;
  localities: KnownPlace[];
  landmarks: KnownPlace[];
}

/** A place's name folded to letters and digits, as its key is kept ("HSR Layout" -> "hsrlayout"). */
const placeKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The place the whole text names ("hsr layout", "malviya nagr"), in the city when one is given. */
function placeNamed(places: KnownPlace[], text: string, city: string | undefined): { name: string } | undefined {
  const key = placeKey(text);
  const candidates = places.filter((l) => !city || l.city === city);
  const allowed = key.length >= 10 ? 2 : key.length >= 6 ? 1 : 0;
  return candidates.find((l) => l.key === key) ?? (allowed ? candidates.find((l) => withinEdits(key, l.key, allowed)) : undefined);
}

/** The city a phrase names, exactly or with a typo ("banglore"), among the known ones. */
function cityOfPhrase(cities: Map<string, string>, phrase: string): string | undefined {
  const exact = cities.get(phrase);
  if (exact) return exact;
  const allowed = editsAllowed(phrase);
  if (!allowed || phrase.includes(' ')) return undefined;
  for (const [name, city] of cities) if (withinEdits(phrase, name, allowed)) return city;
  return undefined;
}

const label = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((o) => o.value === value)?.label ?? value;

function facetsOf(raw: RawFacets): SearchFacets {
  const counts = (record: Record<string, number>, options: ReadonlyArray<{ value: string; label: string }>) =>
    options.map((option) => ({ value: option.value, label: label(options, option.value), count: Number(record[option.value] ?? 0) }));
  return {
    hostelType: counts(raw.hostelType, HOSTEL_TYPES),
    gender: counts(raw.gender, GENDER_LABELS),
    sharingType: counts(raw.sharingType, SHARING_TYPES),
    amenities: counts(raw.amenities, AMENITY_FILTERS),
    foodPreference: counts(raw.foodPreference, FOOD_PREFERENCE_FILTERS),
    priceBands: PRICE_BANDS.map((band, index) => ({ key: band.key, label: band.label, min: band.min, max: band.max, count: Number(raw.priceBands[index] ?? 0) })),
  };
}
