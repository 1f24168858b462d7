import type { VisitStatus } from '../../../../shared/domain/visits';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Visit } from '../visit/visit.entity';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
let otherListingId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  const asOwner = { id: owner.user.id, role: owner.user.role };
  listingId = (await t.services.properties.create(asOwner, listingInput({ title: 'Saanjh Girls PG' }))).id;
  otherListingId = (await t.services.properties.create(asOwner, listingInput({ title: 'Kesar Residency' }))).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const WRITE = `mutation Write($propertyId: ID!, $input: ReviewInput!) { writeReview(propertyId: $propertyId, input: $input) { reviewerConnection } }`;
const SEND = `mutation Send($propertyId: ID!, $input: EnquiryInput!) { sendEnquiry(propertyId: $propertyId, input: $input) { alreadySent } }`;
const REVIEWS = `query Reviews($id: ID!) { property(id: $id) { reviews(limit: 20) { items { authorName reviewerConnection } } } }`;

type Person = Awaited<ReturnType<typeof signedIn>>;

/** A visit of the person to a listing in a status, its slot ending `endsInHours` from now (negative: over). */
async function visit(person: Person, propertyId: string, status: VisitStatus, endsInHours: number) {
  const endsAt = new Date(Date.now() + endsInHours * HOUR);
  await t.dataSource.getRepository(Visit).insert({
    propertyId,
    ownerId: owner.user.id,
    seekerId: person.user.id,
    day: endsAt.toISOString().slice(0, 10),
    slot: 'morning',
    startsAt: new Date(endsAt.getTime() - 2 * HOUR),
    endsAt,
    status,
  });
}

function enquire(propertyId: string, email: string, headers: Record<string, string> = {}) {
  const input = {
    customerType: 'individual',
    name: 'Asha Verma',
    email,
    city: 'Jaipur',
    phone: '9876543210',
    message: '',
    acceptTerms: true,
  };
  return t.graphql(SEND, { propertyId, input }, headers);
}

async function review(person: Person, propertyId = listingId) {
  const res = await t.graphql<{ writeReview: { reviewerConnection: string | null } }>(
    WRITE,
    { propertyId, input: { rating: 4, text: 'Clean rooms, good food and a helpful warden.' } },
    person.headers,
  );
  expect(res.errors).toBeUndefined();
  return res.data?.writeReview.reviewerConnection;
}

describe("'Verified visit' and 'Enquired' on reviews", () => {
  it("marks a writer whose confirmed visit is over 'Verified visit', even when they also enquired", async () => {
    const visitor = await signedIn(t, 'user', 'Asha Verma');
    await visit(visitor, listingId, 'confirmed', -20);
    await enquire(listingId, visitor.user.email, visitor.headers);
    expect(await review(visitor)).toBe('verified_visit');
  });

  it("marks a writer who only enquired 'Enquired': signed in, or anonymously from their account's e-mail", async () => {
    const signedInEnquirer = await signedIn(t, 'user', 'Rohan Gupta');
    expect((await enquire(listingId, signedInEnquirer.user.email, signedInEnquirer.headers)).errors).toBeUndefined();
    expect(await review(signedInEnquirer)).toBe('enquired');

    const anonymousEnquirer = await signedIn(t, 'user', 'Divya Rao');
    expect((await enquire(listingId, anonymousEnquirer.user.email.toUpperCase())).errors).toBeUndefined();
    expect(await review(anonymousEnquirer)).toBe('enquired');
  });

  it('does not count a requested, cancelled, declined or future visit, nor a visit or enquiry to another listing', async () => {
    const notVisited = [
      ['requested', -20],
      ['cancelled', -20],
      ['declined', -20],
      ['confirmed', 30],
    ] as const;
    for (const [status, endsIn] of notVisited) {
      const person = await signedIn(t, 'user', `Kiran ${status} ${endsIn}`);
      await visit(person, listingId, status, endsIn);
      expect(await review(person)).toBeNull();
    }
    const elsewhere = await signedIn(t, 'user', 'Nikhil Das');
    await visit(elsewhere, otherListingId, 'confirmed', -20);
    await enquire(otherListingId, elsewhere.user.email, elsewhere.headers);
    expect(await review(elsewhere)).toBeNull();
    // Someone else's anonymous enquiry from another address does not make this writer an enquirer.
    await enquire(listingId, 'someone.else@example.in');
    expect(await review(await signedIn(t, 'user', 'Pooja Bansal'))).toBeNull();
  });

  it('shows the marks on the listing and on the latest reviews, looked up in one query per page', async () => {
    const lookups = jest.spyOn(t.services.reviews, 'connectionsOf');
    const res = await t.graphql<{ property: { reviews: { items: Array<{ authorName: string; reviewerConnection: string | null }> } } }>(
      REVIEWS,
      { id: listingId },
    );
    const marks = Object.fromEntries(res.data?.property.reviews.items.map((item) => [item.authorName, item.reviewerConnection]) ?? []);
    expect(marks).toMatchObject({ 'Asha V.': 'verified_visit', 'Rohan G.': 'enquired', 'Divya R.': 'enquired', 'Pooja B.': null });
    expect(Object.keys(marks).length).toBeGreaterThan(5);
    expect(lookups).toHaveBeenCalledTimes(1);

    const latest = await t.graphql<{ latestReviews: { items: Array<{ authorName: string; reviewerConnection: string | null }> } }>(
      `{ latestReviews(limit: 20) { items { authorName reviewerConnection } } }`,
    );
    expect(latest.data?.latestReviews.items.find((item) => item.authorName === 'Asha V.')?.reviewerConnection).toBe('verified_visit');
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
  });
});
