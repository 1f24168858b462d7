import { INBOX_MESSAGES } from '../../../../shared/domain/inbox';
import { AuditEntry } from '../audit/audit-entry.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { enquiryAs, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Account = Awaited<ReturnType<typeof signedIn>>;

const ITEM = `id kind read status assignedToName assignedToMe resolvedByName resolvedAt resolutionNote
  message { id fullName email message } replies { text authorName } report { id reason listing { title } }`;
const INBOX = `query ($kind: InboxKind, $status: InboxStatus, $read: Boolean, $assignedToMe: Boolean, $page: Int, $limit: Int) {
  inbox(kind: $kind, status: $status, read: $read, assignedToMe: $assignedToMe, page: $page, limit: $limit) { total totalPages items { ${ITEM} } }
}`;
const NOTIFICATIONS = '{ adminNotifications { listingsWaiting unreadMessages openReports total } }';
const SEARCH =
  'query ($query: String!) { adminSearch(query: $query) { users { id name email role } listings { id title city } posts { id title } } }';
const MARK = `mutation ($kind: InboxKind!, $id: ID!, $read: Boolean!) { markInboxItemRead(kind: $kind, id: $id, read: $read) { ${ITEM} } }`;
const ASSIGN = `mutation ($kind: InboxKind!, $id: ID!) { assignInboxItemToMe(kind: $kind, id: $id) { ${ITEM} } }`;
const RESOLVE = `mutation ($kind: InboxKind!, $id: ID!, $note: String!) { resolveInboxItem(kind: $kind, id: $id, note: $note) { ${ITEM} } }`;
const REPLY = `mutation ($id: ID!, $text: String!) { replyToContactMessage(id: $id, text: $text) { ${ITEM} } }`;
const REPORT_LISTING = `mutation ($id: ID!, $input: ListingReportInput!) { reportListing(propertyId: $id, input: $input) }`;

interface Item {
  id: string;
  kind: string;
  read: boolean;
  status: string;
  assignedToName: string | null;
  assignedToMe: boolean;
  resolvedByName: string | null;
  resolvedAt: string | null;
  resolutionNote: string | null;
  message: { id: string; fullName: string; email: string; message: string } | null;
  replies: Array<{ text: string; authorName: string | null }>;
  report: { id: string; reason: string; listing: { title: string } } | null;
}
interface Inbox {
  inbox: { total: number; totalPages: number; items: Item[] };
}

let t: TestApp;
let admin: Account;
let otherAdmin: Account;
let owner: Account;
let seeker: Account;
let messageIds: string[];
let reportId: string;

beforeAll(async () => {
  t = await createTestApp({ THROTTLE_CONTACT_REPLY_ACCOUNT: '2/1h' });
  admin = await signedIn(t, 'admin', 'Kavya Admin');
  otherAdmin = await signedIn(t, 'admin', 'Arjun Admin');
  owner = await signedIn(t, 'owner', 'Meera Joshi');
  seeker = await signedIn(t, 'user', 'Asha Verma');
  const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Saanjh Girls PG' }));
  const hour = 3_600_000;
  const messages = t.dataSource.getRepository(ContactMessage);
  // Oldest first: two messages, then the report, then a third message.
  const rows = [
    {
      fullName: 'Rohit Sharma',
      email: 'rohit@example.in',
      mobile: '9811223344',
      enquiryType: 'Listing my PG',
      message: 'How do I get my PG verified?',
      createdAt: new Date(Date.now() - 5 * hour),
    },
    {
      fullName: 'Priya Nair',
      email: 'priya@example.in',
      mobile: '9822334455',
      enquiryType: 'Account help',
      message: 'Please change my e-mail address.',
      createdAt: new Date(Date.now() - 4 * hour),
    },
  ];
  const saved = await messages.save(rows.map((row) => messages.create(row)));
  await t.graphql(
    REPORT_LISTING,
    { id: listing.id, input: { reason: 'wrong_price', text: 'The rent is higher on the phone.' } },
    seeker.headers,
  );
  const third = await messages.save(
    messages.create({
      fullName: 'Vikram Rao',
      email: 'vikram@example.in',
      mobile: '9833445566',
      enquiryType: 'Feedback',
      message: 'Add a late-entry filter.',
    }),
  );
  messageIds = [...saved.map((message) => message.id), third.id];
  const queue = await t.graphql<{ reports: { items: Array<{ id: string }> } }>('{ reports { items { id } } }', {}, admin.headers);
  reportId = queue.data!.reports.items[0].id;
});
afterAll(() => t.close());

const inbox = async (variables: Record<string, unknown> = {}, headers = admin.headers) => {
  const res = await t.graphql<Inbox>(INBOX, variables, headers);
  expect(res.errors).toBeUndefined();
  return res.data!.inbox;
};
const auditOf = (targetId: string) => t.dataSource.getRepository(AuditEntry).find({ where: { targetId }, order: { createdAt: 'ASC' } });

