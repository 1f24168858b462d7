import { PRICE_BANDS } from '../../../../shared/domain/search';
import { SEARCH_CHIPS, appliedFilters, bandFilters, bandOf, searchHeading, wideningSteps } from './search-labels';

describe('search labels', () => {
  it('lists the applied filters, each with the change that removes it', () => {
    const applied = appliedFilters({
      q: 'girls pg',
      location: 'Malviya Nagar',
      city: 'Jaipur',
      hostelType: 'girls_hostel',
      sharingType: ['single', 'double'],
      priceMin: 5000,
      amenities: ['wifi'],
      verified: true,
      hideSeen: true,
    });
    expect(applied.map((a) => a.label)).toEqual([
      '“girls pg”',
      'Around Malviya Nagar',
      'Jaipur',
      'Girls Hostel',
      'Single sharing',
      'Double sharing',
      'From ₹5,000',
      'WiFi',
      'Verified',
      'Hiding already seen',
    ]);
    expect(applied.find((a) => a.key === 'sharing-single')?.remove).toEqual({ sharingType: ['double'] });
    expect(applied.find((a) => a.key === 'amenity-wifi')?.remove).toEqual({ amenities: undefined });
  });

  it('heads the results with the real count and query', () => {
    expect(searchHeading({}, 48)).toBe('48 PGs found');
    expect(searchHeading({ q: 'adyar' }, 1)).toBe('1 PG found for “adyar”');
    expect(searchHeading({ location: 'Malviya Nagar', city: 'Jaipur' }, 12)).toBe('12 PGs found in and around Malviya Nagar, Jaipur');
    expect(searchHeading({ city: 'Jaipur', nearMe: true, lat: 1, lng: 2 }, 1234)).toBe('1,234 PGs found in Jaipur within 5 km of you');
  });

  it('knows the budget bands', () => {
    expect(bandFilters(PRICE_BANDS[1])).toEqual({ priceMin: 5000, priceMax: 7999 });
    expect(bandFilters(PRICE_BANDS[0])).toEqual({ priceMin: undefined, priceMax: 4999 });
    expect(bandOf({ priceMin: 20000 })?.key).toBe('over_20000');
    expect(bandOf({ priceMin: 100 })).toBeUndefined();
  });

  it("has the spec chips, 'Rating 4+' and 'Only with beds free', each a switch", () => {
    expect(SEARCH_CHIPS.map((c) => c.label)).toEqual([
      'owner',
      'verified',
      'furnished',
      'For girls',
      'With photos',
      'With videos',
      'Rating 4+',
      'Only with beds free',
    ]);
    const bedsFree = SEARCH_CHIPS[7];
    expect(bedsFree.toggle({})).toEqual({ bedsFree: true });
    expect(bedsFree.on({ bedsFree: true })).toBe(true);
    expect(bedsFree.toggle({ bedsFree: true })).toEqual({ bedsFree: undefined });
    const rating = SEARCH_CHIPS[6];
    expect(rating.toggle({})).toEqual({ minRating: 4 });
    expect(rating.on({ minRating: 4 })).toBe(true);
    expect(rating.toggle({ minRating: 4 })).toEqual({ minRating: undefined });
    const forGirls = SEARCH_CHIPS[3];
    expect(forGirls.toggle({})).toEqual({ hostelType: 'girls_hostel' });
    expect(forGirls.toggle({ hostelType: 'girls_hostel' })).toEqual({ hostelType: undefined });
  });

  it('offers ways to widen a search that found nothing', () => {
    expect(wideningSteps({ bedsFree: true }).map((s) => s.label)).toEqual(['Include full listings']);
    expect(wideningSteps({ nearMe: true, lat: 1, lng: 2, radius: 5, priceMax: 4000, q: 'x' }).map((s) => s.label)).toEqual([
      'Search within 10 km',
      'Remove the price limits',
      'Clear the search text',
    ]);
    expect(wideningSteps({ location: 'Adyar', city: 'Chennai' })[1]).toEqual({
      label: 'Search all of Chennai',
      patch: { location: undefined, radius: undefined },
    });
  });
});
