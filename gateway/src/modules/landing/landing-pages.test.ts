import { landingHeading, landingPath, landingSummary, parseLandingPath, placeSlug } from '../../../../shared/domain/landing-pages';

describe('landing page addresses and words (shared/domain/landing-pages.ts)', () => {
  it('makes and reads the addresses of city, locality and audience pages', () => {
    expect(placeSlug('Malviya Nagar')).toBe('malviya-nagar');
    expect(placeSlug(' Sector 62 (Noida) ')).toBe('sector-62-noida');
    expect(landingPath({ city: 'Jaipur', locality: 'Malviya Nagar', audience: 'girls' })).toBe('/girls-pg-in-jaipur/malviya-nagar');
    expect(parseLandingPath('/girls-pg-in-jaipur/malviya-nagar')).toEqual({
      citySlug: 'jaipur',
      localitySlug: 'malviya-nagar',
      audience: 'girls',
    });
    expect(parseLandingPath('/pg-in-navi-mumbai/')).toEqual({ citySlug: 'navi-mumbai' });
    expect(parseLandingPath('/girls-pg')).toEqual({ audience: 'girls' });
    for (const path of ['/pg-in-', '/pg-in-Jaipur', '/men-pg-in-jaipur', '/pg-in-jaipur/a/b', '/pg-in--jaipur', '/pg', '/about'])
      expect(parseLandingPath(path)).toBeNull();
  });

  it('writes headings and summaries from the numbers, and says so when there is nothing yet', () => {
    expect(landingHeading({ city: 'Jaipur', audience: 'boys' })).toBe('Boys PG in Jaipur');
    expect(landingHeading({ city: 'Jaipur', locality: 'Malviya Nagar' })).toBe('PG in Malviya Nagar, Jaipur');
    expect(landingSummary({ city: 'Pune', audience: 'girls' }, { total: 0, priceMin: null, priceMax: null, amenities: [] })).toBe(
      'There are no PGs or hostels for girls listed in Pune yet.',
    );
    expect(
      landingSummary(
        { city: 'Pune', locality: 'Baner' },
        { total: 1, priceMin: 8000, priceMax: 8000, amenities: [{ label: 'WiFi', count: 1 }] },
      ),
    ).toBe('1 PG or hostel in and around Baner, Pune, at ₹8,000 a month. WiFi in 1.');
    // Past the search's counting cap the figures are lower bounds, and read as such.
    expect(
      landingSummary(
        { city: 'Bengaluru' },
        { total: 1000, totalExact: false, countsExact: false, priceMin: 4000, priceMax: 30000, amenities: [{ label: 'WiFi', count: 640 }] },
      ),
    ).toBe('1,000+ PGs and hostels in Bengaluru, from ₹4,000 to ₹30,000 a month. WiFi in 640+.');
  });
});
