import { AMENITY_FILTERS, FOOD_PREFERENCE_FILTERS, HOSTEL_TYPES, PRICE_BANDS, SHARING_TYPES, type SearchSort } from '../../../../shared/domain/search';
import { radiusOf, searchesAroundPoint, type SearchFilters } from '../../../../shared/validation/search';
import { AMENITY_FLAG, FLAG, FOOD_FLAG, GENDER_FLAG, MIN_RATING_FLAG, SHARING_FLAG, TENANT_FLAG, hostelTypeMask, sharingMask } from './search-flags';
import type { TextQuery } from './search-text';

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
}

export interface SqlStatement {
  text: string;
  values: unknown[];
}

const ALL_GENDERS = FLAG.male | FLAG.female | FLAG.unisex;
const ALL_SHARING = FLAG.singleBed | FLAG.doubleBed | FLAG.tripleBed;
/** The flag bits facet counts distinguish (grouping on fewer bits makes fewer groups to count). */
const FACET_BITS = ALL_GENDERS | ALL_SHARING | FLAG.vegKitchen | FLAG.nonVegKitchen | AMENITY_FILTERS.reduce((mask, a) => mask | AMENITY_FLAG[a.value], 0);
const BAND_EDGES = PRICE_BANDS.slice(1).map((band) => band.min);

/** The sort a search uses when none is given: relevance for text or a locality, distance near me, else newest. */
export function defaultSort(filters: SearchFilters, hasText: boolean): SearchSort {
  if (filters.sort) return filters.sort;
  if (hasText || filters.location) return 'relevance';
  if (filters.nearMe) return 'distance';
  return 'newest';
}

/** A listing of the place itself: in the locality, or naming the landmark ("Near Gaurav Tower"). */
const ownListing = (placeKey: string, landmark: boolean | undefined) =>
  landmark ? `regexp_replace(search_fold(p.nearby_road), '[^[:alnum:]]+', '', 'g') LIKE '%' || ${placeKey}` : `p.locality_key = ${placeKey}`;

/**
 * The straight-line (chord) length through the earth for a distance along its surface, in the
 * units of earthdistance's earth(). Comparing the cube distance (<->, a C function) with it keeps
 * exactly the listings within the distance, without calling earth_distance's SQL functions for
 * every candidate (several times faster over thousands of them).
 */
const chord = (metres: string) => `(2 * earth() * sin(${metres} / (2 * earth())))`;

