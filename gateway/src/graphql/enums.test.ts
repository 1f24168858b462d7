import { listingInput, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** Closed sets are GraphQL enums: a wrong value is refused before anything runs, naming the field. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  owner = await signedIn(t, 'owner');
  listingId = (
    await t.services.properties.create(
      { id: owner.user.id, role: 'owner' },
      listingInput({ amenities: ['internet', 'food_service'], meals: ['dinner'] }),
    )
  ).id;
});
afterAll(() => t.close());

const SET_STATUS = 'mutation ($id: ID!, $status: ListingStatus!) { setPropertyStatus(id: $id, status: $status) { status } }';
const READ = 'query ($id: ID!) { property(id: $id) { status gender propertyType amenities meals parking } }';
const BEDS = 'query ($id: ID!) { property(id: $id) { beds } }';
const PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { gender } }';
const UPDATE = 'mutation ($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input, gallery: []) { gender } }';

describe('closed sets as GraphQL enums', () => {
  it('refuses a status outside the set with 400 BAD_USER_INPUT naming status, and leaves the listing as it was', async () => {
    const res = await t.request
      .post('/graphql')
      .set(admin.headers)
      .send({ query: SET_STATUS, variables: { id: listingId, status: 'live' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringContaining('"ListingStatus"'),
      extensions: { code: 'BAD_USER_INPUT', field: 'status' },
    });
    expect((await t.graphql(READ, { id: listingId })).data).toMatchObject({ property: { status: 'approved' } });
  });

  it('names the listing field whose value is outside its set (gender inside PropertyInput)', async () => {
    const res = await t.request
      .post('/graphql')
      .set(owner.headers)
      .send({ query: UPDATE, variables: { id: listingId, input: listingInput({ gender: 'boys' }) } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'gender' });
    expect((await t.graphql(READ, { id: listingId })).data).toMatchObject({ property: { gender: 'female' } });
  });

  it('names beds inside PropertyInput when it is not a Beds value (the REST payload\'s "single bed" included)', async () => {
    for (const beds of ['single bed', 'quad_bed']) {
      const res = await t.request
        .post('/graphql')
        .set(owner.headers)
        .send({ query: UPDATE, variables: { id: listingId, input: listingInput({ beds: beds as never }) } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringContaining('"Beds"'),
        extensions: { code: 'BAD_USER_INPUT', field: 'beds' },
      });
    }
    expect((await t.graphql(BEDS, { id: listingId })).data).toEqual({ property: { beds: 'double_bed' } });
  });

  it('refuses a profile gender outside the set with 400 naming gender; null is not given', async () => {
    const profile = { name: 'Asha Rao', email: owner.user.email, contactNumber: '9123456780' };
    const res = await t.request
      .post('/graphql')
      .set(owner.headers)
      .send({ query: PROFILE, variables: { input: { ...profile, gender: '' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringContaining('"Gender"'),
      extensions: { code: 'BAD_USER_INPUT', field: 'gender' },
    });
    expect(
      (
        await t.request
          .post('/graphql')
          .set(owner.headers)
          .send({ query: PROFILE, variables: { input: { ...profile, gender: null } } })
      ).body.data,
    ).toEqual({ updateProfile: { gender: null } });
  });

  it('sends the values the web and REST already use', async () => {
    const { data, errors } = await t.graphql(READ, { id: listingId });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      property: {
        status: 'approved',
        gender: 'female',
        propertyType: 'pg',
        amenities: ['internet', 'food_service'],
        meals: ['dinner'],
        parking: listingInput().parking,
      },
    });
  });

  it('answers each facet in its own type, its values from its enum (price bands named by their bounds)', async () => {
    const { data, errors } = await t.graphql<{ search: { facets: Record<string, Array<Record<string, string>>> } }>(
      '{ search(limit: 1) { facets { hostelType { __typename value } gender { __typename value } priceBands { __typename key } } } }',
    );
    expect(errors).toBeUndefined();
    const { hostelType, gender, priceBands } = data!.search.facets;
    expect(hostelType).toEqual(['boys_hostel', 'girls_hostel', 'co_living'].map((value) => ({ __typename: 'HostelTypeCount', value })));
    expect(gender).toEqual(['male', 'female', 'unisex'].map((value) => ({ __typename: 'GenderCount', value })));
    expect(priceBands.map((band) => band.key)).toEqual([
      'under_5000',
      'from_5000_to_8000',
      'from_8000_to_12000',
      'from_12000_to_20000',
      'over_20000',
    ]);
  });

  it('refuses a search sort outside the set in the query itself (GRAPHQL_VALIDATION_FAILED)', async () => {
    const res = await t.request.post('/graphql').send({ query: '{ search(sort: cheapest) { total } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringContaining('"SearchSort"'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});
