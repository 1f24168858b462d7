import { PROPERTY_MESSAGES } from '../../../../shared/validation/property';
import { addPropertyRequest, jpeg, listingForm, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADD = `mutation ($input: PropertyInput!) { addProperty(input: $input) { id vacantBeds totalCapacity } }`;
const SET = `mutation ($id: ID!, $vacantBeds: Int) { setVacantBeds(id: $id, vacantBeds: $vacantBeds) { id vacantBeds } }`;
const LISTING = `query ($id: ID!) { property(id: $id) { id vacantBeds } }`;
const SEARCH = `query ($filter: SearchFilterInput) { search(filter: $filter, limit: 100) { results { property { id vacantBeds } } } }`;

type Added = { addProperty: { id: string; vacantBeds: number | null; totalCapacity: number | null } };

async function add(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return t.graphql<Added>(ADD, { input: listingInput(overrides) }, headers);
}

async function bedsFreeIds(): Promise<string[]> {
  const { data } = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(SEARCH, { filter: { bedsFree: true } });
  return data!.search.results.map((result) => result.property.id);
}

describe('beds free now, set in the add/edit form', () => {
  it('stores the beds free the owner gives, and null (not stated) when left out', async () => {
    const owner = await signedIn(t, 'owner');
    expect((await add(owner.headers, { vacantBeds: 3, totalCapacity: 10 })).data?.addProperty).toMatchObject({
      vacantBeds: 3,
      totalCapacity: 10,
    });
    expect((await add(owner.headers, { vacantBeds: 0 })).data?.addProperty.vacantBeds).toBe(0);
    expect((await add(owner.headers)).data?.addProperty.vacantBeds).toBeNull();
  });

  it.each([
    ['a negative number', { vacantBeds: -1 }, PROPERTY_MESSAGES.vacantBedsRange],
    ['more than 1,000', { vacantBeds: 1001 }, PROPERTY_MESSAGES.vacantBedsRange],
    ['more than the total capacity', { vacantBeds: 7, totalCapacity: 6 }, PROPERTY_MESSAGES.vacantBedsOverCapacity],
  ])('GraphQL refuses %s as BAD_USER_INPUT naming vacantBeds', async (_name, overrides, message) => {
    const owner = await signedIn(t, 'owner');
    const { data, errors } = await add(owner.headers, overrides);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', problems: [{ field: 'vacantBeds', message }] } });
  });

  it('REST takes vacant_beds from the form and answers it; a wrong value is a 400 naming the field', async () => {
    const owner = await signedIn(t, 'owner');
    const post = async (vacantBeds: string) => {
      const request = addPropertyRequest(t, owner.headers, listingForm({ property_title: 'Beds PG', vacant_beds: vacantBeds }));
      return request.attach('images', await jpeg(800, 600), 'room.jpg');
    };
    const created = await post('2');
    expect(created.status).toBe(201);
    expect(created.body.property.vacant_beds).toBe(2);
    expect((await post('')).body.property.vacant_beds).toBeNull();
    const wrong = await post('two');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: expect.stringMatching(/^vacant_?beds$/i), message: PROPERTY_MESSAGES.vacantBedsRange }]);
  });
});

describe('setVacantBeds: the quick update of My Properties', () => {
  it('lets the owner change it at once, to Full and back, and search follows', async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = (await add(owner.headers, { vacantBeds: 2 })).data!.addProperty;
    expect(await bedsFreeIds()).toContain(id);

    expect((await t.graphql(SET, { id, vacantBeds: 0 }, owner.headers)).data).toEqual({ setVacantBeds: { id, vacantBeds: 0 } });
    expect((await t.graphql(LISTING, { id })).data).toEqual({ property: { id, vacantBeds: 0 } });
    expect(await bedsFreeIds()).not.toContain(id);

    await t.graphql(SET, { id, vacantBeds: 1 }, owner.headers);
    expect(await bedsFreeIds()).toContain(id);
    expect((await t.graphql(SET, { id, vacantBeds: null }, owner.headers)).data).toEqual({ setVacantBeds: { id, vacantBeds: null } });
    expect(await bedsFreeIds()).not.toContain(id);
  });

  it('is refused to other owners, seekers and visitors, and the value stays', async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = (await add(owner.headers, { vacantBeds: 4 })).data!.addProperty;
    const other = await signedIn(t, 'owner');
    const seeker = await signedIn(t, 'user');
    expect((await t.graphql(SET, { id, vacantBeds: 0 }, other.headers)).errors?.[0]).toMatchObject({
      message: 'You can only change your own listings.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.graphql(SET, { id, vacantBeds: 0 }, seeker.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(SET, { id, vacantBeds: 0 })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(LISTING, { id })).data).toEqual({ property: { id, vacantBeds: 4 } });
  });

  it('refuses a negative number or more than the capacity, naming vacantBeds', async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = (await add(owner.headers, { vacantBeds: 1, totalCapacity: 5 })).data!.addProperty;
    const negative = await t.graphql(SET, { id, vacantBeds: -2 }, owner.headers);
    expect(negative.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', problems: [{ field: 'vacantBeds', message: PROPERTY_MESSAGES.vacantBedsRange }] },
    });
    const over = await t.graphql(SET, { id, vacantBeds: 6 }, owner.headers);
    expect(over.errors?.[0]).toMatchObject({
      message: PROPERTY_MESSAGES.vacantBedsOverCapacity,
      extensions: { code: 'BAD_USER_INPUT', field: 'vacantBeds' },
    });
    expect((await t.graphql(LISTING, { id })).data).toEqual({ property: { id, vacantBeds: 1 } });
  });
});
