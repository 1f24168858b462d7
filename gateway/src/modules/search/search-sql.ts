import type { SearchSort } from '../../../../shared/domain/search';
import { radiusOf, searchesAroundPoint, type SearchFilters } from '../../../../shared/validation/search';
import {
  LISTING_POINT,
  POSITION_POINT,
  newestAtEachPosition,
  placeCandidates,
  pointWithin,
  type PlaceCandidates,
  withinRadius,
  type Placeholders,
} from './search-place-sql';
import { AMENITY_FLAG, FLAG, MIN_RATING_FLAG, TENANT_FLAG } from './search-flags';
import { BAND_EDGES, FACET_BITS, facetColumns, facetTests } from './search-facet-sql';
import type { TextQuery } from './search-text';
import { offsetOf } from '../../common/pagination';
import { listedSql } from '../property/listed';
import { COUNT_CAP } from '../../../../shared/domain/listing-text';

/**
 * The one SQL statement behind a search: the listings matching every filter, one page of them in
 * the asked order, and (when asked for) the total and the facet counts, in a single round trip.
 *
 * Filters split in two. "Base" filters (text, city, locality, distance, amenities, chips, seen)
 * decide the candidate set `base`. Hostel type, sharing and price are applied on top, and each
 * facet group is counted with the other two applied but not its own, so a count says how many
 * results choosing that value would give (multi-select sharing adds, amenities narrow).
 * Everything the filters and counts read is in the covering indexes (search_flags bits, price,
 * created_at, id), so a search by city, locality or distance reads no table rows until the page.
 *
 * Counting is bounded, so a search costs about the same in a city of 2,000 listings or a country
 * of a million: the total is counted up to COUNT_CAP (or the page's end, if further) and the
 * facets over at most COUNT_CAP + 1 candidates. Past the cap the counts are lower bounds, and the
 * answer says so (`totalExact`, `facets.exact`); the page itself is always exact and in order.
 */

export interface SearchPlan {
  filters: SearchFilters;
  text: TextQuery | null;
  /**
   * The centre of the `location` place (its listings' mean position), when it has one: a place
   * search finds the place's own listings first, then those within the radius of it. The place is
   * a locality, or a landmark when no locality has its name ("Gaurav Tower").
   */
  around: { lat: number; lng: number; landmark: boolean } | null;
  /** Whose seen listings to leave out, when hideSeen is on and someone is signed in. */
  viewerId: string | null;
  sort: SearchSort;
  page: number;
  limit: number;
  /** Count the total and the facets (the page alone is much cheaper). */
  withFacets: boolean;
  /** Where counting stops (COUNT_CAP unless a test needs a small one). */
  countCap?: number;
  /** Only listings new after this time: listed, or with beds free again (a saved search's new matches). */
  newAfter?: Date;
  /** Leave out the listings this saved search's alerts have announced since they last became new. */
  notAnnouncedTo?: string;
}

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The sort a search uses when none is given: relevance for text or a locality, distance near me, else newest. */
export function defaultSort(filters: SearchFilters, hasText: boolean): SearchSort {
  if (filters.sort) return filters.sort;
  if (hasText || filters.location) return 'relevance';
  if (filters.nearMe) return 'distance';
  return 'newest';
}