export function buildSearchSql(plan: SearchPlan, propertyColumns: string[]): SqlStatement {
  const values: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  const { filters, text } = plan;
  const point = filters.lat !== undefined && filters.lng !== undefined ? `ll_to_earth(${param(filters.lat, '::float8')}, ${param(filters.lng, '::float8')})` : null;
  const listingPoint = 'll_to_earth(p.latitude, p.longitude)';

  // Base: what decides the candidate set.
  const base: string[] = [`p.status = 'approved'`];
  if (text?.match) base.push(`p.search_vector @@ to_tsquery('simple', ${param(text.match)})`);
  if (filters.city) base.push(`p.city = ${param(filters.city)}`);
  const localityKey = filters.location ? `regexp_replace(search_fold(${param(filters.location)}::text), '[^[:alnum:]]+', '', 'g')` : null;
  const centre = plan.around ? `ll_to_earth(${param(plan.around.lat, '::float8')}, ${param(plan.around.lng, '::float8')})` : null;
  if (localityKey) {
    // In and around the locality: its own listings, and those within the radius of its centre.
    const radius = centre ? param(radiusOf(filters) * 1000, '::float8') : null;
    base.push(
      centre
        ? `(p.locality_key = ${localityKey} OR (p.latitude IS NOT NULL AND p.longitude IS NOT NULL AND earth_box(${centre}, ${radius}) @> ${listingPoint} AND ${listingPoint} <-> ${centre} <= ${chord(radius as string)}))`
        : `p.locality_key = ${localityKey}`,
    );
  }
  // Sorting by distance walks the GiST index, which holds only listings with a known position.
  const within = point && searchesAroundPoint(filters);
  if (point && (within || plan.sort === 'distance')) base.push('p.latitude IS NOT NULL', 'p.longitude IS NOT NULL');
  if (point && within) {
    const radius = param(radiusOf(filters) * 1000, '::float8');
    base.push(`earth_box(${point}, ${radius}) @> ${listingPoint}`, `${listingPoint} <-> ${point} <= ${chord(radius)}`);
  }
  let required = 0;
  for (const amenity of filters.amenities ?? []) required |= AMENITY_FLAG[amenity];
  for (const tenant of filters.tenants ?? []) required |= TENANT_FLAG[tenant];
  if (filters.attachedBathroom) required |= FLAG.attachedBathroom;
  if (filters.verified) required |= FLAG.verified;
  if (filters.furnished) required |= FLAG.furnished;
  if (filters.withVideos) required |= FLAG.video;
  if (filters.minRating) required |= MIN_RATING_FLAG[filters.minRating];
  if (filters.bedsFree) required |= FLAG.bedsFree;
  if (required) {
    const mask = param(required, '::int');
    base.push(`p.search_flags & ${mask} = ${mask}`);
  }
  if (filters.withPhotos) base.push('EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id)');
  if (filters.postedBy === 'owner') base.push(`EXISTS (SELECT 1 FROM users u WHERE u.id = p.owner_id AND u.role = 'owner')`);
  if (filters.excludeIds?.length) base.push(`p.id <> ALL (${param(filters.excludeIds, '::uuid[]')})`);
  if (filters.hideSeen && plan.viewerId) {
    base.push(`NOT EXISTS (SELECT 1 FROM seen_listings s WHERE s.user_id = ${param(plan.viewerId, '::uuid')} AND s.property_id = p.id)`);
  }

  // The three faceted filters, as tests on a row's flags (f) and price.
  // Masks are parameters, like every other value.
  const genderMask = filters.hostelType ? param(hostelTypeMask(filters.hostelType), '::int') : null;
  const bedsMask = filters.sharingType?.length ? param(sharingMask(filters.sharingType), '::int') : null;
  const priceMin = filters.priceMin !== undefined ? param(filters.priceMin, '::int') : null;
  const priceMax = filters.priceMax !== undefined ? param(filters.priceMax, '::int') : null;
  const genderOk = (f: string) => (genderMask ? `${f} & ${genderMask} <> 0` : 'true');
  const sharingOk = (f: string) => (bedsMask ? `${f} & ${bedsMask} <> 0` : 'true');
  const foodBit = filters.foodPreference ? FOOD_FLAG[filters.foodPreference] : null;
  const foodMask = foodBit ? param(foodBit, '::int') : null;
  const foodOk = (f: string) => (foodMask ? `${f} & ${foodMask} <> 0` : 'true');
  const priceOk = (price: string) => [priceMin && `${price} >= ${priceMin}`, priceMax && `${price} <= ${priceMax}`].filter(Boolean).join(' AND ') || 'true';

  // Relevance: exact locality or name first, then the city, a locality named in the query, then
  // full-text rank (name and locality weigh most, then city, landmark, state).
  const score =
    text && plan.sort === 'relevance'
      ? (() => {
          const compact = param(text.compact);
          const rank = text.rank ? `ts_rank(p.search_vector, to_tsquery('simple', ${param(text.rank)}))` : '0';
          return `(CASE WHEN p.locality_key = ${compact} THEN 10 ELSE 0 END
            + CASE WHEN p.title_key = ${compact} THEN 10 ELSE 0 END
            + CASE WHEN lower(replace(p.city, ' ', '')) = ${compact} THEN 4 ELSE 0 END
            + CASE WHEN length(p.locality_key) >= 4 AND strpos(${compact}, p.locality_key) > 0 THEN 3 ELSE 0 END
            + ${rank})`;
        })()
      : null;
  // Distances in metres are computed for the page only; ordering uses the GiST index's own
  // distance (<->, the same order), so thousands of candidates need no trigonometry.
  const distance = point ? `earth_distance(${point}, ${listingPoint})` : null;

  // Ordered by the listing's own columns (not a materialized list), so the planner can walk an
  // index in order and stop at the page: newest by created_at, nearest through the GiST index.
  const orderBy = (() => {
    const tail = 'p.created_at DESC, p.id';
    switch (plan.sort) {
      case 'relevance':
        return [score && 'score DESC', localityKey && 'place', tail].filter(Boolean).join(', ');
      case 'price_asc':
        return `p.price ASC, ${tail}`;
      case 'price_desc':
        return `p.price DESC, ${tail}`;
      case 'distance':
        return distance ? `knn ASC NULLS LAST, ${tail}` : tail;
      case 'top_rated':
        // The weighted rating kept on the row; IDX_properties_(city_)rating_search walk it in order.
        return `p.rating_score DESC, ${tail}`;
      default:
        return tail;
    }
  })();
  const outerOrder = (() => {
    const tail = 'hits.created_at DESC, hits.id';
    switch (plan.sort) {
      case 'relevance':
        return [score && 'hits.score DESC', localityKey && 'hits.place', tail].filter(Boolean).join(', ');
      case 'price_asc':
        return `hits.price ASC, ${tail}`;
      case 'price_desc':
        return `hits.price DESC, ${tail}`;
      case 'distance':
        return distance ? `hits.knn ASC NULLS LAST, ${tail}` : tail;
      case 'top_rated':
        return `hits.rating_score DESC, ${tail}`;
      default:
        return tail;
    }
  })();
  const limit = param(plan.limit, '::int');
  const offset = param((plan.page - 1) * plan.limit, '::int');
  const columns = propertyColumns.map((c) => `p.${c}`).join(', ');
  // The page's photos (in gallery order) and posters come in the same round trip.
  const extras = `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'propertyId', i.property_id, 'position', i.position,
        'largeKey', i.large_key, 'largeWidth', i.large_width, 'largeHeight', i.large_height,
        'thumbKey', i.thumb_key, 'thumbWidth', i.thumb_width, 'thumbHeight', i.thumb_height) ORDER BY i.position), '[]'::json)
      FROM property_images i WHERE i.property_id = p.id) AS images,
    (SELECT json_build_object('id', u.id, 'name', u.name, 'role', u.role) FROM users u WHERE u.id = p.owner_id) AS owner`;
  const faceted = [genderOk('p.search_flags'), sharingOk('p.search_flags'), priceOk('p.price'), foodOk('p.search_flags')].filter((c) => c !== 'true');
  const hits = `
  SELECT p.id, p.created_at, p.price, ${plan.sort === 'top_rated' ? 'p.rating_score' : 'NULL::float8 AS rating_score'}, ${score ?? '0'} AS score,
         ${localityKey ? `CASE WHEN ${ownListing(localityKey, plan.around?.landmark)} THEN -1 ELSE ${centre ? `${listingPoint} <-> ${centre}` : '0'} END` : 'NULL::float8'} AS place,
         ${distance ? `${listingPoint} <-> ${point}` : 'NULL::float8'} AS knn
    FROM properties p
   WHERE ${[...base, ...faceted].join('\n     AND ')}
   ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;

  if (!plan.withFacets) {
    return {
      text: `WITH hits AS (${hits}
)
SELECT ${columns}, ${distance ?? 'NULL::float8'} AS distance, NULL::jsonb AS facets, ${extras}
  FROM hits JOIN properties p ON p.id = hits.id
 ORDER BY ${outerOrder}`,
      values,
    };
  }

  const bands = param(BAND_EDGES, '::int[]');
  const g = 'g.f';
  const sum = (...conditions: string[]) => `coalesce(sum(g.n) FILTER (WHERE ${conditions.filter((c) => c !== 'true').join(' AND ') || 'true'}), 0)`;
  const facetColumns = [
    `'total', ${sum(genderOk(g), sharingOk(g), 'g.in_price', foodOk(g))}`,
    `'hostelType', jsonb_build_object(${HOSTEL_TYPES.map((type) => `'${type.value}', ${sum(`${g} & ${hostelTypeMask(type.value)} <> 0`, sharingOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'gender', jsonb_build_object(${Object.entries(GENDER_FLAG)
      .map(([gender, bit]) => `'${gender}', ${sum(`${g} & ${bit} <> 0`, sharingOk(g), 'g.in_price', foodOk(g))}`)
      .join(', ')})`,
    `'sharingType', jsonb_build_object(${SHARING_TYPES.map((s) => `'${s.value}', ${sum(`${g} & ${SHARING_FLAG[s.value]} <> 0`, genderOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'amenities', jsonb_build_object(${AMENITY_FILTERS.map((a) => `'${a.value}', ${sum(`${g} & ${AMENITY_FLAG[a.value]} <> 0`, genderOk(g), sharingOk(g), 'g.in_price', foodOk(g))}`).join(', ')})`,
    `'priceBands', jsonb_build_array(${PRICE_BANDS.map((_, index) => sum(`g.band = ${index}`, genderOk(g), sharingOk(g), foodOk(g))).join(', ')})`,
    // Food preference is counted without its own filter: what choosing each would give.
    `'foodPreference', jsonb_build_object(${FOOD_PREFERENCE_FILTERS.map((f) => `'${f.value}', ${sum(FOOD_FLAG[f.value] ? `${g} & ${FOOD_FLAG[f.value]} <> 0` : 'true', genderOk(g), sharingOk(g), 'g.in_price')}`).join(', ')})`,
  ];

  // The candidates grouped by the facts the counts distinguish (a few hundred groups at most),
  // then every count read off the groups.
  const text_ = `
WITH groups AS (
  SELECT p.search_flags & ${FACET_BITS} AS f, width_bucket(p.price, ${bands}) AS band, ${priceOk('p.price')} AS in_price, count(*) AS n
    FROM properties p
   WHERE ${base.join('\n     AND ')}
   GROUP BY 1, 2, 3
), facets AS (
  SELECT jsonb_build_object(${facetColumns.join(',\n    ')}) AS facets FROM groups g
), hits AS (${hits}
)
SELECT ${columns}, ${distance ?? 'NULL::float8'} AS distance, facets.facets, ${extras}
  FROM facets LEFT JOIN (hits JOIN properties p ON p.id = hits.id) ON true
 ORDER BY ${outerOrder}`;
  return { text: text_, values };
}
