import { FILTER_CASES } from '../../test/search-cases';
import { idsKept, useSearchTestApp } from '../../test/search-fixtures';
import { SearchService, type SearchOutcome } from './search.service';
import type { SearchFacets } from './search-facets';

/**
 * Bounded counting (search-sql.ts): the same searches through a service that counts everything
 * (the app's, whose cap is far above these 51 listings) and through services that stop at small
 * caps. Below a cap every figure is exact; above it the total is the cap and says so, and each
 * facet count is a lower bound; the page itself never changes.
 */

const app = useSearchTestApp();

const CAPS = [3, 10];
const LIMIT = 4;

/** Every facet count as [facet, value, count], in order. */
const countsOf = (facets: SearchFacets) =>
  Object.entries(facets).flatMap(([facet, counts]) =>
    Array.isArray(counts) ? counts.map((entry) => [facet, 'value' in entry ? entry.value : entry.key, entry.count] as const) : [],
  );

const pageIds = (outcome: SearchOutcome) => outcome.results.map((hit) => hit.property.id);

function expectBoundedBy(capped: SearchOutcome, exact: SearchOutcome, cap: number, page: number) {
  const totalCap = Math.max(cap, page * LIMIT);
  expect(pageIds(capped)).toEqual(pageIds(exact));
  if (exact.total <= totalCap) {
    expect({ total: capped.total, totalExact: capped.totalExact, totalPages: capped.totalPages }).toEqual({
      total: exact.total,
      totalExact: true,
      totalPages: exact.totalPages,
    });
  } else {
    expect({ total: capped.total, totalExact: capped.totalExact }).toEqual({ total: totalCap, totalExact: false });
    // At least one page past the counted ones, so the page numbers go on.
    expect(capped.totalPages).toBe(Math.floor(totalCap / LIMIT) + 1);
  }
  const facets = capped.facets as SearchFacets;
  const truth = exact.facets as SearchFacets;
  expect(truth.exact).toBe(true);
  // More results than the cap means more candidates than the cap: then the counts cannot all be exact.
  if (exact.total > cap) expect(facets.exact).toBe(false);
  if (facets.exact) {
    expect(countsOf(facets)).toEqual(countsOf(truth));
  } else {
    const bounds = countsOf(truth);
    countsOf(facets).forEach(([facet, value, count], index) => {
      expect([facet, value]).toEqual(bounds[index].slice(0, 2));
      expect(count).toBeLessThanOrEqual(bounds[index][2]);
      // Read off at most cap + 1 candidates.
      expect(count).toBeLessThanOrEqual(cap + 1);
    });
  }
}

describe('search counting bounded by a cap', () => {
  it.each(FILTER_CASES.map((c) => [c.name, c] as const))(
    '%s: exact below the cap, at least the cap above it',
    async (_name, filterCase) => {
      const exact = await app.t.services.search.search(null, { filter: filterCase.graphql, limit: LIMIT });
      // The uncapped answer is the brute-force one: the listings the case keeps, counted in JavaScript.
      expect(exact.total).toBe(idsKept(app.listings, filterCase.keep).length);
      expect(exact.totalExact).toBe(true);
      for (const cap of CAPS) {
        const capped = await new SearchService(app.t.dataSource, undefined, undefined, undefined, cap).search(null, {
          filter: filterCase.graphql,
          limit: LIMIT,
        });
        expectBoundedBy(capped, exact, cap, 1);
      }
    },
  );

  // A text search ranked by relevance reads its matches once for the counts and the page
  // (search-sql.ts); each case has more matches than a cap before its faceted filter and fewer after,
  // so a total counted without that filter shows. The uncapped answer is the oracle here (what a
  // text matches is checked by the text search tests).
  it.each([
    ['a name eight listings share, under a price', { q: 'saanjh', priceMax: 6000 }],
    ['a word of thirteen roads, for girls', { q: 'road', hostelType: 'girls_hostel' }],
    ['a word of twenty-one localities, under a price', { q: 'nagar', priceMax: 6000 }],
    ['a word of twenty-one localities', { q: 'nagar' }],
  ])('text, %s: exact below the cap, at least the cap above it', async (_name, filter) => {
    const exact = await app.t.services.search.search(null, { filter, limit: LIMIT });
    const unfiltered = await app.t.services.search.search(null, { filter: { q: filter.q }, limit: LIMIT });
    expect(unfiltered.total).toBeGreaterThan(CAPS[0]);
    for (const cap of CAPS) {
      const capped = await new SearchService(app.t.dataSource, undefined, undefined, undefined, cap).search(null, { filter, limit: LIMIT });
      expectBoundedBy(capped, exact, cap, 1);
    }
  });

  it('counts on to the end of a page past the cap, so every page shown can be reached', async () => {
    const service = new SearchService(app.t.dataSource, undefined, undefined, undefined, 3);
    for (const page of [1, 2, 5, 13, 14]) {
      const exact = await app.t.services.search.search(null, { page, limit: LIMIT });
      expectBoundedBy(await service.search(null, { page, limit: LIMIT }), exact, 3, page);
    }
  });

  it('reports what it could not count through both APIs', async () => {
    const restAnswer = await app.t.request.get('/api/v1/search').query({ limit: 1 }).expect(200);
    expect(restAnswer.body).toMatchObject({ total: app.listings.filter((l) => l.status === 'approved').length, totalExact: true });
    expect(restAnswer.body.facets.exact).toBe(true);
    const { data, errors } = await app.t.graphql<{ search: { totalExact: boolean; facets: { exact: boolean } } }>(
      'query { search(limit: 1) { totalExact facets { exact } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.search).toEqual({ totalExact: true, facets: { exact: true } });
  });
});