/** The statement's values, added as placeholders are written ($1, $2, ...), casts included. */
class Params implements Placeholders {
  readonly values: unknown[] = [];

  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** What the base conditions computed that the ordering and the page need again. */
interface Base {
  /** The FROM item the candidates are read from, aliased p: the listings table or a place's candidates. */
  source: string;
  /** Every base condition but where the listing is (`near`). */
  conditions: string[];
  /** The given point (lat, lng) as an earth position. */
  point: string | null;
  /** Where the listing is: within the radius (a placeholder, in metres) of the point, or only somewhere known. */
  near: { radius: string | null; conditions: string[] } | null;
  /**
   * For a `location` place: its candidates (search-place-sql.ts): how far a listing is from it, and
   * for a locality its page ordered by place and what its capped counts read, position by position.
   */
  place: PlaceCandidates | null;
}

export function buildSearchSql(plan: SearchPlan, propertyColumns: string[]): SqlStatement {
  const params = new Params();
  const base = baseConditions(plan, params);
  const baseWhere = [...base.conditions, ...(base.near?.conditions ?? [])];
  const tests = facetTests(plan.filters, params);
  const score = relevanceScore(plan, params);
  // Distances in metres are computed for the page only; ordering uses the GiST index's own
  // distance (<->, the same order), so thousands of candidates need no trigonometry.
  const distance = base.point ? `earth_distance(${base.point}, ${LISTING_POINT})` : null;
  const ordering = { score: Boolean(score), place: Boolean(base.place), distance: Boolean(distance) };
  const limit = params.add(plan.limit, '::int');
  const offset = params.add(offsetOf(plan), '::int');
  const faceted = [
    tests.genderOk('p.search_flags'),
    tests.sharingOk('p.search_flags'),
    tests.priceOk('p.price'),
    tests.foodOk('p.search_flags'),
  ].filter((c) => c !== 'true');
  const order = orderClause(plan.sort, 'p.', '', ordering);
  const nearest = pageReadNearestFirst(plan, base, [...base.conditions, ...faceted], Boolean(score), params);
  // A text search ranked by relevance ranks every match for its page anyway: it reads the text
  // index and the matches' rows once, kept for the counts and the page. (Each read of a name
  // thousands of listings share costs 15 to 20 ms at 1,000,000 listings; other orders may walk an
  // index in order and stop at the page, so they keep their own reads.)
  const matchesOnce = plan.withFacets && Boolean(score && plan.text?.match);
  // The listings passing `where`, with what the page is ordered by.
  const orderedRows = (where: string[]) => `
  SELECT p.id, p.created_at, p.price, p.search_flags, ${plan.sort === 'top_rated' ? 'p.rating_score' : 'NULL::float8 AS rating_score'}, ${score ?? '0'} AS score,
         ${base.place?.rank ?? 'NULL::float8'} AS place,
         ${base.point ? `${LISTING_POINT} <-> ${base.point}` : 'NULL::float8'} AS knn
    FROM ${base.source}${whereClause(where)}`;
  const hits = nearest
    ? `
  SELECT p.id, p.created_at, p.price, NULL::float8 AS rating_score, 0 AS score, ${nearest.place} AS place, ${nearest.knn} AS knn
    FROM ${nearest.source}
   ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
    : matchesOnce
      ? `
  SELECT p.id, p.created_at, p.price, p.rating_score, p.score, p.place, p.knn
    FROM matches p${whereClause(faceted)}
   ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`
      : `${orderedRows([...baseWhere, ...faceted])}
   ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  const page = `SELECT ${propertyColumns.map((c) => `p.${c}`).join(', ')}, ${distance ?? 'NULL::float8'} AS distance, ${plan.withFacets ? 'facets.facets' : 'NULL::jsonb AS facets'}, ${PAGE_EXTRAS}`;
  const outerOrder = orderClause(plan.sort, 'hits.', 'hits.', ordering);

  if (!plan.withFacets) {
    return {
      text: `WITH hits AS (${hits}
)
${page}
  FROM hits JOIN properties p ON p.id = hits.id
 ORDER BY ${outerOrder}`,
      values: params.values,
    };
  }

  // At most cap + 1 candidates grouped by the facts the counts distinguish (a few hundred groups
  // at most), then every count read off the groups; the total too when the candidates are all the
  // matches, else counted apart, up to its own cap.
  const cap = plan.countCap ?? COUNT_CAP;
  const sample = params.add(cap + 1, '::int');
  const totalCap = params.add(totalCapOf(plan) + 1, '::int');
  const readOrder = cappedReadOrder(plan, base);
  // The listings passing the base conditions and `extra` as the counts read them: the text search's
  // kept matches, a locality's surroundings position by position (without text, whose GIN index
  // bounds the read), or the candidates' own source.
  const counted = (extra: string[]) => {
    if (matchesOnce) return `FROM matches p${whereClause(extra)}`;
    const conditions = [...baseWhere, ...extra];
    return base.place?.countByPlace && !plan.text?.match
      ? `FROM ${base.place.countByPlace(conditions)}`
      : `FROM ${base.source}${whereClause(conditions)}`;
  };
  const keptMatches = matchesOnce ? `matches AS MATERIALIZED (${orderedRows(baseWhere)}\n), ` : '';
  const groupFaceted = [tests.genderOk('g.f'), tests.sharingOk('g.f'), 'g.in_price', tests.foodOk('g.f')]
    .filter((c) => c !== 'true')
    .join(' AND ');
  const text = `
WITH ${keptMatches}candidates AS (
  SELECT p.search_flags & ${FACET_BITS} AS f, p.price
    ${counted([])}
   ${readOrder} LIMIT ${sample}
), groups AS (
  SELECT p.f, width_bucket(p.price, ${params.add(BAND_EDGES, '::int[]')}) AS band, ${tests.priceOk('p.price')} AS in_price, count(*) AS n
    FROM candidates p
   GROUP BY 1, 2, 3
), matched AS (
  -- No more candidates than the cap: they are every match of the base filters, and the total is
  -- those passing the faceted ones, read off the groups. ELSE's scan runs only when reached.
  SELECT CASE WHEN (SELECT count(*) FROM candidates) < ${sample}
    THEN (SELECT coalesce(sum(g.n) FILTER (WHERE ${groupFaceted}), 0) FROM groups g)
    ELSE (SELECT count(*) FROM (
      SELECT ${counted(faceted)}
       ${readOrder} LIMIT ${totalCap}) m)
    END AS n
), facets AS (
  SELECT jsonb_build_object(${[
    `'total', (SELECT n FROM matched)`,
    `'candidates', (SELECT count(*) FROM candidates)`,
    ...facetColumns(tests),
  ].join(',\n    ')}) AS facets FROM groups g
), hits AS (${hits}
)
${page}
  FROM facets LEFT JOIN (hits JOIN properties p ON p.id = hits.id) ON true
 ORDER BY ${outerOrder}`;
  return { text, values: params.values };
}

/**
 * The order the capped counts read a nationwide or city search's listings in: one an index walks and
 * stops early in. Without it PostgreSQL read the narrow flags index from its lowest flags, where rows
 * with an amenity's higher bits are rare (340,000 entries for 1,001 matches at 1,000,000 listings:
 * 43 ms, against 4.6 ms newest first), and 'Rating 4+' (0.4 % of listings) is found first in rating
 * order (0.7 ms against 57; in a city, its newest-first index made it 5 to 9 ms against 1). A place,
 * point or text has an index of its own that is already bounded; a city without 'Rating 4+' is read
 * in whichever order the planner finds cheaper.
 */
function cappedReadOrder(plan: SearchPlan, base: Base): string {
  const bounded = base.place?.source || base.point || plan.text?.match;
  if (bounded) return '';
  if (plan.filters.minRating) return 'ORDER BY p.rating_score DESC';
  return plan.filters.city ? '' : 'ORDER BY p.created_at DESC';
}

/** How far the total is counted: the cap, or the end of the asked page when that is further (so its pages can be numbered). */
export function totalCapOf(plan: Pick<SearchPlan, 'countCap' | 'page' | 'limit'>): number {
  return Math.max(plan.countCap ?? COUNT_CAP, plan.page * plan.limit);
}

/** The page's photos (in gallery order) and posters, in the same round trip. */
const PAGE_EXTRAS = `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'propertyId', i.property_id, 'position', i.position,
        'largeKey', i.large_key, 'largeWidth', i.large_width, 'largeHeight', i.large_height,
        'thumbKey', i.thumb_key, 'thumbWidth', i.thumb_width, 'thumbHeight', i.thumb_height, 'variantWidths', i.variant_widths) ORDER BY i.position), '[]'::json)
      FROM property_images i WHERE i.property_id = p.id) AS images,
    (SELECT json_build_object('id', u.id, 'name', u.name, 'role', u.role) FROM users u WHERE u.id = p.owner_id) AS owner`;

/** When a listing last became new to seekers: listed, or (while listed) its beds free again. */
export const NEW_SINCE_SQL = 'GREATEST(p.listed_since, p.vacant_again_at)';

/** Base: what decides the candidate set (everything but hostel type, sharing, price and food). */
function baseConditions(plan: SearchPlan, params: Params): Base {
  const { filters, text } = plan;
  const point = givenPoint(filters, params);
  const conditions: string[] = [listedSql('p')];
  if (plan.newAfter) conditions.push(`${NEW_SINCE_SQL} > ${params.add(plan.newAfter, '::timestamptz')}`);
  if (plan.notAnnouncedTo)
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM saved_search_announcements a WHERE a.saved_search_id = ${params.add(plan.notAnnouncedTo, '::uuid')} AND a.property_id = p.id AND a.new_since >= ${NEW_SINCE_SQL})`,
    );
  if (text?.match) conditions.push(`p.search_vector @@ to_tsquery('simple', ${params.add(text.match)})`);
  if (filters.city) conditions.push(`p.city = ${params.add(filters.city)}`);
  const place = placeCandidates(plan, params);
  conditions.push(...(place?.conditions ?? []), ...flagConditions(filters, params), ...existsConditions(plan, params));
  return {
    source: place?.source ?? 'properties p',
    conditions,
    point,
    near: aroundPoint(point, plan, params),
    place,
  };
}

/** The given point (lat, lng) as an earth position, if one is given. */
function givenPoint({ lat, lng }: SearchFilters, params: Params): string | null {
  return lat !== undefined && lng !== undefined ? `ll_to_earth(${params.add(lat, '::float8')}, ${params.add(lng, '::float8')})` : null;
}

/** Within the radius of the given point; sorting by distance walks the GiST index, which holds only listings with a known position. */
function aroundPoint(point: string | null, plan: SearchPlan, params: Params): Base['near'] {
  if (!point) return null;
  if (searchesAroundPoint(plan.filters)) {
    const radius = params.add(radiusOf(plan.filters) * 1000, '::float8');
    return { radius, conditions: [withinRadius(point, radius)] };
  }
  return { radius: null, conditions: plan.sort === 'distance' ? ['p.latitude IS NOT NULL', 'p.longitude IS NOT NULL'] : [] };
}

/**
 * The page's source when its order is by distance, nearest first or by place (the positions
 * listings stand at, walked nearest first: search-place-sql.ts), with the SQL of its place and
 * knn; null when it is read from the candidates. `conditions` are every base and faceted condition
 * but where the listing is.
 */
function pageReadNearestFirst(
  plan: SearchPlan,
  base: Base,
  conditions: string[],
  scored: boolean,
  params: Params,
): { source: string; place: string; knn: string } | null {
  const pageEnd = () => params.add(offsetOf(plan) + plan.limit, '::int');
  if (plan.sort === 'distance' && base.point && !base.place?.source) {
    const radius = base.near?.radius ? pointWithin(POSITION_POINT, base.point, base.near.radius) : null;
    return {
      source: newestAtEachPosition(radius, conditions, pageEnd()),
      place: 'NULL::float8',
      knn: `${POSITION_POINT} <-> ${base.point}`,
    };
  }
  if (plan.sort === 'relevance' && !scored && base.place?.pageByPlace) {
    return { source: base.place.pageByPlace(conditions, pageEnd()), place: 'p.place_rank', knn: 'NULL::float8' };
  }
  return null;
}

/** Amenities, tenants and the sidebar's yes/no filters: bits that must all be set in search_flags. */
function flagConditions(filters: SearchFilters, params: Params): string[] {
  const chosen: Array<[boolean | undefined, number]> = [
    [filters.attachedBathroom, FLAG.attachedBathroom],
    [filters.verified, FLAG.verified],
    [filters.furnished, FLAG.furnished],
    [filters.withVideos, FLAG.video],
    [filters.bedsFree, FLAG.bedsFree],
    [Boolean(filters.minRating), filters.minRating ? MIN_RATING_FLAG[filters.minRating] : 0],
  ];
  let required = chosen.reduce((mask, [on, bit]) => (on ? mask | bit : mask), 0);
  for (const amenity of filters.amenities ?? []) required |= AMENITY_FLAG[amenity];
  for (const tenant of filters.tenants ?? []) required |= TENANT_FLAG[tenant];
  if (!required) return [];
  const mask = params.add(required, '::int');
  return [`p.search_flags & ${mask} = ${mask}`];
}

/** Filters that look at other rows: photos, the poster's role, listings to leave out, seen ones. */
function existsConditions({ filters, viewerId }: SearchPlan, params: Params): string[] {
  const conditions: string[] = [];
  if (filters.withPhotos) conditions.push('EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id)');
  if (filters.postedBy === 'owner') conditions.push(`EXISTS (SELECT 1 FROM users u WHERE u.id = p.owner_id AND u.role = 'owner')`);
  if (filters.excludeIds?.length) conditions.push(`p.id <> ALL (${params.add(filters.excludeIds, '::uuid[]')})`);
  if (filters.hideSeen && viewerId)
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM seen_listings s WHERE s.user_id = ${params.add(viewerId, '::uuid')} AND s.property_id = p.id)`,
    );
  return conditions;
}

