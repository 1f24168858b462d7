import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const REPORT_LISTING = `mutation ($id: ID!, $input: ListingReportInput!) { reportListing(propertyId: $id, input: $input) }`;
const REPORT_REVIEW = `mutation ($id: ID!, $input: ReviewReportInput!) { reportReview(reviewId: $id, input: $input) }`;
const WRITE_REVIEW = `mutation ($id: ID!, $input: ReviewInput!) { writeReview(propertyId: $id, input: $input) { id } }`;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
let listingIds: string[];
let reviewId: string;
beforeAll(async () => {
  t = await createTestApp({ THROTTLE_REPORT_ACCOUNT: '3/1d' });
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  seeker = await signedIn(t, 'user', 'Asha Verma');
  listingIds = await listingsOf(t, owner, ['First PG', 'Second PG', 'Third PG', 'Fourth PG']);
  const review = await t.graphql<{ writeReview: { id: string } }>(
    WRITE_REVIEW,
    { id: listingIds[0], input: { rating: 2, text: 'The rooms did not look like the photos at all.' } },
    seeker.headers,
  );
  reviewId = review.data!.writeReview.id;
});
afterAll(() => t.close());

const reportsOf = async (reporterId: string) =>
  (await t.dataSource.query(`SELECT kind, reason, text, status FROM reports WHERE reporter_id = $1 ORDER BY created_at`, [
    reporterId,
  ])) as Array<Record<string, string>>;

describe('reporting a listing', () => {
  it('is for signed-in users, never the owner of the listing', async () => {
    const anonymous = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fraud' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const own = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fraud' } }, owner.headers);
    expect(own.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.ownListing, extensions: { code: 'FORBIDDEN' } });
    const missing = await t.graphql(
      REPORT_LISTING,
      { id: '00000000-0000-4000-8000-000000000000', input: { reason: 'fraud' } },
      seeker.headers,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("needs words for 'other', and refuses reasons outside the list and texts too long, naming the field", async () => {
    const other = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'other', text: '  bad  ' } }, seeker.headers);
    expect(other.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.otherText, extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    const long = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fraud', text: 'x'.repeat(1001) } }, seeker.headers);
    expect(long.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.textTooLong, extensions: { field: 'text' } });
    const unknown = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'ugly' } }, seeker.headers);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await reportsOf(seeker.user.id)).toEqual([]);
  });

  it('stores the report and keeps one open report per person and listing, in the database too', async () => {
    const first = await t.graphql(
      REPORT_LISTING,
      { id: listingIds[0], input: { reason: 'wrong_price', text: 'Asked me for 9,000, not 7,500.' } },
      seeker.headers,
    );
    expect(first).toEqual({ data: { reportListing: REPORT_MESSAGES.listingSent } });
    const again = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fraud' } }, seeker.headers);
    expect(again.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.listingAlreadyReported, extensions: { code: 'CONFLICT' } });
    expect(await reportsOf(seeker.user.id)).toEqual([
      { kind: 'listing', reason: 'wrong_price', text: 'Asked me for 9,000, not 7,500.', status: 'open' },
    ]);
    await expect(
      t.dataSource.query(`INSERT INTO reports (kind, property_id, reporter_id, reason) VALUES ('listing', $1, $2, 'fraud')`, [
        listingIds[0],
        seeker.user.id,
      ]),
    ).rejects.toThrow(/UQ_reports_open_listing_reporter/);
  });

  it('makes one report of two sent at the same moment', async () => {
    const other = await signedIn(t, 'user');
    const both = await Promise.all(
      [1, 2].map(() => t.graphql(REPORT_LISTING, { id: listingIds[1], input: { reason: 'already_full' } }, other.headers)),
    );
    expect(both.filter((res) => res.data?.reportListing).length).toBe(1);
    expect(both.find((res) => res.errors)?.errors?.[0].message).toBe(REPORT_MESSAGES.listingAlreadyReported);
    expect(await reportsOf(other.user.id)).toHaveLength(1);
  });

  it('limits how many reports one account sends (THROTTLE_REPORT_ACCOUNT); a refused repeat does not count', async () => {
    const busy = await signedIn(t, 'user');
    for (const id of listingIds.slice(0, 3)) {
      expect((await t.graphql(REPORT_LISTING, { id, input: { reason: 'fake_photos' } }, busy.headers)).errors).toBeUndefined();
    }
    const repeat = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fake_photos' } }, busy.headers);
    expect(repeat.errors?.[0].message).toBe(REPORT_MESSAGES.listingAlreadyReported);
    const fourth = await t.graphql(REPORT_LISTING, { id: listingIds[3], input: { reason: 'fake_photos' } }, busy.headers);
    expect(fourth.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(fourth.errors?.[0].message).toMatch(/^Too many reports\. Please try again in/);
  });
});

describe('reporting a review', () => {
  it("is for anyone signed in but the review's writer, the listing's owner included", async () => {
    const anonymous = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'spam' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const own = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'spam' } }, seeker.headers);
    expect(own.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.ownReview, extensions: { code: 'FORBIDDEN' } });
    const byOwner = await t.graphql(
      REPORT_REVIEW,
      { id: reviewId, input: { reason: 'off_topic', text: 'This person never stayed with us.' } },
      owner.headers,
    );
    expect(byOwner).toEqual({ data: { reportReview: REPORT_MESSAGES.reviewSent } });
    expect(await reportsOf(owner.user.id)).toEqual([
      { kind: 'review', reason: 'off_topic', text: 'This person never stayed with us.', status: 'open' },
    ]);
  });

  it('keeps one report per person and review, and takes only the review reasons', async () => {
    const again = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'abusive' } }, owner.headers);
    expect(again.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.reviewAlreadyReported, extensions: { code: 'CONFLICT' } });
    const listingReason = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'fraud' } }, owner.headers);
    expect(listingReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await t.graphql(REPORT_REVIEW, { id: 'not-a-review', input: { reason: 'spam' } }, owner.headers);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("takes 'Fake review' as a reason, and stores it", async () => {
    const someone = await signedIn(t, 'user');
    const res = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'fake' } }, someone.headers);
    expect(res).toEqual({ data: { reportReview: REPORT_MESSAGES.reviewSent } });
    expect(await reportsOf(someone.user.id)).toEqual([{ kind: 'review', reason: 'fake', text: '', status: 'open' }]);
  });

  it('cannot report a review the public does not see', async () => {
    await t.dataSource.query(`UPDATE reviews SET state = 'hidden' WHERE id = $1`, [reviewId]);
    const someone = await signedIn(t, 'user');
    const res = await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'spam' } }, someone.headers);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.dataSource.query(`UPDATE reviews SET state = 'visible' WHERE id = $1`, [reviewId]);
  });
});
