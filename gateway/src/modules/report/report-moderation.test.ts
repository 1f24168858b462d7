import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Account = Awaited<ReturnType<typeof signedIn>>;

const REPORT_LISTING = `mutation ($id: ID!, $input: ListingReportInput!) { reportListing(propertyId: $id, input: $input) }`;
const REPORT_REVIEW = `mutation ($id: ID!, $input: ReviewReportInput!) { reportReview(reviewId: $id, input: $input) }`;
const WRITE_REVIEW = `mutation ($id: ID!, $input: ReviewInput!) { writeReview(propertyId: $id, input: $input) { id } }`;
const REPORT_FIELDS = `id kind reason text reporterName openReportsOfTarget status resolution resolutionNote resolvedByName resolvedAt
  listing { id title status } review { id text authorName state }`;
const QUEUE = `query ($kind: ReportKind, $status: ReportStatus, $page: Int, $limit: Int) {
  reports(kind: $kind, status: $status, page: $page, limit: $limit) { total totalPages items { ${REPORT_FIELDS} } }
  openReportsCount
}`;
const DISMISS = `mutation ($id: ID!, $note: String!) { dismissReport(id: $id, note: $note) { ${REPORT_FIELDS} } }`;
const HIDE = `mutation ($id: ID!, $note: String!) { hideReportedReview(id: $id, note: $note) { ${REPORT_FIELDS} } }`;
const UNPUBLISH = `mutation ($id: ID!, $reason: String!) { unpublishReportedListing(id: $id, reason: $reason) { ${REPORT_FIELDS} } }`;

interface QueuedReport {
  id: string;
  kind: string;
  reason: string;
  text: string;
  reporterName: string | null;
  openReportsOfTarget: number;
  status: string;
  resolution: string | null;
  resolutionNote: string | null;
  resolvedByName: string | null;
  resolvedAt: string | null;
  listing: { id: string; title: string; status: string };
  review: { id: string; text: string; authorName: string; state: string } | null;
}
interface Queue {
  reports: { total: number; totalPages: number; items: QueuedReport[] };
  openReportsCount: number;
}

let t: TestApp;
let admin: Account;
let owner: Account;
let writer: Account;
let reporters: Account[];
let listingIds: string[];
let reviewId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  writer = await signedIn(t, 'user', 'Rohan Gupta');
  reporters = [await signedIn(t, 'user', 'Asha Verma'), await signedIn(t, 'user', 'Vikram Rao')];
  listingIds = await listingsOf(t, owner, ['Saanjh Girls PG', 'Tulsi Residency']);
  await t.graphql(
    WRITE_REVIEW,
    { id: listingIds[0], input: { rating: 5, text: 'Great place, very clean and the food is lovely.' } },
    reporters[1].headers,
  );
  const review = await t.graphql<{ writeReview: { id: string } }>(
    WRITE_REVIEW,
    { id: listingIds[0], input: { rating: 1, text: 'Visit www.cheap-rooms.example for better PGs!!!' } },
    writer.headers,
  );
  reviewId = review.data!.writeReview.id;

  // Oldest first: two reports of the first listing, two of the review, one of the second listing.
  await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'wrong_price' } }, reporters[0].headers);
  await t.graphql(
    REPORT_LISTING,
    { id: listingIds[0], input: { reason: 'already_full', text: 'No beds since June.' } },
    reporters[1].headers,
  );
  await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'spam' } }, reporters[0].headers);
  await t.graphql(REPORT_REVIEW, { id: reviewId, input: { reason: 'off_topic' } }, owner.headers);
  await t.graphql(
    REPORT_LISTING,
    { id: listingIds[1], input: { reason: 'fraud', text: 'Asked for a deposit before any visit.' } },
    reporters[0].headers,
  );
});
afterAll(() => t.close());

const queue = async (variables: Record<string, unknown> = {}) => {
  const res = await t.graphql<Queue>(QUEUE, variables, admin.headers);
  expect(res.errors).toBeUndefined();
  return res.data!;
};
const LISTING_PAGE = `query ($id: ID!) {
  property(id: $id) { status rating { average count } ratingSummary { count starCounts } reviews { total items { id } } myReview { id state } }
}`;

