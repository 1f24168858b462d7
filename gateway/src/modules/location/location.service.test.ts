import { DomainError } from '../../common/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { normaliseDistrictName, normaliseStateName } from './place-names';

/** What listings and search call: locate, cityOf, localitiesOf, hasPlace (real postal data). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('LocationService.locate', () => {
  // 600001 (Chennai): Mannady (Chennai) 13.093/80.2882, Sowcarpet 13.0898/80.2775, and four
  // more places (one is "Chennai G.P.O.") at 13.0914/80.2828.
  const centroid = { latitude: (13.093 + 13.0898 + 4 * 13.0914) / 6, longitude: (80.2882 + 80.2775 + 4 * 80.2828) / 6 };

  it('answers the position of the place in the pin code whose name matches the locality', async () => {
    expect(await t.services.location.locate('600001', 'Sowcarpet')).toEqual({ latitude: 13.0898, longitude: 80.2775 });
    // Matched by its cleaned name, in any case, or as the directory writes it.
    expect(await t.services.location.locate('600001', 'mannady')).toEqual({ latitude: 13.093, longitude: 80.2882 });
    expect(await t.services.location.locate('600001', 'Mannady (Chennai)')).toEqual({ latitude: 13.093, longitude: 80.2882 });
    expect(await t.services.location.locate(' 600001 ', 'Chennai G.P.O.')).toEqual({ latitude: 13.0914, longitude: 80.2828 });
  });

  it("falls back to the pin code's centroid for another or no locality", async () => {
    for (const locality of [undefined, null, '', 'Malviya Nagar']) {
      const point = await t.services.location.locate('600001', locality);
      expect(point?.latitude).toBeCloseTo(centroid.latitude, 6);
      expect(point?.longitude).toBeCloseTo(centroid.longitude, 6);
    }
  });

  it('answers null for an unknown or malformed pin code', async () => {
    expect(await t.services.location.locate('999999', 'Sowcarpet')).toBeNull();
    expect(await t.services.location.locate('6000')).toBeNull();
    expect(await t.services.location.locate('abcdef')).toBeNull();
  });
});

describe('LocationService.cityOf', () => {
  it('names the city people search by', () => {
    expect(t.services.location.cityOf('Karnataka', 'Bengaluru Urban')).toBe('Bengaluru');
    expect(t.services.location.cityOf('Karnataka', 'Bangalore')).toBe('Bengaluru');
    expect(t.services.location.cityOf('Rajasthan', 'Jaipur')).toBe('Jaipur');
    expect(t.services.location.cityOf('Telangana', 'Hyderabad')).toBe('Hyderabad');
    expect(t.services.location.cityOf('Tamil Nadu', 'Chennai')).toBe('Chennai');
    expect(t.services.location.cityOf('Delhi', 'New Delhi')).toBe('Delhi');
    expect(t.services.location.cityOf('Rajasthan', 'Sikar')).toBe('Sikar');
  });

  it("gives the pin code lookup's district a city", async () => {
    const { stateName, districtName } = await t.services.location.pincode('560034');
    expect(t.services.location.cityOf(stateName, districtName)).toBe('Bengaluru');
  });
});

describe('LocationService.localitiesOf', () => {
  it("lists a city's areas with a point for each, sorted by name", async () => {
    const jaipur = await t.services.location.localitiesOf('Jaipur');
    expect(jaipur.length).toBeGreaterThan(300);
    expect(jaipur.find((l) => l.name === 'Malviya Nagar')).toEqual({
      name: 'Malviya Nagar',
      city: 'Jaipur',
      districtName: 'Jaipur',
      stateName: 'Rajasthan',
      pinCode: '302017',
      latitude: 26.8378,
      longitude: 75.8256,
    });
    expect(jaipur.every((l) => l.city === 'Jaipur' && Number.isFinite(l.latitude) && Number.isFinite(l.longitude))).toBe(true);
    const names = jaipur.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  it('takes every district of a city, and old city names', async () => {
    const delhi = await t.services.location.localitiesOf('New Delhi');
    expect(new Set(delhi.map((l) => l.districtName)).size).toBeGreaterThanOrEqual(9);
    expect(delhi.every((l) => l.city === 'Delhi' && l.stateName === 'Delhi')).toBe(true);

    const bengaluru = await t.services.location.localitiesOf('bangalore');
    expect(bengaluru.map((l) => l.name)).toContain('Koramangala');
    expect(bengaluru.every((l) => l.districtName === 'Bengaluru Urban' && l.city === 'Bengaluru')).toBe(true);
  });

  it('answers [] for an unknown city and refuses a missing one', async () => {
    expect(await t.services.location.localitiesOf('Atlantis')).toEqual([]);
    await expect(t.services.location.localitiesOf(' ')).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'City is required' });
    await expect(t.services.location.localitiesOf(undefined)).rejects.toBeInstanceOf(DomainError);
  });
});

describe('LocationService.hasPlace', () => {
  it('knows which state, district and locality go together', async () => {
    const { location } = t.services;
    expect(await location.hasPlace('Rajasthan', 'Jaipur')).toBe(true);
    expect(await location.hasPlace('Rajasthan', 'Jaipur', 'Malviya Nagar')).toBe(true);
    expect(await location.hasPlace('rajasthan', 'jaipur', 'malviya nagar')).toBe(true);
    expect(await location.hasPlace('Rajasthan', 'Jaipur', 'Koramangala')).toBe(false);
    expect(await location.hasPlace('Karnataka', 'Jaipur')).toBe(false);
  });
});

describe('stored names', () => {
  it('are already clean: cleaning them again changes nothing, so callers can pass them back', async () => {
    const pairs = (await t.dataSource.query('SELECT DISTINCT state_name, district_name FROM postal_places')) as Array<{
      state_name: string;
      district_name: string;
    }>;
    expect(pairs.length).toBeGreaterThan(600);
    const changed = pairs.filter(
      (p) => normaliseStateName(p.state_name) !== p.state_name || normaliseDistrictName(p.district_name) !== p.district_name,
    );
    expect(changed).toEqual([]);
  });

  it('have coordinates inside India for almost every place', async () => {
    const [{ total, located }] = (await t.dataSource.query(
      'SELECT count(*)::int AS total, count(latitude)::int AS located FROM postal_places',
    )) as Array<{ total: number; located: number }>;
    expect(total).toBeGreaterThan(150_000);
    expect(located / total).toBeGreaterThan(0.99);
  });
});
