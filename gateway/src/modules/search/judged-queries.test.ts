import { FOOD_PREFERENCE_FILTERS, HOSTEL_TYPES } from '../../../../shared/domain/search';
import { CHEAP_PRICE_SHARE } from '../../../../shared/domain/search-words';
import { aroundLandmark, aroundLocality } from '../../test/search-cases';
import { listingInput, signedIn } from '../../test/fixtures';
import { type KnownListing, useSearchTestApp } from '../../test/search-fixtures';
import { JUDGED_QUERIES, type JudgedExpectation } from './judged-queries';

// The sample data has no girls' PG with food under ₹8,000 around Malviya Nagar, which the
// issue's first query asks for; this one is it.
const app = useSearchTestApp(async (t) => {
  const owner = await signedIn(t, 'owner', 'Gargi Sharma');
  await t.services.properties.createWithPhotos(
    { id: owner.user.id, role: 'owner' },
    listingInput({ title: 'Gargi Girls PG', price: 7600, beds: 'triple_bed' }),
    [],
  );
});

const AMENITY_OF = { wifi: 'internet', ac: 'air_conditioning', laundry: 'laundry', meals: 'food_service' } as const;
const GENDERS_OF = { girls: 'girls_hostel', boys: 'boys_hostel', co_living: 'co_living' } as const;
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const keyOf = (listing: KnownListing) => `${listing.title}@${listing.locality}`;

/** The price below which a city's lowest third lies, as percentile_disc computes it. */
function cheapLimit(city: string | undefined): number {
  const prices = app.listings
    .filter((l) => !city || l.city === city)
    .map((l) => l.price)
    .sort((a, b) => a - b);
  return prices[Math.max(0, Math.ceil(prices.length * CHEAP_PRICE_SHARE) - 1)];
}

type Check = (listing: KnownListing, expect: JudgedExpectation) => string | false | null | undefined;

/** Each expected constraint, checked as the issue states it (not as the SQL does). */
const CHECKS: Check[] = [
  (listing, expect) => {
    if (!expect.gender) return null;
    const genders: readonly string[] =
      HOSTEL_TYPES.find((type) => type.value === GENDERS_OF[expect.gender as keyof typeof GENDERS_OF])?.genders ?? [];
    return !genders.includes(listing.gender) && `gender ${listing.gender}`;
  },
  (listing, expect) => expect.city && listing.city !== expect.city && `city ${listing.city}`,
  (listing, expect) => expect.near && !aroundLocality(listing, app.listings, expect.near) && `not near ${expect.near}`,
  (listing, expect) =>
    expect.nearLandmark && !aroundLandmark(listing, app.listings, expect.nearLandmark) && `not near ${expect.nearLandmark}`,
  (listing, expect) => {
    if (!expect.mentions) return null;
    const text = compact([listing.title, listing.locality, listing.nearbyRoad, listing.city, listing.district, listing.pinCode].join(' '));
    return !text.includes(compact(expect.mentions)) && `does not mention ${expect.mentions}`;
  },
  (listing, expect) => expect.priceMin !== undefined && listing.price < expect.priceMin && `price ${listing.price}`,
  (listing, expect) => expect.priceMax !== undefined && listing.price > expect.priceMax && `price ${listing.price}`,
  (listing, expect) => expect.cheap && listing.price > cheapLimit(expect.city) && `price ${listing.price} not cheap`,
  (listing, expect) => expect.sharing && listing.beds !== `${expect.sharing}_bed` && `beds ${listing.beds}`,
  (listing, expect) => {
    const missing = (expect.amenities ?? []).find((amenity) =>
      amenity === 'parking' ? listing.parking === 'none' : !listing.amenities.includes(AMENITY_OF[amenity]),
    );
    return missing && `no ${missing}`;
  },
  (listing, expect) => {
    if (!expect.food) return null;
    const kitchens: readonly string[] = FOOD_PREFERENCE_FILTERS.find((f) => f.value === expect.food)?.kitchens ?? [];
    return !kitchens.includes(listing.foodPreference ?? '') && `food ${listing.foodPreference}`;
  },
  (listing, expect) => expect.attachedBathroom && !listing.attachedBathroom && 'no attached bathroom',
  (listing, expect) => expect.furnished && listing.furnishing !== 'furnished' && `furnishing ${listing.furnishing}`,
];

/** Why a listing does not meet the expected constraints, or null when it does. */
function violation(listing: KnownListing, expect: JudgedExpectation): string | null {
  for (const check of CHECKS) {
    const why = check(listing, expect);
    if (why) return why;
  }
  return null;
}

describe('the judged query set (issue 17)', () => {
  it('has at least 80 queries, each with must-find listings that exist and meet its constraints', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(80);
    const problems = JUDGED_QUERIES.flatMap(({ q, expect: expected, find }) => {
      if (!find.length) return [`${q}: nothing to find`];
      return find.flatMap((key) => {
        const listing = app.listings.find((l) => keyOf(l) === key);
        if (!listing) return [`${q}: no listing ${key}`];
        const why = violation(listing, expected);
        return why ? [`${q}: ${key} does not meet the constraints (${why})`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('finds only what each query asks for (100 % precision) and the must-find listings on page 1 (at least 95 % recall)', async () => {
    const misses: string[] = [];
    let results = 0;
    let wrong = 0;
    let wanted = 0;
    let found = 0;
    for (const { q, expect: expected, find } of JUDGED_QUERIES) {
      const outcome = await app.t.services.search.search(null, { filter: { q }, limit: 20 }, { withFacets: false });
      const keys = outcome.results.map((hit) => keyOf(app.listings.find((l) => l.id === hit.property.id) as KnownListing));
      for (const hit of outcome.results) {
        const why = violation(app.listings.find((l) => l.id === hit.property.id) as KnownListing, expected);
        results++;
        if (why) {
          wrong++;
          misses.push(
            `precision  "${q}": ${hit.property.title}@${hit.property.locality} (${why}); read as ${JSON.stringify(outcome.understood)}`,
          );
        }
      }
      for (const key of find) {
        wanted++;
        if (keys.includes(key)) found++;
        else
          misses.push(
            `recall     "${q}": ${key} not on page 1 (${outcome.results.length} results); read as ${JSON.stringify(outcome.understood)}`,
          );
      }
    }
    const precision = results ? (results - wrong) / results : 1;
    const recall = wanted ? found / wanted : 1;
    // The figures and every miss, for whoever tunes the vocabulary.
    console.log(
      `judged set: ${JUDGED_QUERIES.length} queries, precision ${(precision * 100).toFixed(1)} % (${results - wrong}/${results}), recall ${(recall * 100).toFixed(1)} % (${found}/${wanted})${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(precision).toBe(1);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