describe('The admin inbox', () => {
  it('lists messages and reports together, newest first, paged on the server', async () => {
    const all = await inbox();
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.kind)).toEqual(['message', 'listing_report', 'message', 'message']);
    expect(all.items[0].message?.fullName).toBe('Vikram Rao');
    expect(all.items[1].report).toMatchObject({ reason: 'wrong_price', listing: { title: 'Saanjh Girls PG' } });
    const second = await inbox({ page: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, totalPages: 2 });
    expect(second.items.map((item) => item.message?.fullName)).toEqual(['Rohit Sharma']);
    expect((await inbox({ kind: 'listing_report' })).items.map((item) => item.id)).toEqual([reportId]);
    expect((await inbox({ kind: 'review_report' })).total).toBe(0);
  });

  it('marks items read and unread, filters by it and records it', async () => {
    await t.graphql(MARK, { kind: 'message', id: messageIds[0], read: true }, admin.headers);
    const marked = await t.graphql<{ markInboxItemRead: Item }>(MARK, { kind: 'listing_report', id: reportId, read: true }, admin.headers);
    expect(marked.data!.markInboxItemRead).toMatchObject({ id: reportId, read: true });
    expect((await inbox({ read: true })).items.map((item) => item.id).sort()).toEqual([messageIds[0], reportId].sort());
    expect((await inbox({ read: false })).total).toBe(2);
    expect((await auditOf(reportId)).map((entry) => entry.action)).toEqual(['report_read']);
  });

  it('assigns an item to the admin asking, shows who to others and filters "assigned to me"', async () => {
    const res = await t.graphql<{ assignInboxItemToMe: Item }>(ASSIGN, { kind: 'message', id: messageIds[1] }, admin.headers);
    expect(res.data!.assignInboxItemToMe).toMatchObject({ assignedToName: 'Kavya Admin', assignedToMe: true });
    await t.graphql(ASSIGN, { kind: 'listing_report', id: reportId }, otherAdmin.headers);
    expect((await inbox({ assignedToMe: true })).items.map((item) => item.id)).toEqual([messageIds[1]]);
    const seenByOther = (await inbox({}, otherAdmin.headers)).items.find((item) => item.id === messageIds[1])!;
    expect(seenByOther).toMatchObject({ assignedToName: 'Kavya Admin', assignedToMe: false });
    expect((await auditOf(messageIds[1])).map((entry) => [entry.action, entry.actorName])).toEqual([['message_assigned', 'Kavya Admin']]);
    expect((await auditOf(reportId)).map((entry) => entry.action)).toContain('report_assigned');
  });

  it('resolves a message with a note (who, when, note), once, and filters open and resolved', async () => {
    const empty = await t.graphql(RESOLVE, { kind: 'message', id: messageIds[1], note: ' ' }, admin.headers);
    expect(empty.errors?.[0]).toMatchObject({ message: INBOX_MESSAGES.note, extensions: { code: 'BAD_USER_INPUT', field: 'note' } });
    const res = await t.graphql<{ resolveInboxItem: Item }>(
      RESOLVE,
      { kind: 'message', id: messageIds[1], note: 'Changed the address.' },
      admin.headers,
    );
    expect(res.data!.resolveInboxItem).toMatchObject({
      status: 'resolved',
      resolvedByName: 'Kavya Admin',
      resolutionNote: 'Changed the address.',
      read: true,
    });
    expect(res.data!.resolveInboxItem.resolvedAt).toEqual(expect.any(String));
    const again = await t.graphql(RESOLVE, { kind: 'message', id: messageIds[1], note: 'Again' }, otherAdmin.headers);
    expect(again.errors?.[0]).toMatchObject({ message: INBOX_MESSAGES.alreadyResolved, extensions: { code: 'CONFLICT' } });
    expect((await inbox({ status: 'resolved' })).items.map((item) => item.id)).toEqual([messageIds[1]]);
    expect((await inbox({ status: 'open' })).total).toBe(3);
    const [, resolved] = await auditOf(messageIds[1]);
    expect(resolved).toMatchObject({ action: 'message_resolved', reason: 'Changed the address.' });
  });

  it('resolves a report by dismissing it with the note, as the report queue does', async () => {
    const res = await t.graphql<{ resolveInboxItem: Item }>(
      RESOLVE,
      { kind: 'listing_report', id: reportId, note: 'Price checked with the owner.' },
      admin.headers,
    );
    expect(res.data!.resolveInboxItem).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Price checked with the owner.',
      resolvedByName: 'Kavya Admin',
    });
    const report = await t.graphql<{ reports: { items: Array<{ id: string; resolution: string }> } }>(
      '{ reports(status: dismissed) { items { id resolution } } }',
      {},
      admin.headers,
    );
    expect(report.data!.reports.items).toEqual([{ id: reportId, resolution: 'dismissed' }]);
    expect((await auditOf(reportId)).map((entry) => entry.action)).toContain('report_resolved');
  });

  it('e-mails a reply through the outbox, keeps it on the message, records it, and throttles replies per admin', async () => {
    const res = await t.graphql<{ replyToContactMessage: Item }>(
      REPLY,
      { id: messageIds[2], text: 'We are adding it next month.' },
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.replyToContactMessage).toMatchObject({
      read: true,
      replies: [{ text: 'We are adding it next month.', authorName: 'Kavya Admin' }],
    });
    const [mail] = await t.services.mail.outbox('vikram@example.in');
    expect(mail.subject).toBe('Re: Feedback');
    expect(mail.text).toContain('We are adding it next month.');
    expect(mail.text).toContain('> Add a late-entry filter.');
    expect((await auditOf(messageIds[2])).map((entry) => entry.action)).toEqual(['message_replied']);

    const short = await t.graphql(REPLY, { id: messageIds[2], text: 'k' }, admin.headers);
    expect(short.errors?.[0]).toMatchObject({ message: INBOX_MESSAGES.reply, extensions: { field: 'text' } });
    expect((await t.graphql(REPLY, { id: messageIds[2], text: 'One more thing.' }, admin.headers)).errors).toBeUndefined();
    const third = await t.graphql(REPLY, { id: messageIds[2], text: 'And another.' }, admin.headers);
    expect(third.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many replies/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await t.services.mail.outbox('vikram@example.in')).toHaveLength(2);
  });

  it('counts what waits in one query: listings for review, unread messages, open reports', async () => {
    const res = await t.graphql<{ adminNotifications: Record<string, number> }>(NOTIFICATIONS, {}, admin.headers);
    const [pending, unread, open] = await Promise.all([
      t.dataSource.query(`SELECT count(*)::int AS n FROM properties WHERE status = 'pending'`),
      t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages WHERE read_at IS NULL'),
      t.dataSource.query(`SELECT count(*)::int AS n FROM reports WHERE status = 'open'`),
    ]);
    expect(res.data!.adminNotifications).toEqual({
      listingsWaiting: pending[0].n,
      unreadMessages: unread[0].n,
      openReports: open[0].n,
      total: pending[0].n + unread[0].n + open[0].n,
    });
    expect(unread[0].n).toBe(0);
  });

  it('finds users, listings and blog posts by name, at most five of each', async () => {
    for (let i = 0; i < 6; i++) await signedIn(t, 'user', `Saanvi Kulkarni ${i}`);
    const res = await t.graphql<{ adminSearch: { users: Array<{ name: string }>; listings: Array<{ title: string }>; posts: unknown[] } }>(
      SEARCH,
      { query: 'saan' },
      admin.headers,
    );
    expect(res.data!.adminSearch.users).toHaveLength(5);
    expect(res.data!.adminSearch.listings.map((listing) => listing.title)).toEqual(['Saanjh Girls PG']);
    const byEmail = await t.graphql<{ adminSearch: { users: Array<{ name: string }> } }>(SEARCH, { query: 'Meera' }, admin.headers);
    expect(byEmail.data!.adminSearch.users.map((user) => user.name)).toEqual(['Meera Joshi']);
    const literal = await t.graphql<{ adminSearch: { users: unknown[] } }>(SEARCH, { query: '%_' }, admin.headers);
    expect(literal.data!.adminSearch.users).toEqual([]);
    const short = await t.graphql(SEARCH, { query: 'a' }, admin.headers);
    expect(short.errors?.[0]).toMatchObject({ message: INBOX_MESSAGES.searchTooShort, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    ['inbox', INBOX, {}],
    ['notifications', NOTIFICATIONS, {}],
    ['search', SEARCH, { query: 'Meera' }],
    ['mark read', MARK, { kind: 'message', id: '00000000-0000-4000-8000-000000000000', read: true }],
    ['assign', ASSIGN, { kind: 'message', id: '00000000-0000-4000-8000-000000000000' }],
    ['resolve', RESOLVE, { kind: 'message', id: '00000000-0000-4000-8000-000000000000', note: 'x' }],
    ['reply', REPLY, { id: '00000000-0000-4000-8000-000000000000', text: 'Hello there' }],
  ])('refuses %s to users and owners', async (_name, operation, variables) => {
    for (const account of [seeker, owner]) {
      const res = await t.graphql(operation, variables, account.headers);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('a report of a message in an enquiry', () => {
  it('is an inbox item of its own kind, with the message it reports', async () => {
    const [{ id: listingId }] = await t.dataSource.query(`SELECT id FROM properties WHERE owner_id = $1 LIMIT 1`, [owner.user.id]);
    const enquiryId = await enquiryAs(t, seeker, listingId, { message: 'Buy cheap followers now!' });
    const reported = await t.graphql(
      `mutation ($id: ID!) { reportMessage(enquiryId: $id, input: { reason: spam }) }`,
      { id: enquiryId },
      owner.headers,
    );
    expect(reported.errors).toBeUndefined();
    const { items } = await inbox({ kind: 'message_report' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'message_report', report: { reason: 'spam' } });
    const full = await t.graphql<{ inbox: { items: Array<{ report: { message: { text: string } | null } | null }> } }>(
      `{ inbox(kind: message_report) { items { report { message { text } } } } }`,
      {},
      admin.headers,
    );
    expect(full.data?.inbox.items[0].report?.message?.text).toBe('Buy cheap followers now!');
  });
});
