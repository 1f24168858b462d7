import { graphql, HttpResponse } from 'msw';
import { listingCard } from './listing-fixtures';

/** A search hit as the gateway answers it. */
export function hit(overrides: Record<string, unknown> = {}, distanceKm: number | null = null) {
  return { __typename: 'SearchHit', distanceKm, property: { ...listingCard(overrides), latitude: 26.85, longitude: 75.81 } };
}

const count = (value: string, label: string, n: number) => ({ value, label, count: n });
/** Each facet's counts are of their own type (HostelTypeCount, GenderCount...). */
const typed = (__typename: string, counts: Array<ReturnType<typeof count>>) => counts.map((entry) => ({ __typename, ...entry }));

function facets() {
  return {
    __typename: 'SearchFacets',
    exact: true,
    hostelType: typed('HostelTypeCount', [
      count('boys_hostel', 'Boys Hostel', 4),
      count('girls_hostel', 'Girls Hostel', 3),
      count('co_living', 'Co-living', 2),
    ]),
    gender: typed('GenderCount', [count('male', 'Only Boys', 2), count('female', 'Only Girls', 1), count('unisex', 'Boys & Girls', 2)]),
    sharingType: typed('SharingTypeCount', [count('single', 'Single', 2), count('double', 'Double', 2), count('triple', 'Triple', 1)]),
    foodPreference: typed('FoodPreferenceFilterCount', [count('any', 'Any', 5), count('veg', 'Veg', 2), count('non_veg', 'Non-veg', 1)]),
    amenities: typed('AmenityFilterCount', [
      count('wifi', 'WiFi', 4),
      count('ac', 'AC', 1),
      count('laundry', 'Laundry', 2),
      count('meals', 'Meals', 3),
      count('parking', 'Parking', 2),
    ]),
    priceBands: [
      { __typename: 'PriceBandCount', key: 'under_5000', label: 'Under ₹5,000', min: 0, max: 5000, count: 0 },
      { __typename: 'PriceBandCount', key: 'from_5000_to_8000', label: '₹5,000 to ₹8,000', min: 5000, max: 8000, count: 3 },
      { __typename: 'PriceBandCount', key: 'from_8000_to_12000', label: '₹8,000 to ₹12,000', min: 8000, max: 12000, count: 2 },
      { __typename: 'PriceBandCount', key: 'from_12000_to_20000', label: '₹12,000 to ₹20,000', min: 12000, max: 20000, count: 0 },
      { __typename: 'PriceBandCount', key: 'over_20000', label: '₹20,000 and more', min: 20000, max: null, count: 0 },
    ],
  };
}

export function searchResult(results: ReturnType<typeof hit>[], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SearchResult',
    total: results.length,
    totalExact: true,
    page: 1,
    limit: 20,
    totalPages: 1,
    sort: 'newest',
    understoodQuery: null,
    understood: null,
    results,
    facets: facets(),
    ...overrides,
  };
}

/** Answers SearchListings with `result` and records every request's variables. */
export function searchListingsHandler(result: (variables: Record<string, unknown>) => unknown, seen: Array<Record<string, unknown>> = []) {
  return graphql.query('SearchListings', ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({ data: { search: result(variables) } });
  });
}

export const suggestionsHandler = graphql.query('SearchSuggestions', ({ variables }) => {
  const q = String(variables.q).toLowerCase();
  const all = [
    { __typename: 'SearchSuggestion', kind: 'locality', text: 'Malviya Nagar', city: 'Jaipur', listings: 3, query: null },
    { __typename: 'SearchSuggestion', kind: 'locality', text: 'Malviya Nagar', city: 'Delhi', listings: 1, query: null },
    { __typename: 'SearchSuggestion', kind: 'city', text: 'Jaipur', city: 'Jaipur', listings: 28, query: null },
  ];
  // The understood form first, as the server offers it for words that set filters.
  const understood = {
    __typename: 'SearchSuggestion',
    kind: 'understood',
    text: 'Girls · Jaipur · under ₹8,000',
    city: 'Jaipur',
    listings: 9,
    query: 'city=Jaipur&hostelType=girls_hostel&priceMax=8000',
  };
  return HttpResponse.json({
    data: {
      searchSuggestions: q.startsWith('mal')
        ? all.slice(0, 2)
        : q.startsWith('jai')
          ? all.slice(2)
          : q.startsWith('girls pg jaipur')
            ? [understood, all[2]]
            : [],
    },
  });
});
