import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, separateOperations } from 'graphql';
import type { Pool } from 'pg';
import { repoRoot } from '../config';
import type { SearchService } from '../modules/search/search.service';
import { SUGGESTIONS_SQL } from '../modules/search/search-suggestions';
import { queryWords, termLookupSql } from '../modules/search/search-text';
import { JUDGED_QUERIES } from '../modules/search/judged-queries';

/**
 * The searches the benchmark measures. Each has several variants (cities, typos, points...),
 * cycled request by request, so caches see realistic variety. Each variant is measured three
 * ways: the web app's own GraphQL operation, the REST call, and the same SQL statements the
 * gateway runs for it sent straight through `pg` (the floor).
 */

export interface BenchVariant {
  /** GraphQL variables of the operation. */
  variables: Record<string, unknown>;
  /** REST path with query string. */
  restPath: string;
}

export interface BenchScenario {
  key: string;
  title: string;
  operationName: 'SearchListings' | 'SearchSuggestions';
  /** p95 target in ms. */
  targetP95: number;
  variants: BenchVariant[];
}

const search = (filter: Record<string, unknown>, extra: { page?: number; sort?: string } = {}): BenchVariant => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  if (extra.page) query.set('page', String(extra.page));
  if (extra.sort) query.set('sort', extra.sort);
  return { variables: { filter, limit: 20, ...extra }, restPath: `/api/v1/search?${query}` };
};

const CITIES = ['Jaipur', 'Pune', 'Hyderabad', 'Chennai', 'Bengaluru', 'Delhi', 'Mumbai', 'Kolkata', 'Ahmedabad', 'Lucknow'];
const PRICES: Array<[number, number]> = [
  [4000, 8000],
  [6000, 12000],
  [8000, 15000],
];

const AMENITY_COMBOS: Array<[string[], string[]]> = [
  [['wifi', 'ac'], ['double']],
  [['meals'], ['single', 'double']],
  [['wifi', 'laundry'], ['triple']],
  [['parking', 'meals'], ['double']],
  [['ac'], ['single']],
  [
    ['wifi', 'meals', 'laundry'],
    ['double', 'triple'],
  ],
];

/** Points near where the listings are: the most common listing positions, moved about 1 km. */
export async function benchPoints(pool: Pool, count = 12): Promise<Array<{ lat: number; lng: number }>> {
  const { rows } = await pool.query<{ latitude: number; longitude: number }>(
    `SELECT latitude, longitude FROM properties WHERE status = 'approved' AND latitude IS NOT NULL
      GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT $1`,
    [count],
  );
  return rows.map((row, i) => ({
    lat: Number((row.latitude + (i % 2 ? 0.008 : -0.006)).toFixed(4)),
    lng: Number((row.longitude + (i % 3 ? 0.007 : -0.005)).toFixed(4)),
  }));
}