describe('the reports queue', () => {
  it('is for admins only: users and owners are refused, in the service too', async () => {
    for (const account of [reporters[0], owner]) {
      for (const [query, variables] of [
        [QUEUE, {}],
        [DISMISS, { id: listingIds[0], note: 'x' }],
        [HIDE, { id: listingIds[0], note: 'x' }],
        [UNPUBLISH, { id: listingIds[0], reason: 'x' }],
      ] as const) {
        const res = await t.graphql(query, variables, account.headers);
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const viewer = { id: owner.user.id, role: owner.user.role };
    await expect(t.services.reportModeration.queue(viewer, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.services.reportModeration.openCount(viewer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.services.reportModeration.dismiss(viewer, listingIds[0], { note: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await t.graphql(QUEUE, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists open reports newest first with their target, reporter and how many open reports the target has', async () => {
    const { reports, openReportsCount } = await queue();
    expect(openReportsCount).toBe(5);
    expect(reports.items.map((report) => [report.kind, report.reason, report.openReportsOfTarget])).toEqual([
      ['listing', 'fraud', 1],
      ['review', 'off_topic', 2],
      ['review', 'spam', 2],
      ['listing', 'already_full', 2],
      ['listing', 'wrong_price', 2],
    ]);
    expect(reports.items[0]).toMatchObject({
      text: 'Asked for a deposit before any visit.',
      reporterName: 'Asha Verma',
      listing: { title: 'Tulsi Residency' },
      review: null,
    });
    expect(reports.items[1]).toMatchObject({
      reporterName: 'Meera Joshi',
      listing: { id: listingIds[0] },
      review: { text: 'Visit www.cheap-rooms.example for better PGs!!!', authorName: 'Rohan G.' },
    });
  });

  it('filters by kind and status and pages on the server', async () => {
    expect((await queue({ kind: 'review' })).reports.items.map((report) => report.reason)).toEqual(['off_topic', 'spam']);
    expect((await queue({ status: 'dismissed' })).reports.total).toBe(0);
    const paged = await queue({ kind: 'listing', page: 2, limit: 2 });
    expect(paged.reports).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.reports.items.map((report) => report.reason)).toEqual(['wrong_price']);
    const wrong = await t.graphql(QUEUE, { limit: 101 }, admin.headers);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});

describe('acting on reports', () => {
  it('dismisses with a note every open report of the listing, recording who, when and why; the reporter may report again', async () => {
    const { reports } = await queue({ kind: 'listing' });
    const wrongPrice = reports.items.find((report) => report.reason === 'wrong_price')!;
    const noNote = await t.graphql(DISMISS, { id: wrongPrice.id, note: '  ' }, admin.headers);
    expect(noNote.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.note, extensions: { field: 'note' } });

    const res = await t.graphql<{ dismissReport: QueuedReport }>(
      DISMISS,
      { id: wrongPrice.id, note: 'Price matches the rent agreement.' },
      admin.headers,
    );
    expect(res.data?.dismissReport).toMatchObject({
      status: 'dismissed',
      resolution: 'dismissed',
      resolutionNote: 'Price matches the rent agreement.',
      resolvedByName: 'Kavya Admin',
    });
    expect(Date.parse(res.data!.dismissReport.resolvedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const dismissed = await queue({ status: 'dismissed' });
    expect(dismissed.reports.items.map((report) => report.reason).sort()).toEqual(['already_full', 'wrong_price']);
    expect(dismissed.openReportsCount).toBe(3);

    const twice = await t.graphql(DISMISS, { id: wrongPrice.id, note: 'Again' }, admin.headers);
    expect(twice.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.alreadyResolved, extensions: { code: 'CONFLICT' } });
    const reportAgain = await t.graphql(REPORT_LISTING, { id: listingIds[0], input: { reason: 'fake_photos' } }, reporters[0].headers);
    expect(reportAgain.errors).toBeUndefined();
  });

  it('hides a reported review: gone from the listing, its numbers and the latest reviews; its writer sees it hidden', async () => {
    const before = await t.graphql<{ property: { rating: { average: number; count: number } } }>(LISTING_PAGE, { id: listingIds[0] });
    expect(before.data?.property.rating).toEqual({ average: 3, count: 2 });
    const { reports } = await queue({ kind: 'review' });
    const wrongAction = await t.graphql(UNPUBLISH, { id: reports.items[0].id, reason: 'No' }, admin.headers);
    expect(wrongAction.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.notAListingReport, extensions: { code: 'BAD_USER_INPUT' } });

    const res = await t.graphql<{ hideReportedReview: QueuedReport }>(
      HIDE,
      { id: reports.items[0].id, note: 'Advertising another site.' },
      admin.headers,
    );
    expect(res.data?.hideReportedReview).toMatchObject({ status: 'actioned', resolution: 'review_hidden', review: { state: 'hidden' } });
    const actioned = await queue({ status: 'actioned', kind: 'review' });
    expect(actioned.reports.items.map((report) => [report.reason, report.resolutionNote, report.resolvedByName])).toEqual([
      ['off_topic', 'Advertising another site.', 'Kavya Admin'],
      ['spam', 'Advertising another site.', 'Kavya Admin'],
    ]);

    const after = await t.graphql<{
      property: { rating: unknown; ratingSummary: unknown; reviews: { total: number; items: Array<{ id: string }> } };
    }>(LISTING_PAGE, { id: listingIds[0] });
    expect(after.data?.property.rating).toEqual({ average: 5, count: 1 });
    expect(after.data?.property.ratingSummary).toEqual({ count: 1, starCounts: [1, 0, 0, 0, 0] });
    expect(after.data?.property.reviews.items.map((review) => review.id)).not.toContain(reviewId);
    const latest = await t.graphql<{ latestReviews: { items: Array<{ id: string }> } }>(`{ latestReviews { items { id } } }`);
    expect(latest.data?.latestReviews.items.map((review) => review.id)).not.toContain(reviewId);
    const mine = await t.graphql<{ property: { myReview: { id: string; state: string } } }>(
      LISTING_PAGE,
      { id: listingIds[0] },
      writer.headers,
    );
    expect(mine.data?.property.myReview).toEqual({ id: reviewId, state: 'hidden' });
  });

  it('unpublishes a reported listing: gone from search and its page for the public, the owner is e-mailed the reason', async () => {
    const { reports } = await queue({ kind: 'listing' });
    const fraud = reports.items.find((report) => report.listing.id === listingIds[1])!;
    const wrongAction = await t.graphql(HIDE, { id: fraud.id, note: 'No' }, admin.headers);
    expect(wrongAction.errors?.[0]?.message).toBe(REPORT_MESSAGES.notAReviewReport);
    const noReason = await t.graphql(UNPUBLISH, { id: fraud.id, reason: '' }, admin.headers);
    expect(noReason.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.unpublishReason, extensions: { field: 'reason' } });

    const reason = 'The owner asked for a deposit before any visit; we could not confirm the address.';
    const res = await t.graphql<{ unpublishReportedListing: QueuedReport }>(UNPUBLISH, { id: fraud.id, reason }, admin.headers);
    expect(res.data?.unpublishReportedListing).toMatchObject({
      status: 'actioned',
      resolution: 'listing_unpublished',
      resolutionNote: reason,
      listing: { status: 'rejected' },
    });

    const page = await t.graphql(LISTING_PAGE, { id: listingIds[1] });
    expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const search = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(
      `{ search(filter: { city: "Jaipur" }) { results { property { id } } } }`,
    );
    const found = search.data?.search.results.map((hit) => hit.property.id);
    expect(found).toContain(listingIds[0]);
    expect(found).not.toContain(listingIds[1]);
    const ownerView = await t.graphql<{ property: { status: string } }>(
      `query ($id: ID!) { property(id: $id) { status } }`,
      { id: listingIds[1] },
      owner.headers,
    );
    expect(ownerView.data?.property.status).toBe('rejected');

    const mails = await t.services.mail.outbox(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your listing "Tulsi Residency" was unpublished');
    expect(mails.find((mail) => mail.subject.includes('Tulsi'))?.text).toContain(`Reason: ${reason}`);
    expect((await queue()).openReportsCount).toBe(1);
  });
});