/**
 * Relevance: exact locality or name first, then the city, a locality named in the query, then
 * full-text rank (name and locality weigh most, then city, landmark, state).
 */
function relevanceScore({ text, sort }: SearchPlan, params: Params): string | null {
  if (!text || sort !== 'relevance') return null;
  const compact = params.add(text.compact);
  const rank = text.rank ? `ts_rank(p.search_vector, to_tsquery('simple', ${params.add(text.rank)}))` : '0';
  return `(CASE WHEN p.locality_key = ${compact} THEN 10 ELSE 0 END
            + CASE WHEN p.title_key = ${compact} THEN 10 ELSE 0 END
            + CASE WHEN lower(replace(p.city, ' ', '')) = ${compact} THEN 4 ELSE 0 END
            + CASE WHEN length(p.locality_key) >= 4 AND strpos(${compact}, p.locality_key) > 0 THEN 3 ELSE 0 END
            + ${rank})`;
}

/**
 * The order of the page, by the listing's own columns (not a materialized list), so the planner
 * can walk an index in order and stop at the page: newest by created_at, nearest (and a place's
 * surroundings) through the positions' GiST index, top rated by the weighted rating kept on the row
 * (IDX_properties_(city_)rating_search).
 * `row` prefixes the listing's columns, `computed` the score, place and knn (p. and none inside, hits. outside).
 */
function orderClause(sort: SearchSort, row: string, computed: string, has: { score: boolean; place: boolean; distance: boolean }): string {
  const tail = `${row}created_at DESC, ${row}id`;
  const leading: Partial<Record<SearchSort, Array<string | false>>> = {
    relevance: [has.score && `${computed}score DESC`, has.place && `${computed}place`],
    price_asc: [`${row}price ASC`],
    price_desc: [`${row}price DESC`],
    distance: [has.distance && `${computed}knn ASC NULLS LAST`],
    top_rated: [`${row}rating_score DESC`],
  };
  return [...(leading[sort] ?? []), tail].filter(Boolean).join(', ');
}

/** A WHERE clause of `conditions`, none when there are none. */
function whereClause(conditions: string[]): string {
  return conditions.length ? `\n   WHERE ${conditions.join('\n     AND ')}` : '';
}