export function benchScenarios(points: Array<{ lat: number; lng: number }>): BenchScenario[] {
  return [
    {
      key: 'city-price-gender',
      title: 'City + price range + gender',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: CITIES.flatMap((city, i) =>
        PRICES.map(([priceMin, priceMax], j) =>
          search({ city, priceMin, priceMax, hostelType: (i + j) % 2 ? 'boys_hostel' : 'girls_hostel' }),
        ),
      ),
    },
    {
      key: 'typo',
      title: 'Text with a typo',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: [
        'malviya nagr',
        'vaishalinagar',
        'koramangla',
        'indranagar',
        'banjara hils',
        'andheri est',
        'hsrlayout',
        'adyaar',
        'mansarovr',
        'lajpat nagr',
      ].map((q) => search({ q })),
    },
    {
      key: 'near-me',
      title: 'Near me, 5 km',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: points.map(({ lat, lng }) => search({ nearMe: true, lat, lng }, { sort: 'distance' })),
    },
    {
      key: 'amenities-sharing',
      title: 'Amenities + sharing in a city',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: CITIES.flatMap((city, i) =>
        AMENITY_COMBOS.slice(i % 2, (i % 2) + 3).map(([amenities, sharingType]) => search({ city, amenities, sharingType })),
      ),
    },
    {
      key: 'amenities-sharing-india',
      title: 'Amenities + sharing, all India (worst case)',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: AMENITY_COMBOS.map(([amenities, sharingType]) => search({ amenities, sharingType })),
    },
    {
      key: 'rating-city',
      title: "City + 'Rating 4+', 'Top rated'",
      operationName: 'SearchListings',
      targetP95: 50,
      variants: CITIES.map((city) => search({ city, minRating: 4 }, { sort: 'top_rated' })),
    },
    {
      key: 'top-rated-india',
      title: "'Top rated', all India (with and without 'Rating 4+')",
      operationName: 'SearchListings',
      targetP95: 50,
      variants: [
        search({}, { sort: 'top_rated' }),
        search({ minRating: 4 }, { sort: 'top_rated' }),
        search({ minRating: 4 }, { sort: 'top_rated', page: 5 }),
      ],
    },
    {
      key: 'page-50',
      title: 'Page 50 of a broad search (a big city)',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: ['Bengaluru', 'Delhi', 'Mumbai', 'Hyderabad', 'Pune', 'Chennai'].map((city) => search({ city }, { page: 50 })),
    },
    {
      key: 'judged',
      title: 'The judged query set (words read as filters)',
      operationName: 'SearchListings',
      targetP95: 50,
      variants: JUDGED_QUERIES.map(({ q }) => search({ q })),
    },
    {
      key: 'typeahead',
      title: 'Typeahead',
      operationName: 'SearchSuggestions',
      targetP95: 20,
      variants: ['malv', 'kora', 'indira', 'andh', 'vaish', 'jaip', 'hsr l', 'koramangla', 'banj', 'adya', 'malviya nagr', 'pun'].map(
        (q) => ({
          variables: { q, limit: 8 },
          restPath: `/api/v1/search/suggestions?${new URLSearchParams({ q, limit: '8' })}`,
        }),
      ),
    },
  ];
}

/**
 * The web app's operations, each sent as the browser sends it: the operation and the fragments
 * it uses, not the other operations of its files (which the gateway would walk on every request).
 */
export function webOperations(): (operationName: string) => string {
  // property.graphql's fragments spread OwnerProfile, which owners.graphql defines.
  const files = [
    'web/src/features/search/search.graphql',
    'web/src/features/property/property.graphql',
    'web/src/features/owners/owners.graphql',
  ];
  const operations = separateOperations(parse(files.map((file) => readFileSync(path.join(repoRoot, file), 'utf8')).join('\n')));
  return (operationName) => {
    const operation = operations[operationName];
    if (!operation) throw new Error(`The web app has no operation ${operationName}.`);
    return print(operation);
  };
}

const statementOf = (text: string, values: unknown[]) => ({ text, values });

/**
 * What one request costs the database, as the gateway sends it: the words lookup (text
 * searches), then the search statement (which also brings the page's photos and posters).
 * Built once per variant by the gateway's own SearchService.
 */
export async function directSql(
  service: SearchService,
  pool: Pool,
  scenario: BenchScenario,
  variant: BenchVariant,
): Promise<() => Promise<void>> {
  if (scenario.operationName === 'SearchSuggestions') {
    const statement = statementOf(SUGGESTIONS_SQL, [variant.variables.q, variant.variables.limit]);
    return async () => {
      await pool.query(statement);
    };
  }
  const parsed = service.parse(variant.variables as { filter: unknown; page?: unknown; limit?: unknown; sort?: unknown });
  // As the gateway does: the words of q read into filters first.
  const { filters } = await service.understanding.readWords(parsed.filters);
  const { page, limit } = parsed;
  const plan = await service.plan(null, filters, page, limit, true);
  const statement = service.statement(plan);
  const search = statementOf(statement.text, statement.values);
  const lookup = filters.q ? termLookupSql(queryWords(filters.q)) : null;
  const words = lookup ? statementOf(lookup.text, lookup.values) : null;
  return async () => {
    if (words) await pool.query(words);
    await pool.query(search);
  };
}
