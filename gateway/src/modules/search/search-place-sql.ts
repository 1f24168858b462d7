import { radiusOf } from '../../../../shared/validation/search';
import type { SearchPlan } from './search-sql';
import { listedSql } from '../property/listed';

/**
 * The SQL of where a listing is, for search-sql.ts: a listing's earth position, distances, and
 * the candidates of a place search (a locality or landmark, "in and around" it).
 */

/** A statement's placeholders, added as they are written ($1, $2, ...). */
export interface Placeholders {
  add(value: unknown, cast?: string): string;
}

/** A listing's position as an earth point; the expression of the GiST index IDX_properties_earth_search. */
export const LISTING_POINT = 'll_to_earth(p.latitude, p.longitude)';

/** A listing_positions row's earth point, kept on the row (IDX_listing_positions_earth). */
export const POSITION_POINT = 'pos.earth';

/**
 * The straight-line (chord) length through the earth for a distance along its surface, in the
 * units of earthdistance's earth(). Comparing the cube distance (<->, a C function) with it keeps
 * exactly the listings within the distance, without calling earth_distance's SQL functions for
 * every candidate (several times faster over thousands of them).
 */
const chord = (metres: string) => `(2 * earth() * sin(${metres} / (2 * earth())))`;

/** Listings within `radius` (metres, a placeholder) of `centre`: the GiST index's box, then the exact distance. */
export const withinRadius = (centre: string, radius: string) =>
  `p.latitude IS NOT NULL AND p.longitude IS NOT NULL AND ${pointWithin(LISTING_POINT, centre, radius)}`;

/** An earth `point` within `radius` of `centre`: the GiST index's box, then the exact distance. */
export const pointWithin = (point: string, centre: string, radius: string) =>
  `earth_box(${centre}, ${radius}) @> ${point} AND ${point} <-> ${centre} <= ${chord(radius)}`;

/**
 * The columns of a place's candidates: those the search statement's conditions, ranking and order
 * read (search-sql.ts). Naming them, not p.*, keeps planning the two scans cheap (p.* made it 14 ms).
 */
const CANDIDATE_COLUMNS = [
  'id',
  'status',
  'paused_at',
  'removed_at',
  'created_at',
  'price',
  'search_flags',
  'rating_score',
  'search_vector',
  'city',
  'locality_key',
  'title_key',
  'owner_id',
  'latitude',
  'longitude',
]
  .map((column) => `p.${column}`)
  .join(', ');

/** A listing of the place itself: in the locality, or naming the landmark ("Near Gaurav Tower"). */
const ownListing = (placeKey: string, landmark: boolean) =>
  landmark
    ? `regexp_replace(search_fold(p.nearby_road), '[^[:alnum:]]+', '', 'g') LIKE '%' || ${placeKey}`
    : `p.locality_key = ${placeKey}`;

/** What a place search reads its candidates from, and their order by place. */
export interface PlaceCandidates {
  /**
   * The FROM item, aliased p: the place's candidates with their `place_rank`; null for a place none
   * of whose listings has a position, read from the listings table by `conditions` alone.
   */
  source: string | null;
  /** Conditions on p that the source does not already apply. */
  conditions: string[];
  /** How far a listing is from the place: its own listings first (-1), then by distance from the centre. */
  rank: string;
  /**
   * A page ordered by place, read nearest first (null for a landmark, whose own listings may stand
   * anywhere): the place's own listings, then at each position within the radius, nearest first,
   * only its newest `pageEnd` listings passing `conditions` (see `newestAtEachPosition`). Aliased p,
   * with `place_rank`.
   */
  pageByPlace: ((conditions: string[], pageEnd: string) => string) | null;
  /**
   * What the capped counts read for a locality (null for a landmark): its own listings passing
   * `conditions`, then those at each position within the radius (see `everyAtEachPosition`), with
   * their flags and price. The same listings as `source`, read without the GiST index.
   */
  countByPlace: ((conditions: string[]) => string) | null;
}

/**
 * The listings at each position of listing_positions (aliased pos, filtered by `where`), only the
 * newest `pageEnd` of those passing `conditions` at each. Any order that is by distance first and
 * newest first within a position finds its first `pageEnd` among them, so a position thousands of
 * listings share (a locality's centre) costs a page, not all of them. Aliased p (id, created_at,
 * price), beside pos.
 */
