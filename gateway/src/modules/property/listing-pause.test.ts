import { LISTING_PAUSE_TEXT } from '../../../../shared/domain/property';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { addPropertyRequest, listingForm, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const PAUSE = `mutation ($id: ID!) { pauseProperty(id: $id) { id paused } }`;
const RESUME = `mutation ($id: ID!) { resumeProperty(id: $id) { id paused } }`;
const LISTING = `query ($id: ID!) { property(id: $id) { id title paused } }`;
const SEARCH = `query ($filter: SearchFilterInput) { search(filter: $filter, limit: 100) { results { property { id } } } }`;
const SUGGEST = `query ($q: String!) { searchSuggestions(q: $q) { kind text } }`;
const OWNER = `query ($id: ID!) { ownerProfile(id: $id) { propertiesListed localities listings { total items { id } } } }`;
const LANDING = `query ($path: String!) { landingPage(path: $path) { listings { total results { property { id } } } } }`;
const ENQUIRE = `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent } }`;
const REVEAL = `mutation ($id: ID!) { revealPhoneNumber(propertyId: $id) }`;
const VISIT = `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`;
const enquiry = {
  customerType: 'individual',
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  city: 'Jaipur',
  phone: '9876543210',
  acceptTerms: true,
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
/** Alone in Jagatpura, so pausing it takes that locality's landing page away too. */
let pausedId: string;
let listedId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nivaas.example/' });
  owner = await signedIn(t, 'owner');
  seeker = await signedIn(t, 'user');
  const viewer = { id: owner.user.id, role: owner.user.role };
  pausedId = (
    await t.services.properties.create(
      viewer,
      listingInput({ title: 'Quietwater Boys PG', locality: 'Jagatpura', pinCode: '302017', nearbyRoad: 'Near Akshaya Patra' }),
    )
  ).id;
  listedId = (await t.services.properties.create(viewer, listingInput({ title: 'Saanjh Girls PG' }))).id;
});
afterAll(() => t.close());

const searchIds = async (filter: Record<string, unknown> = {}) =>
  (await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(SEARCH, { filter })).data!.search.results.map(
    (r) => r.property.id,
  );
/** In and around the other listing's locality: the place search's own statement. */
const AROUND_MALVIYA_NAGAR = { location: 'Malviya Nagar', radius: 20 };
const suggestions = async (q: string) =>
  (await t.graphql<{ searchSuggestions: Array<{ kind: string; text: string }> }>(SUGGEST, { q })).data!.searchSuggestions;
