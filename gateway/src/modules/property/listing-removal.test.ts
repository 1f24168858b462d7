import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { bookableVisitDays } from '../../../../shared/domain/visits';
import { enquiryAs, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Deleting a listing (issue 30 item 4) marks it removed: it is offered and managed nowhere, but
 * the seekers' enquiries and threads, visits, reviews and shortlist entries stay as history.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
/** Alone in Jagatpura: removing it takes that locality's suggestions and landing page away. */
let removedId: string;
let keptId: string;
let enquiryId: string;
let visitId: string;

type Headers = Record<string, string>;
const DELETE = `mutation ($id: ID!) { deleteProperty(id: $id) }`;
const LISTING = `query ($id: ID!) { property(id: $id) { id title } }`;
const REMOVED = `query ($id: ID!) { removedListing(id: $id) { id title city locality } }`;
const WRITE = `mutation ($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { id replies { message } } }`;
const MY_ENQUIRIES = `{ myEnquiries { total items { id listing { id title city removed } replies { message fromSeeker } } } }`;
const LEADS = `{ leads { total items { id listing { id title removed } replies { message } } } }`;
const MY_VISITS = `{ myVisits { total items { id status cancelledBy listing { id title removed } } } }`;
const SEARCH = `query ($filter: SearchFilterInput) { search(filter: $filter, limit: 100) { results { property { id } } } }`;
const SUGGEST = `query ($q: String!) { searchSuggestions(q: $q) { kind text } }`;
const OWNER = `query ($id: ID!) { ownerProfile(id: $id) { propertiesListed localities listings { total items { id } } } }`;
const MINE = `{ myProperties { total items { id } } }`;
const REVIEW_QUEUE = `{ listingsForReview { total items { id } } }`;
const SHORTLIST = `{ shortlistedIds shortlistRemoved { id title city } }`;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Nivaas</title></head><body></body></html>');
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://nivaas.example' });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  seeker = await signedIn(t, 'user', 'Asha Verma');
  admin = await signedIn(t, 'admin');
  const viewer = { id: owner.user.id, role: owner.user.role };
  removedId = (
    await t.services.properties.create(
      viewer,
      listingInput({ title: 'Quietwater Boys PG', locality: 'Jagatpura', pinCode: '302017', nearbyRoad: 'Near Akshaya Patra' }),
    )
  ).id;
  keptId = (await t.services.properties.create(viewer, listingInput({ title: 'Saanjh Girls PG' }))).id;

  // The seeker's history with the listing: an enquiry with a thread, a visit, a review, a shortlist entry.
  enquiryId = await enquiryAs(t, seeker, removedId);
  expect((await t.graphql(WRITE, { id: enquiryId, message: 'Yes, a bed is free from the 1st.' }, owner.headers)).errors).toBeUndefined();
  expect((await t.graphql(WRITE, { id: enquiryId, message: 'Can I see it on Saturday?' }, seeker.headers)).errors).toBeUndefined();
  const visit = await t.graphql<{ requestVisit: { id: string } }>(
    `mutation ($propertyId: ID!, $input: VisitRequestInput!) { requestVisit(propertyId: $propertyId, input: $input) { id } }`,
    { propertyId: removedId, input: { day: bookableVisitDays()[2], slot: 'morning' } },
    seeker.headers,
  );
  visitId = visit.data!.requestVisit.id;
  const review = await t.graphql(
    `mutation ($propertyId: ID!, $input: ReviewInput!) { writeReview(propertyId: $propertyId, input: $input) { id } }`,
    { propertyId: removedId, input: { rating: 4, text: 'Clean rooms and good food, the warden is helpful.' } },
    seeker.headers,
  );
  expect(review.errors).toBeUndefined();
  expect(
    (await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: removedId }, seeker.headers)).errors,
  ).toBeUndefined();
  expect(
    (await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: keptId }, seeker.headers)).errors,
  ).toBeUndefined();

  // Before: found everywhere.
  expect(await searchIds()).toEqual(expect.arrayContaining([removedId, keptId]));
  expect((await t.graphql(DELETE, { id: removedId }, owner.headers)).data).toEqual({ deleteProperty: true });
});
afterAll(() => t.close());

