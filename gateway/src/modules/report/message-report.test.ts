import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { enquiryAs, listingsOf, signedIn } from '../../test/fixtures';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

/**
 * Reporting a message of an enquiry's thread: only the two people in the thread may, and only
 * what the other side wrote; admins read a thread's message only through such a report, and may
 * dismiss it or suspend its writer (both sides of that in one transaction, audit-logged).
 */
type Account = Awaited<ReturnType<typeof signedIn>>;

const REPORT = `mutation ($enquiryId: ID!, $messageId: ID, $input: MessageReportInput!) {
  reportMessage(enquiryId: $enquiryId, messageId: $messageId, input: $input)
}`;
const FIELDS = `id kind reason text status resolution openReportsOfTarget listing { id }
  message { text fromSeeker writerId writerName writtenAt }`;
const QUEUE = `query { reports(kind: message) { total items { ${FIELDS} } } }`;
const SUSPEND = `mutation ($id: ID!, $note: String!) { suspendReportedWriter(id: $id, note: $note) { ${FIELDS} } }`;
const DISMISS = `mutation ($id: ID!, $note: String!) { dismissReport(id: $id, note: $note) { ${FIELDS} } }`;
const WRITE = `mutation ($id: ID!, $message: String!) { writeInEnquiry(id: $id, message: $message) { replies { id fromSeeker } } }`;

interface Reported {
  id: string;
  reason: string;
  text: string;
  status: string;
  resolution: string | null;
  openReportsOfTarget: number;
  listing: { id: string };
  message: { text: string; fromSeeker: boolean; writerId: string | null; writerName: string | null; writtenAt: string } | null;
}

let t: TestApp;
let owner: Account;
let admin: Account;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  admin = await signedIn(t, 'admin');
  [listingId] = await listingsOf(t, owner, ['Saanjh Girls PG']);
});
afterAll(() => t.close());

/** A new seeker's enquiry, sent signed in, with one reply from the owner and one from the seeker. */
async function thread(name: string, message = 'Is a bed free from December?') {
  const seeker = await signedIn(t, 'user', name);
  const id = await enquiryAs(t, seeker, listingId, { message });
  await t.graphql(WRITE, { id, message: 'Pay a ₹5,000 token by UPI first, then visit.' }, owner.headers);
  const written = await t.graphql<{ writeInEnquiry: { replies: Array<{ id: string; fromSeeker: boolean }> } }>(
    WRITE,
    { id, message: 'Sure, sending it now.' },
    seeker.headers,
  );
  const [fromOwner, fromSeeker] = written.data!.writeInEnquiry.replies;
  return { id, seeker, ownerReply: fromOwner.id, seekerReply: fromSeeker.id };
}

const report = (headers: Record<string, string>, enquiryId: string, messageId: string | null, input: object = { reason: 'spam' }) =>
  t.graphql<{ reportMessage: string }>(REPORT, { enquiryId, messageId, input }, headers);
const queue = async () => (await t.graphql<{ reports: { total: number; items: Reported[] } }>(QUEUE, {}, admin.headers)).data!.reports;

describe('reporting a message', () => {
  it("is for the thread's two people only, about what the other side wrote", async () => {
    const { id, seeker, ownerReply, seekerReply } = await thread('Kavya Rao');
    const anotherSeeker = await signedIn(t, 'user');
    const anotherOwner = await signedIn(t, 'owner');

    expect(firstErrorCode(await report({}, id, ownerReply))).toBe('UNAUTHENTICATED');
    // To anybody else the thread's messages do not exist, an admin included.
    for (const outsider of [anotherSeeker, anotherOwner, admin]) {
      const res = await report(outsider.headers, id, ownerReply);
      expect(res.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.messageNotFound, extensions: { code: 'NOT_FOUND' } });
    }
    // Nobody reports their own side's words.
    for (const [account, messageId] of [
      [seeker, seekerReply],
      [seeker, null],
      [owner, ownerReply],
    ] as const) {
      const res = await report(account.headers, id, messageId);
      expect(res.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.ownMessage, extensions: { code: 'FORBIDDEN' } });
    }
    // A message of another thread, or no message at all, is not found.
    const other = await thread('Isha Nair');
    expect(firstErrorCode(await report(seeker.headers, id, other.ownerReply))).toBe('NOT_FOUND');
    expect(firstErrorCode(await report(seeker.headers, id, 'not-an-id'))).toBe('NOT_FOUND');
    expect(await t.dataSource.query(`SELECT 1 FROM reports WHERE kind = 'message'`)).toHaveLength(0);

    // The seeker reports the owner's reply; the owner reports the opening message and the seeker's reply.
    expect((await report(seeker.headers, id, ownerReply, { reason: 'fraud' })).data?.reportMessage).toBe(REPORT_MESSAGES.messageSent);
    expect((await report(owner.headers, id, null)).data?.reportMessage).toBe(REPORT_MESSAGES.messageSent);
    expect((await report(owner.headers, id, seekerReply)).errors).toBeUndefined();
    const again = await report(seeker.headers, id, ownerReply, { reason: 'spam' });
    expect(again.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.messageAlreadyReported, extensions: { code: 'CONFLICT' } });
    const opening = await report(owner.headers, id, id);
    expect(opening.errors?.[0]?.message).toBe(REPORT_MESSAGES.messageAlreadyReported);

    const { items } = await queue();
    expect(items.map((item) => [item.reason, item.message?.text, item.message?.fromSeeker])).toEqual([
      ['spam', 'Sure, sending it now.', true],
      ['spam', 'Is a bed free from December?', true],
      ['fraud', 'Pay a ₹5,000 token by UPI first, then visit.', false],
    ]);
    expect(items[2]).toMatchObject({ listing: { id: listingId }, message: { writerId: owner.user.id, writerName: 'Meera Joshi' } });
    expect(items[1].message).toMatchObject({ writerId: seeker.user.id, writerName: 'Kavya Rao' });
  });

  it("asks for words with 'other' and a reason from the message list", async () => {
    const { id, seeker, ownerReply } = await thread('Neha Das');
    const short = await report(seeker.headers, id, ownerReply, { reason: 'other', text: 'rude' });
    expect(short.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.otherText, extensions: { field: 'text' } });
    const wrongKind = await report(seeker.headers, id, ownerReply, { reason: 'fake_photos' });
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const words = 'He shouted at me on the phone after I asked about the food.';
    expect((await report(seeker.headers, id, ownerReply, { reason: 'other', text: words })).errors).toBeUndefined();
    expect((await queue()).items[0]).toMatchObject({ reason: 'other', text: words });
  });
});

