import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

const WRITE = `mutation Write($propertyId: ID!, $input: ReviewInput!) {
  writeReview(propertyId: $propertyId, input: $input) { id rating food text authorName mine }
}`;
const LISTING = `query Listing($id: ID!, $page: Int) {
  property(id: $id) {
    rating { average count }
    ratingSummary { average count starCounts aspects { aspect label average count } }
    reviews(page: $page, limit: 2) { total totalPages items { rating text authorName mine ownerReply } }
    myReview { id rating authorName mine }
  }
}`;
const text = (words: string) => `${words} The rooms were clean and the warden was helpful.`;

interface ListingData {
  property: {
    rating: { average: number | null; count: number };
    ratingSummary: {
      average: number | null;
      count: number;
      starCounts: number[];
      aspects: Array<{ aspect: string; average: number | null; count: number }>;
    };
    reviews: {
      total: number;
      totalPages: number;
      items: Array<{ rating: number; text: string; authorName: string; mine: boolean; ownerReply: string | null }>;
    };
    myReview: { id: string; rating: number; authorName: string; mine: boolean } | null;
  };
}

describe('reviews', () => {
  let first: Awaited<ReturnType<typeof signedIn>>;
  let second: Awaited<ReturnType<typeof signedIn>>;
  let firstReviewId: string;

  beforeAll(async () => {
    first = await signedIn(t, 'user', 'Asha Verma');
    second = await signedIn(t, 'user', 'Rohan');
  });

  it('lets a signed-in seeker review a listing and shows the writer as first name and initial', async () => {
    const res = await t.graphql<{ writeReview: { id: string; authorName: string; mine: boolean; rating: number } }>(
      WRITE,
      { propertyId: listingId, input: { rating: 4, food: 5, text: text('Good food.') } },
      first.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.writeReview).toMatchObject({ rating: 4, authorName: 'Asha V.', mine: true });
    firstReviewId = res.data?.writeReview.id as string;
  });

  it('keeps one review per person: writing again replaces it, in the database too', async () => {
    const again = await t.graphql<{ writeReview: { id: string; rating: number } }>(
      WRITE,
      { propertyId: listingId, input: { rating: 2, text: text('Changed my mind.') } },
      first.headers,
    );
    expect(again.data?.writeReview).toMatchObject({ id: firstReviewId, rating: 2 });
    await expect(
      t.dataSource.query(
        `INSERT INTO reviews (property_id, author_id, rating, text) VALUES ($1, $2, 5, 'a second review by the same person')`,
        [listingId, first.user.id],
      ),
    ).rejects.toThrow(/UQ_reviews_property_author/);
  });

  it('refuses anonymous writers, owners of the listing, bad ratings and short texts, naming the field', async () => {
    const anonymous = await t.graphql(WRITE, { propertyId: listingId, input: { rating: 5, text: text('Hi') } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const own = await t.graphql(WRITE, { propertyId: listingId, input: { rating: 5, text: text('Mine is best.') } }, owner.headers);
    expect(own.errors?.[0]).toMatchObject({ message: 'You cannot review your own listing.', extensions: { code: 'FORBIDDEN' } });
    const badRating = await t.graphql(WRITE, { propertyId: listingId, input: { rating: 6, text: text('Too good.') } }, second.headers);
    expect(badRating.errors?.[0]).toMatchObject({
      message: 'Choose a rating from 1 to 5 stars',
      extensions: { code: 'BAD_USER_INPUT', field: 'rating' },
    });
    const badAspect = await t.graphql(
      WRITE,
      { propertyId: listingId, input: { rating: 3, safety: 0, text: text('Fine.') } },
      second.headers,
    );
    expect(badAspect.errors?.[0]).toMatchObject({ message: 'Safety must be a rating from 1 to 5', extensions: { field: 'safety' } });
    const short = await t.graphql(WRITE, { propertyId: listingId, input: { rating: 3, text: '  too short  ' } }, second.headers);
    expect(short.errors?.[0]).toMatchObject({ message: 'Write at least 20 characters about your stay', extensions: { field: 'text' } });
    const missing = await t.graphql(
      WRITE,
      { propertyId: '00000000-0000-4000-8000-000000000000', input: { rating: 3, text: text('Where?') } },
      second.headers,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('counts every star, averages the overall and each sub-rating, and pages the reviews newest first', async () => {
    await t.graphql(WRITE, { propertyId: listingId, input: { rating: 5, food: 4, safety: 5, text: text('Lovely stay.') } }, second.headers);
    const res = await t.graphql<ListingData>(LISTING, { id: listingId }, second.headers);
    const listing = res.data?.property;
    expect(listing?.rating).toEqual({ average: 3.5, count: 2 });
    expect(listing?.ratingSummary.starCounts).toEqual([1, 0, 0, 1, 0]);
    expect(listing?.ratingSummary.aspects.find((aspect) => aspect.aspect === 'food')).toMatchObject({ average: 4, count: 1 });
    expect(listing?.ratingSummary.aspects.find((aspect) => aspect.aspect === 'cleanliness')).toMatchObject({ average: null, count: 0 });
    expect(listing?.reviews.items.map((review) => [review.authorName, review.mine])).toEqual([
      ['Rohan', true],
      ['Asha V.', false],
    ]);
    // The writer's own review is signed with their name, as everyone else sees it (it said 'Former member').
    expect(listing?.myReview).toMatchObject({ rating: 5, authorName: 'Rohan', mine: true });
  });

  it("lets only the listing's owner reply", async () => {
    const REPLY = `mutation Reply($id: ID!, $text: String!) { replyToReview(id: $id, text: $text) { ownerReply } }`;
    const stranger = await t.graphql(REPLY, { id: firstReviewId, text: 'Thanks!' }, second.headers);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reply = await t.graphql<{ replyToReview: { ownerReply: string } }>(
      REPLY,
      { id: firstReviewId, text: 'Sorry, we have fixed the water heater.' },
      owner.headers,
    );
    expect(reply.data?.replyToReview.ownerReply).toBe('Sorry, we have fixed the water heater.');
  });

  it('keeps the numbers right after a deletion; only the writer or an admin may delete', async () => {
    const DELETE = `mutation Delete($id: ID!) { deleteReview(id: $id) }`;
    const notYours = await t.graphql(DELETE, { id: firstReviewId }, second.headers);
    expect(notYours.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signedIn(t, 'admin');
    expect((await t.graphql(DELETE, { id: firstReviewId }, admin.headers)).data).toEqual({ deleteReview: true });
    const res = await t.graphql<ListingData>(LISTING, { id: listingId });
    expect(res.data?.property.rating).toEqual({ average: 5, count: 1 });
    expect(res.data?.property.ratingSummary.starCounts).toEqual([1, 0, 0, 0, 0]);
    expect(res.data?.property.myReview).toBeNull();
  });

  it('lists the latest reviews across the site with their listing', async () => {
    const res = await t.graphql<{ latestReviews: { total: number; items: Array<{ authorName: string; listing: { id: string } }> } }>(
      `{ latestReviews { total items { authorName listing { id } } } }`,
    );
    expect(res.data?.latestReviews.items[0]).toEqual({ authorName: 'Rohan', listing: { id: listingId } });
  });

  it('lists only reviews of at least minRating stars (the Testimonials page), and refuses a rating out of range', async () => {
    const QUERY = `query Latest($minRating: Int) { latestReviews(minRating: $minRating, limit: 100) { total items { rating } } }`;
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE rating >= 4 AND state = 'visible'`);
    const res = await t.graphql<{ latestReviews: { total: number; items: Array<{ rating: number }> } }>(QUERY, { minRating: 4 });
    expect(res.data?.latestReviews.total).toBe(n);
    expect(res.data?.latestReviews.items.every((item) => item.rating >= 4)).toBe(true);
    const all = await t.graphql<{ latestReviews: { total: number } }>(QUERY, {});
    expect(all.data?.latestReviews.total).toBeGreaterThanOrEqual(n);
    const wrong = await t.graphql(QUERY, { minRating: 6 });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toContain('minRating must be a whole number from 1 to 5');
  });
});