const leadsOf = async (table: string) =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE property_id = $1`, [pausedId]))[0].n as number;

describe('pausing a listing', () => {
  it('is for its owner (and admins) only: other owners and seekers are FORBIDDEN, visitors UNAUTHENTICATED', async () => {
    const other = await signedIn(t, 'owner');
    expect((await t.graphql(PAUSE, { id: pausedId }, other.headers)).errors?.[0]).toMatchObject({
      message: 'You can only change your own listings.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.graphql(PAUSE, { id: pausedId }, seeker.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(PAUSE, { id: pausedId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await t.request.post(`/api/v1/properties/${pausedId}/pause`).set(other.headers).expect(403);
    await t.request.post(`/api/v1/properties/${pausedId}/pause`).expect(401);
    await t.request.post(`/api/v1/properties/not-a-listing/pause`).set(owner.headers).expect(404);
    expect((await t.graphql(LISTING, { id: pausedId })).data).toEqual({
      property: { id: pausedId, title: 'Quietwater Boys PG', paused: false },
    });
    expect(await searchIds()).toContain(pausedId);
    expect(await searchIds(AROUND_MALVIYA_NAGAR)).toContain(pausedId);
  });

  it('takes it out of search, suggestions, landing pages, the sitemap and the owner counts; its page stays', async () => {
    expect((await t.graphql(PAUSE, { id: pausedId }, owner.headers)).data).toEqual({ pauseProperty: { id: pausedId, paused: true } });
    // Pausing a paused listing changes nothing.
    const [{ paused_at: first }] = await t.dataSource.query(`SELECT paused_at FROM properties WHERE id = $1`, [pausedId]);
    expect((await t.graphql(PAUSE, { id: pausedId }, owner.headers)).data).toEqual({ pauseProperty: { id: pausedId, paused: true } });
    const [{ paused_at: again }] = await t.dataSource.query(`SELECT paused_at FROM properties WHERE id = $1`, [pausedId]);
    expect(again).toEqual(first);

    expect(await searchIds()).toEqual([listedId]);
    expect(await searchIds(AROUND_MALVIYA_NAGAR)).toEqual([listedId]);
    expect((await suggestions('quietwater')).map((s) => s.text)).not.toContain('Quietwater Boys PG');
    expect((await suggestions('jagatpura')).map((s) => s.kind)).not.toContain('locality');
    const jaipur = await t.graphql<{ landingPage: { listings: { total: number } } }>(LANDING, { path: '/pg-in-jaipur' });
    expect(jaipur.data?.landingPage.listings.total).toBe(1);
    expect((await t.graphql(LANDING, { path: '/pg-in-jaipur/jagatpura' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const profile = await t.graphql<{ ownerProfile: { propertiesListed: number; localities: string[]; listings: { total: number } } }>(
      OWNER,
      { id: owner.user.id },
    );
    expect(profile.data?.ownerProfile).toMatchObject({ propertiesListed: 1, localities: ['Malviya Nagar'], listings: { total: 1 } });
    const sitemap = await t.request.get('/sitemaps/listings-1.xml').expect(200);
    expect(sitemap.text).not.toContain(pausedId);
    expect(sitemap.text).toContain(listedId);
    expect((await t.request.get('/sitemaps/places.xml').expect(200)).text).not.toContain('/jagatpura');
    const catalogue = await t.request.get('/api/v1/properties').expect(200);
    expect(catalogue.body.properties.map((p: { _id: string }) => p._id)).toEqual([listedId]);

    // The page itself: readable by anyone, saying it is paused, over both APIs.
    expect((await t.graphql(LISTING, { id: pausedId })).data).toEqual({
      property: { id: pausedId, title: 'Quietwater Boys PG', paused: true },
    });
    const page = await t.request.get(`/api/v1/property/${pausedId}`).expect(200);
    expect(page.body.data).toMatchObject({ _id: pausedId, paused: true });
    const mine = await t.graphql<{ myProperties: { items: Array<{ id: string; paused: boolean }> } }>(
      `{ myProperties { items { id paused } } }`,
      {},
      owner.headers,
    );
    expect(mine.data?.myProperties.items).toEqual(
      expect.arrayContaining([
        { id: pausedId, paused: true },
        { id: listedId, paused: false },
      ]),
    );
  });

  it('refuses enquiries, phone reveals and visit requests with 409 CONFLICT and says why; no lead is made', async () => {
    const refused = { message: LISTING_PAUSE_TEXT.notTakingEnquiries, extensions: { code: 'CONFLICT' } };
    expect((await t.graphql(ENQUIRE, { propertyId: pausedId, input: enquiry })).errors?.[0]).toMatchObject(refused);
    expect((await t.graphql(REVEAL, { id: pausedId }, seeker.headers)).errors?.[0]).toMatchObject(refused);
    const visit = { day: bookableVisitDays()[2], slot: 'morning' };
    expect((await t.graphql(VISIT, { propertyId: pausedId, input: visit }, seeker.headers)).errors?.[0]).toMatchObject(refused);
    expect([await leadsOf('enquiries'), await leadsOf('phone_reveals'), await leadsOf('visits')]).toEqual([0, 0, 0]);
    // The other listing of the same owner still takes them.
    expect((await t.graphql(REVEAL, { id: listedId }, seeker.headers)).data).toEqual({ revealPhoneNumber: '9876543210' });
  });

  it('resumes over REST (beside DELETE /properties/{id}): listed and taking enquiries again', async () => {
    const res = await t.request.post(`/api/v1/properties/${pausedId}/resume`).set(owner.headers).expect(200);
    expect(res.body.property).toMatchObject({ _id: pausedId, paused: false });
    expect(await searchIds()).toEqual(expect.arrayContaining([pausedId, listedId]));
    expect((await searchIds(AROUND_MALVIYA_NAGAR)).sort()).toEqual([pausedId, listedId].sort());
    expect((await suggestions('quietwater')).map((s) => s.text)).toContain('Quietwater Boys PG');
    expect((await t.graphql(ENQUIRE, { propertyId: pausedId, input: enquiry })).data).toEqual({ sendEnquiry: { alreadySent: false } });
    expect((await t.graphql(RESUME, { id: pausedId }, owner.headers)).data).toEqual({ resumeProperty: { id: pausedId, paused: false } });
  });

  it('says a new listing is not paused, over both APIs', async () => {
    const added = await addPropertyRequest(t, owner.headers, listingForm({ property_title: 'Fresh Start PG' })).expect(201);
    expect(added.body.property.paused).toBe(false);
    const graphqlAdd = await t.graphql<{ addProperty: { paused: boolean } }>(
      `mutation ($input: PropertyInput!) { addProperty(input: $input) { paused } }`,
      { input: listingInput({ title: 'Fresh Start PG 2' }) },
      owner.headers,
    );
    expect(graphqlAdd.data).toEqual({ addProperty: { paused: false } });
  });

  it("lets an admin pause somebody's listing, with a record in the audit log", async () => {
    const admin = await signedIn(t, 'admin');
    await t.request.post(`/api/v1/properties/${listedId}/pause`).set(admin.headers).expect(200);
    expect(await searchIds()).not.toContain(listedId);
    const [entry] = await t.dataSource.query(`SELECT action, target_id FROM audit_log WHERE actor_id = $1`, [admin.user.id]);
    expect(entry).toEqual({ action: 'listing_paused', target_id: listedId });
    await t.graphql(RESUME, { id: listedId }, admin.headers);
    expect(await searchIds()).toContain(listedId);
  });
});