describe("acting on a message's reports", () => {
  it("suspends the writer and closes every open report of that message, nothing else, in one step with the audit's record", async () => {
    const { id, seeker, ownerReply } = await thread('Ritu Sen', 'Cheap loans, call 9000000000!');
    const other = await thread('Asha Pillai', 'Is there a gym near the PG?');
    await report(owner.headers, id, null);
    await report(owner.headers, other.id, null);
    const { items } = await queue();
    const mine = items.find((item) => item.message?.text === 'Cheap loans, call 9000000000!')!;
    expect(mine.openReportsOfTarget).toBe(1);

    for (const account of [owner, seeker])
      expect(firstErrorCode(await t.graphql(SUSPEND, { id: mine.id, note: 'x' }, account.headers))).toBe('FORBIDDEN');
    const noNote = await t.graphql(SUSPEND, { id: mine.id, note: ' ' }, admin.headers);
    expect(noNote.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const res = await t.graphql<{ suspendReportedWriter: Reported }>(
      SUSPEND,
      { id: mine.id, note: 'Advertising loans in leads.' },
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.suspendReportedWriter).toMatchObject({ status: 'actioned', resolution: 'writer_suspended' });
    const [writer] = await t.dataSource.query(`SELECT suspended_at FROM users WHERE id = $1`, [seeker.user.id]);
    expect(writer.suspended_at).not.toBeNull();
    const audit = await t.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY created_at`, [seeker.user.id]);
    expect(audit.map((row: { action: string }) => row.action)).toContain('user_suspended');
    // The other thread's report stays open; the suspended writer's session no longer works.
    const open = (await queue()).items.find((item) => item.message?.text === 'Is there a gym near the PG?');
    expect(open).toMatchObject({ status: 'open', openReportsOfTarget: 1 });
    expect(firstErrorCode(await report(seeker.headers, id, ownerReply))).toBe('UNAUTHENTICATED');

    // Done once: a second admin's try is told so, and nothing more happens.
    const twice = await t.graphql(SUSPEND, { id: mine.id, note: 'Again.' }, admin.headers);
    expect(twice.errors?.[0]?.message).toBe(REPORT_MESSAGES.alreadyResolved);
  });

  it('suspends nobody for a report that is not of a message (it stays open); a message report can be dismissed', async () => {
    const { id } = await thread('Farah Khan');
    await report(owner.headers, id, null);
    const listingReport = await t.graphql(
      `mutation ($id: ID!) { reportListing(propertyId: $id, input: { reason: wrong_price }) }`,
      { id: listingId },
      (await signedIn(t, 'user')).headers,
    );
    expect(listingReport.errors).toBeUndefined();
    const [{ id: listingReportId }] = await t.dataSource.query(`SELECT id FROM reports WHERE kind = 'listing'`);
    const refused = await t.graphql(SUSPEND, { id: listingReportId, note: 'Not a message.' }, admin.headers);
    expect(refused.errors?.[0]?.message).toBe(REPORT_MESSAGES.notAMessageReport);
    const [{ status }] = await t.dataSource.query(`SELECT status FROM reports WHERE id = $1`, [listingReportId]);
    expect(status).toBe('open');

    const mine = (await queue()).items.find((item) => item.message?.writerName === 'Farah Khan')!;
    const dismissed = await t.graphql<{ dismissReport: Reported }>(DISMISS, { id: mine.id, note: 'A real question.' }, admin.headers);
    expect(dismissed.data?.dismissReport).toMatchObject({ status: 'dismissed', message: { text: 'Is a bed free from December?' } });
  });
});
