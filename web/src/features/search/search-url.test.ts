import { countPanelFilters, readSearchState, searchHref, searchQueryString, toFilterInput } from './search-url';

describe('search state in the URL', () => {
  it('reads every filter of the query string with its type', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=girls+pg&city=jaipur&location=Malviya+Nagar&hostelType=Girls+Hostel&sharingType=single,double&priceMin=5000&priceMax=9000&amenities=wifi,meals&nearMe=true&lat=26.85&lng=75.8&radius=10&verified=true&postedBy=owner&hideSeen=true&sort=price_asc&page=3&view=map',
      ),
    );
    expect(state).toEqual({
      filters: {
        q: 'girls pg',
        city: 'jaipur',
        location: 'Malviya Nagar',
        hostelType: 'girls_hostel',
        sharingType: ['single', 'double'],
        priceMin: 5000,
        priceMax: 9000,
        amenities: ['wifi', 'meals'],
        nearMe: true,
        lat: 26.85,
        lng: 75.8,
        radius: 10,
        verified: true,
        postedBy: 'owner',
        hideSeen: true,
        sort: 'price_asc',
      },
      page: 3,
      view: 'map',
    });
  });

  it('round-trips: what is written reads back the same, and writing it again gives the same URL', () => {
    const query =
      'q=adyar&city=Chennai&hostelType=boys_hostel&sharingType=triple&priceMax=8000&amenities=ac&attachedBathroom=true&withPhotos=true&sort=newest&page=2';
    const state = readSearchState(new URLSearchParams(query));
    const written = searchQueryString(state);
    expect(readSearchState(new URLSearchParams(written))).toEqual(state);
    expect(searchQueryString(readSearchState(new URLSearchParams(written)))).toBe(written);
  });

  it('leaves out empty filters, page 1 and the list view (spec section 5)', () => {
    expect(
      searchQueryString({
        filters: { q: '', city: undefined, sharingType: [], amenities: ['wifi'], verified: false },
        page: 1,
        view: 'list',
      }),
    ).toBe('amenities=wifi');
    expect(searchHref({})).toBe('/search-list');
    expect(searchHref({ city: 'Jaipur', sharingType: ['single', 'double'] })).toBe('/search-list?city=Jaipur&sharingType=single%2Cdouble');
  });

  it('drops values a hand-edited link gets wrong and keeps the rest', () => {
    const state = readSearchState(new URLSearchParams('city=Pune&amenities=wifi,pool&priceMin=9000&priceMax=100&page=-4&lat=12'));
    expect(state.filters).toEqual({ city: 'Pune', priceMin: 9000 });
    expect(state.page).toBe(1);
  });

  it('gives the GraphQL input without sort, with the ids to leave out', () => {
    expect(toFilterInput({ city: 'Jaipur', sort: 'newest', hideSeen: true }, ['a'])).toEqual({
      city: 'Jaipur',
      hideSeen: true,
      excludeIds: ['a'],
    });
  });

  it('counts the filter panel filters that are on', () => {
    expect(
      countPanelFilters({ q: 'x', hostelType: 'boys_hostel', priceMax: 9000, sharingType: ['single', 'double'], amenities: ['wifi'] }),
    ).toBe(5);
  });
});