const searchIds = async (filter: Record<string, unknown> = {}) =>
  (await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(SEARCH, { filter })).data!.search.results.map(
    (r) => r.property.id,
  );
const idsOf = (page: { items: Array<{ id: string }> } | undefined) => page?.items.map((item) => item.id);

describe('deleting a listing', () => {
  it('keeps its row with title, place and owner, and no photos', async () => {
    const [row] = await t.dataSource.query(`SELECT title, city, locality, owner_id, removed_at FROM properties WHERE id = $1`, [removedId]);
    expect(row).toMatchObject({ title: 'Quietwater Boys PG', city: 'Jaipur', locality: 'Jagatpura', owner_id: owner.user.id });
    expect(row.removed_at).toBeInstanceOf(Date);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM property_images WHERE property_id = $1`, [removedId]);
    expect(n).toBe(0);
  });

  it('does the same through REST: DELETE /api/v1/properties/{id} answers as before and keeps the row, marked removed', async () => {
    const second = await signedIn(t, 'owner');
    const other = (await t.services.properties.create({ id: second.user.id, role: 'owner' }, listingInput({ title: 'Kesar Boys PG' }))).id;
    const res = await t.request.delete(`/api/v1/properties/${other}`).set(second.headers).expect(200);
    expect(res.body).toEqual({ message: 'Property deleted' });
    const [row] = await t.dataSource.query(`SELECT title, removed_at FROM properties WHERE id = $1`, [other]);
    expect(row.title).toBe('Kesar Boys PG');
    expect(row.removed_at).toBeInstanceOf(Date);
    await t.request.get(`/api/v1/property/${other}`).expect(404);
    await t.request.delete(`/api/v1/properties/${other}`).set(second.headers).expect(404);
  });

  it('is not found afterwards on both APIs, for everybody (its owner and admins too), and cannot be deleted or edited again', async () => {
    for (const headers of [{}, seeker.headers, owner.headers, admin.headers] as Headers[]) {
      expect((await t.graphql(LISTING, { id: removedId }, headers)).errors?.[0]).toMatchObject({
        message: 'Property not found',
        extensions: { code: 'NOT_FOUND' },
      });
      await t.request.get(`/api/v1/property/${removedId}`).set(headers).expect(404);
    }
    expect((await t.graphql(DELETE, { id: removedId }, owner.headers)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await t.request.delete(`/api/v1/properties/${removedId}`).set(owner.headers).expect(404);
    await t.request.post(`/api/v1/properties/${removedId}/pause`).set(owner.headers).expect(404);
    await t.request.get(`/api/v1/property/my-properties/${removedId}`).set(owner.headers).expect(404);
    const approve = await t.graphql(
      `mutation ($id: ID!) { setPropertyStatus(id: $id, status: approved) { id } }`,
      { id: removedId },
      admin.headers,
    );
    expect(approve.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The one thing said about it: that it was removed, and where it was.
    expect((await t.graphql(REMOVED, { id: removedId })).data).toEqual({
      removedListing: { id: removedId, title: 'Quietwater Boys PG', city: 'Jaipur', locality: 'Jagatpura' },
    });
    expect((await t.graphql(REMOVED, { id: keptId })).data).toEqual({ removedListing: null });
  });

  it('takes it out of search, suggestions, landing pages, the sitemap, the owner page and counts, and the similar listings', async () => {
    expect(await searchIds()).toEqual([keptId]);
    expect((await t.graphql<{ searchSuggestions: Array<{ text: string }> }>(SUGGEST, { q: 'quietwater' })).data!.searchSuggestions).toEqual(
      [],
    );
    const jagatpura = (await t.graphql<{ searchSuggestions: Array<{ kind: string }> }>(SUGGEST, { q: 'jagatpura' })).data!;
    expect(jagatpura.searchSuggestions.map((s) => s.kind)).not.toContain('locality');
    expect(
      (await t.graphql(`query ($path: String!) { landingPage(path: $path) { heading } }`, { path: '/pg-in-jaipur/jagatpura' })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    const sitemap = await t.request.get('/sitemaps/listings-1.xml').expect(200);
    expect(sitemap.text).not.toContain(removedId);
    expect(sitemap.text).toContain(keptId);
    const profile = await t.graphql<{
      ownerProfile: { propertiesListed: number; localities: string[]; listings: { items: Array<{ id: string }> } };
    }>(OWNER, { id: owner.user.id });
    expect(profile.data?.ownerProfile).toMatchObject({ propertiesListed: 1, localities: ['Malviya Nagar'] });
    expect(idsOf(profile.data?.ownerProfile.listings)).toEqual([keptId]);
    const similar = await t.graphql<{ property: { similar: Array<{ id: string }> } }>(
      `query ($id: ID!) { property(id: $id) { similar { id } } }`,
      { id: keptId },
    );
    expect(similar.data?.property.similar.map((s) => s.id)).not.toContain(removedId);
    expect((await t.request.get(`/api/v1/properties`).expect(200)).text).not.toContain(removedId);
  });

  it("is in no owner's or admin's list: My Properties, the review queue, admin search, the account's listings, stats", async () => {
    expect(
      idsOf((await t.graphql<{ myProperties: { items: Array<{ id: string }> } }>(MINE, {}, owner.headers)).data?.myProperties),
    ).toEqual([keptId]);
    expect(
      idsOf(
        (await t.graphql<{ listingsForReview: { items: Array<{ id: string }> } }>(REVIEW_QUEUE, {}, admin.headers)).data?.listingsForReview,
      ),
    ).not.toContain(removedId);
    const search = await t.graphql<{ adminSearch: { listings: Array<{ id: string }> } }>(
      `{ adminSearch(query: "Quietwater") { listings { id } } }`,
      {},
      admin.headers,
    );
    expect(search.errors).toBeUndefined();
    expect(search.data?.adminSearch.listings).toEqual([]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM properties WHERE owner_id = $1`, [owner.user.id]);
    expect(n).toBe(2); // The row is there; the services leave it out.
    const counts = await t.services.userAdmin.listingCounts([owner.user.id]);
    expect(counts).toEqual([1]);
    const stats = await t.services.adminStats.stats({ id: admin.user.id, role: 'admin' }, 'LAST_7_DAYS');
    expect(stats.listingsByStatus).toEqual([{ name: 'approved', count: 1 }]);
  });

  it("keeps the seeker's enquiry with its thread readable, marked removed, and the owner's lead too", async () => {
    const mine = await t.graphql<{ myEnquiries: { items: Array<{ id: string; listing: unknown; replies: Array<{ message: string }> }> } }>(
      MY_ENQUIRIES,
      {},
      seeker.headers,
    );
    const entry = mine.data?.myEnquiries.items.find((item) => item.id === enquiryId);
    expect(entry?.listing).toEqual({ id: removedId, title: 'Quietwater Boys PG', city: 'Jaipur', removed: true });
    expect(entry?.replies.map((r) => r.message)).toEqual(['Yes, a bed is free from the 1st.', 'Can I see it on Saturday?']);
    const leads = await t.graphql<{ leads: { items: Array<{ id: string; listing: unknown; replies: unknown[] }> } }>(
      LEADS,
      {},
      owner.headers,
    );
    if (!leads.data) throw new Error(JSON.stringify(leads.errors));
    const lead = leads.data.leads.items.find((item) => item.id === enquiryId);
    expect(lead?.listing).toEqual({ id: removedId, title: 'Quietwater Boys PG', removed: true });
    expect(lead?.replies).toHaveLength(2);
  });

  it('refuses a new message in its thread from either side with 409 CONFLICT "This listing was removed"', async () => {
    for (const headers of [seeker.headers, owner.headers]) {
      const res = await t.graphql(WRITE, { id: enquiryId, message: 'Is it still there?' }, headers);
      expect(res.errors?.[0]).toMatchObject({ message: LISTING_REMOVED_TEXT.removed, extensions: { code: 'CONFLICT' } });
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM thread_messages WHERE thread_id = $1`, [enquiryId]);
    expect(n).toBe(2);
    // Somebody outside the thread still learns nothing about it.
    const stranger = await signedIn(t, 'user');
    expect((await t.graphql(WRITE, { id: enquiryId, message: 'Hello there' }, stranger.headers)).errors?.[0].extensions?.code).not.toBe(
      'CONFLICT',
    );
    // And nobody can send a new enquiry about it.
    const again = await t.graphql(
      `mutation ($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent } }`,
      {
        propertyId: removedId,
        input: {
          customerType: 'individual',
          name: 'Asha Verma',
          email: seeker.user.email,
          city: 'Jaipur',
          phone: '9876543210',
          acceptTerms: true,
        },
      },
      seeker.headers,
    );
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("keeps the seeker's visit, cancelled by the owner, marked removed", async () => {
    const visits = await t.graphql<{ myVisits: { items: Array<{ id: string; status: string; cancelledBy: string; listing: unknown }> } }>(
      MY_VISITS,
      {},
      seeker.headers,
    );
    expect(visits.data?.myVisits.items.find((v) => v.id === visitId)).toEqual({
      id: visitId,
      status: 'cancelled',
      cancelledBy: 'owner',
      listing: { id: removedId, title: 'Quietwater Boys PG', removed: true },
    });
  });

  it('keeps the review; the listing leaves the latest reviews page', async () => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE property_id = $1`, [removedId]);
    expect(n).toBe(1);
    const latest = await t.graphql<{ latestReviews: { items: Array<{ listing: { id: string } | null }> } }>(
      `{ latestReviews { items { listing { id } } } }`,
    );
    expect(latest.data?.latestReviews.items.map((r) => r.listing?.id)).not.toContain(removedId);
  });

  it('keeps the shortlist entry as removed, outside the ids, until the seeker takes it off', async () => {
    const before = await t.graphql<{ shortlistedIds: string[]; shortlistRemoved: unknown[] }>(SHORTLIST, {}, seeker.headers);
    expect(before.data).toEqual({
      shortlistedIds: [keptId],
      shortlistRemoved: [{ id: removedId, title: 'Quietwater Boys PG', city: 'Jaipur' }],
    });
    expect(
      (await t.graphql(`mutation ($id: ID!) { removeFromShortlist(propertyId: $id) }`, { id: removedId }, seeker.headers)).data,
    ).toEqual({
      removeFromShortlist: [keptId],
    });
    expect((await t.graphql(SHORTLIST, {}, seeker.headers)).data).toEqual({ shortlistedIds: [keptId], shortlistRemoved: [] });
    // Nobody adds it again.
    expect(
      (await t.graphql(`mutation ($id: ID!) { addToShortlist(propertyId: $id) }`, { id: removedId }, seeker.headers)).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('answers its public page with 410 Gone, noindex, "This listing was removed"; a missing one stays 404', async () => {
    const gone = await t.request.get(`/property/${removedId}`).set('accept', 'text/html').expect(410);
    expect(gone.text).toContain(`<title>${LISTING_REMOVED_TEXT.removed}`);
    expect(gone.text).toContain('<meta name="robots" content="noindex" />');
    await t.request.get(`/property/00000000-0000-4000-8000-000000000000`).set('accept', 'text/html').expect(404);
    await t.request.get(`/property/${keptId}`).set('accept', 'text/html').expect(200);
  });
});
