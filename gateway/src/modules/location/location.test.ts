import { createTestApp, type TestApp } from '../../test/test-app';

/** Location calls through both APIs, on the real postal directory (imported into the template). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OFFICE_SUFFIX = /(^|[\s.(])([bhsp]|g\.?p)\.?\s?o\.?\)?$/i;
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));

describe('REST /api/v1/location', () => {
  it('lists every state and union territory, cleaned and sorted, cacheable', async () => {
    const res = await t.request.get('/api/v1/location/states').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const states: string[] = res.body.data;
    expect(states).toHaveLength(36);
    expect(states).toEqual(sorted(states));
    expect(states).toEqual(
      expect.arrayContaining([
        'Rajasthan',
        'Karnataka',
        'Telangana',
        'Tamil Nadu',
        'Chhattisgarh',
        'Puducherry',
        'Ladakh',
        'Jammu and Kashmir',
      ]),
    );
    expect(states).not.toEqual(expect.arrayContaining(['Chattisgarh']));
    expect(states.some((s) => s.includes('&'))).toBe(false);
  });

  it("lists a state's districts, whatever the case of the state", async () => {
    const res = await t.request.get('/api/v1/location/districts').query({ state: 'Rajasthan' }).expect(200);
    const districts: string[] = res.body.data;
    expect(districts).toEqual(sorted(districts));
    expect(districts).toEqual(expect.arrayContaining(['Jaipur', 'Jhunjhunu', 'Sri Ganganagar', 'Udaipur']));
    const lower = await t.request.get('/api/v1/location/districts?state=rajasthan').expect(200);
    expect(lower.body.data).toEqual(districts);

    const karnataka = await t.request.get('/api/v1/location/districts?state=Karnataka').expect(200);
    expect(karnataka.body.data).toEqual(expect.arrayContaining(['Bengaluru Urban', 'Bengaluru Rural', 'Mysuru']));
    const ladakh = await t.request.get('/api/v1/location/districts?state=Ladakh').expect(200);
    expect(ladakh.body.data).toEqual(['Kargil', 'Leh']);
  });

  it('answers an empty list for an unknown state and 400 without one', async () => {
    const unknown = await t.request.get('/api/v1/location/districts?state=Atlantis').expect(200);
    expect(unknown.body).toEqual({ data: [] });
    const missing = await t.request.get('/api/v1/location/districts').expect(400);
    expect(missing.body).toEqual({
      message: 'State is required',
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'state', message: 'State is required' }],
    });
    await t.request.get('/api/v1/location/districts?state=%20%20').expect(400);
    await t.request.get('/api/v1/location/districts?state=A&state=B').expect(400);
  });

  it("lists a district's areas without post-office suffixes, de-duplicated and sorted", async () => {
    const res = await t.request.get('/api/v1/location/areas').query({ state: 'Rajasthan', district: 'Jaipur' }).expect(200);
    const areas: string[] = res.body.data;
    expect(areas.length).toBeGreaterThan(300);
    expect(areas).toEqual(expect.arrayContaining(['Malviya Nagar', 'Jagatpura', 'Vaishali Nagar', 'Mansarovar', 'Sambhar Lake', 'Jaipur']));
    expect(areas).toEqual(sorted(areas));
    expect(new Set(areas.map((a) => a.toLowerCase())).size).toBe(areas.length);
    expect(areas.filter((a) => OFFICE_SUFFIX.test(a) || a.trim() !== a || a === '')).toEqual([]);
    expect(areas.filter((a) => a.endsWith('(Jaipur)'))).toEqual([]);
  });

  it('answers 400 without a district and an empty list for an unknown one', async () => {
    const missing = await t.request.get('/api/v1/location/areas?state=Rajasthan').expect(400);
    expect(missing.body).toMatchObject({ message: 'District is required', code: 'BAD_USER_INPUT' });
    const noState = await t.request.get('/api/v1/location/areas?district=Jaipur').expect(400);
    expect(noState.body.message).toBe('State is required');
    const unknown = await t.request.get('/api/v1/location/areas?state=Rajasthan&district=Gotham').expect(200);
    expect(unknown.body).toEqual({ data: [] });
  });

  it("looks up a pin code's state, district and office (one of the district's areas)", async () => {
    const res = await t.request.get('/api/v1/location/pincode/302017').expect(200);
    expect(res.body).toEqual({ data: { stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Malviya Nagar' } });

    const bengaluru = await t.request.get('/api/v1/location/pincode/560034').expect(200);
    expect(bengaluru.body.data).toMatchObject({ stateName: 'Karnataka', districtName: 'Bengaluru Urban' });
    const areas = await t.request.get('/api/v1/location/areas').query({ state: 'Karnataka', district: 'Bengaluru Urban' });
    expect(areas.body.data).toContain(bengaluru.body.data.officeName);
  });

  it("prefers the pin code's head or sub post office over its other places", async () => {
    // The directory lists 600001 as Mannady (Chennai), ..., Chennai G.P.O. (last).
    const res = await t.request.get('/api/v1/location/pincode/600001').expect(200);
    expect(res.body.data).toEqual({ stateName: 'Tamil Nadu', districtName: 'Chennai', officeName: 'Chennai' });
  });

  it("answers 404 'Pincode not found' for an unknown pin code and 400 for a malformed one", async () => {
    const unknown = await t.request.get('/api/v1/location/pincode/999999').expect(404);
    expect(unknown.body).toEqual({ message: 'Pincode not found', code: 'NOT_FOUND' });
    for (const bad of ['12345', '1234567', 'abcdef', '30201a']) {
      const res = await t.request.get(`/api/v1/location/pincode/${bad}`).expect(400);
      expect(res.body).toMatchObject({ message: 'Pin code must be 6 digits', code: 'BAD_USER_INPUT' });
    }
  });

  it("answers the spec's fallback messages when the database fails", async () => {
    const failures: Array<[keyof TestApp['services']['location'], string, string]> = [
      ['states', '/api/v1/location/states', 'Failed to fetch states'],
      ['districts', '/api/v1/location/districts?state=Goa', 'Failed to fetch districts'],
      ['areas', '/api/v1/location/areas?state=Goa&district=North%20Goa', 'Failed to fetch areas'],
      ['pincode', '/api/v1/location/pincode/403001', 'Pincode not found'],
    ];
    for (const [method, path, message] of failures) {
      const spy = jest.spyOn(t.services.location, method).mockRejectedValueOnce(new Error('connection reset'));
      const res = await t.request.get(path).expect(500);
      expect(res.body).toEqual({ message, code: 'INTERNAL_SERVER_ERROR' });
      expect(res.headers['cache-control']).toBeUndefined();
      spy.mockRestore();
    }
  });
});

describe('GraphQL location queries', () => {
  it('answers states, districts and areas like the REST adapter', async () => {
    const res = await t.graphql<{ states: string[]; districts: string[]; areas: string[] }>(
      'query ($state: String!, $district: String!) { states districts(state: $state) areas(state: $state, district: $district) }',
      { state: 'Telangana', district: 'Hyderabad' },
    );
    expect(res.errors).toBeUndefined();
    const rest = await t.request.get('/api/v1/location/areas?state=Telangana&district=Hyderabad');
    expect(res.data?.states).toContain('Telangana');
    expect(res.data?.districts).toEqual(expect.arrayContaining(['Hyderabad', 'Rangareddy']));
    expect(res.data?.areas).toEqual(rest.body.data);
  });

  it('looks up a pin code', async () => {
    const res = await t.graphql<{ pincode: unknown }>('{ pincode(code: "302017") { stateName districtName officeName } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.pincode).toEqual({ stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Malviya Nagar' });
  });

  it('fails with NOT_FOUND and BAD_USER_INPUT like the REST adapter', async () => {
    const unknown = await t.graphql('{ pincode(code: "999999") { officeName } }');
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Pincode not found', extensions: { code: 'NOT_FOUND' } });
    const bad = await t.graphql('{ pincode(code: "12") { officeName } }');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Pin code must be 6 digits', extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    const blank = await t.graphql('{ districts(state: "") }');
    expect(blank.errors?.[0]).toMatchObject({ message: 'State is required', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