export function newestAtEachPosition(where: string | null, conditions: string[], pageEnd: string): string {
  return atEachPosition(where, conditions, 'p.id, p.created_at, p.price', `ORDER BY p.created_at DESC, p.id LIMIT ${pageEnd}`);
}

/**
 * The listings at each position of listing_positions (aliased pos, filtered by `where`) passing
 * `conditions`, in no order: what the capped counts read (their flags and price, aliased p). At
 * each position an index-only read of IDX_properties_position_search, where the GiST index of
 * listings would fetch every listing in the circle from the table to test it.
 */
function everyAtEachPosition(where: string, conditions: string[]): string {
  return atEachPosition(where, conditions, 'p.search_flags, p.price', '');
}

function atEachPosition(where: string | null, conditions: string[], columns: string, tail: string): string {
  return `listing_positions pos CROSS JOIN LATERAL (
      SELECT ${columns} FROM properties p
       WHERE ${['p.latitude = pos.latitude AND p.longitude = pos.longitude', ...conditions].join('\n         AND ')}
       ${tail}) p${where ? `\n   WHERE ${where}` : ''}`;
}

/**
 * In and around the `location` place (null without one): its own listings (the locality's), and
 * those within the radius of its centre (the mean position of its listings). The two are read as
 * two index scans
 * (the locality's own, then the GiST index's box without them) joined by UNION ALL: one condition
 * with OR between them can only be a bitmap scan of the table, which computes every candidate's
 * earth position again (about 20 µs a listing: half a second around a busy place).
 */
export function placeCandidates({ filters, around }: Pick<SearchPlan, 'filters' | 'around'>, params: Placeholders): PlaceCandidates | null {
  if (!filters.location) return null;
  const placeKey = `regexp_replace(search_fold(${params.add(filters.location)}::text), '[^[:alnum:]]+', '', 'g')`;
  const centre = around ? `ll_to_earth(${params.add(around.lat, '::float8')}, ${params.add(around.lng, '::float8')})` : null;
  // A place none of whose listings has a position: its own listings only.
  if (!centre) return { source: null, conditions: [`p.locality_key = ${placeKey}`], rank: '-1', pageByPlace: null, countByPlace: null };
  const landmark = Boolean(around?.landmark);
  const radius = params.add(radiusOf(filters) * 1000, '::float8');
  const byDistance = `${LISTING_POINT} <-> ${centre}`;
  // A landmark's own listings name it; they may be anywhere among the candidates.
  const landmarkRank = `CASE WHEN ${ownListing(placeKey, true)} THEN -1 ELSE ${byDistance} END`;
  const inLocality = `${listedSql('p')} AND p.locality_key = ${placeKey}`;
  const notInLocality = `p.id NOT IN (SELECT p.id FROM properties p WHERE ${inLocality})`;
  const source = `(
    SELECT ${CANDIDATE_COLUMNS}, ${landmark ? landmarkRank : '-1::float8'} AS place_rank FROM properties p WHERE ${inLocality}
    UNION ALL
    SELECT ${CANDIDATE_COLUMNS}, ${landmark ? landmarkRank : byDistance} AS place_rank FROM properties p
     WHERE ${listedSql('p')} AND ${withinRadius(centre, radius)}
       AND ${notInLocality}
  ) p`;
  const pageByPlace = (conditions: string[], pageEnd: string) => `(
    SELECT p.id, p.created_at, p.price, -1::float8 AS place_rank FROM properties p WHERE ${[inLocality, ...conditions].join(' AND ')}
    UNION ALL
    SELECT p.id, p.created_at, p.price, ${POSITION_POINT} <-> ${centre} AS place_rank
      FROM ${newestAtEachPosition(pointWithin(POSITION_POINT, centre, radius), [...conditions, notInLocality], pageEnd)}
  ) p`;
  const countByPlace = (conditions: string[]) => `(
    SELECT p.search_flags, p.price FROM properties p WHERE ${[inLocality, ...conditions].join(' AND ')}
    UNION ALL
    SELECT p.search_flags, p.price
      FROM ${everyAtEachPosition(pointWithin(POSITION_POINT, centre, radius), [...conditions, notInLocality])}
  ) p`;
  return {
    source,
    conditions: [],
    rank: 'p.place_rank',
    pageByPlace: landmark ? null : pageByPlace,
    countByPlace: landmark ? null : countByPlace,
  };
}
