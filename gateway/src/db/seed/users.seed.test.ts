import { loginSchema } from '../../../../shared/validation/account';
import { TESTIMONIAL_MIN_RATING } from '../../../../shared/domain/reviews';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SEED_ACCOUNTS, SEED_OWNER_EMAIL, seedSampleData } from './index';
import { SEED_REMOVED_LISTING_TITLE } from './listing-removal.seed';
import { SEED_DELETED_OWNER_LISTING_TITLE } from './deleted-owner.seed';
import { SEED_DELETED_SEEKER } from './deleted-seeker.seed';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { SEED_PHONE_SEEKER } from './phone-identity.seed';
import { sampleAccounts } from './sample-accounts';
import { SEED_UNCONFIRMED_SEEKER } from './email-confirmation.seed';

let t: TestApp;
// Seeding every sample set (photos included) takes a while on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.dataSource, t.services, t.logger);
}, 120_000);
afterAll(() => t.close());

// Before 'sample accounts', which deletes the sample user (and, with it, their visits).
describe('sample visits', () => {
  it("has the sample user's visits to the sample owner's listings in every open state, one cancelled and one over", async () => {
    const session = await t.services.auth.login({ email: SEED_ACCOUNTS.user.email, password: SEED_ACCOUNTS.user.password });
    const res = await t.graphql<{ myVisits: { items: Array<{ status: string; over: boolean; actions: string[] }> } }>(
      `{ myVisits { items { status over actions } } }`,
      {},
      { authorization: `Bearer ${session.token}` },
    );
    const items = res.data?.myVisits.items ?? [];
    // The second 'cancelled': the visit the owner's removal of a listing cancelled (listing-removal-v1).
    expect(items.map((visit) => visit.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'confirmed',
      'confirmed',
      'requested',
      'rescheduled',
    ]);
    expect(items.filter((visit) => visit.over)).toHaveLength(1);
    expect(items.find((visit) => visit.status === 'rescheduled')?.actions).toEqual(['accept', 'cancel']);
  });
});

describe('sample conversation', () => {
  it("has the sample user's enquiry answered by the sample owner, both sides writing, one message new to her", async () => {
    const session = await t.services.auth.login({ email: SEED_ACCOUNTS.user.email, password: SEED_ACCOUNTS.user.password });
    const res = await t.graphql<{
      unreadEnquiries: number;
      myEnquiries: { items: Array<{ unread: number; replies: Array<{ fromSeeker: boolean }> }> };
    }>(`{ unreadEnquiries myEnquiries { items { unread replies { fromSeeker } } } }`, {}, { authorization: `Bearer ${session.token}` });
    const thread = res.data?.myEnquiries.items.find((item) => item.replies.length > 0);
    expect(thread?.replies.map((reply) => reply.fromSeeker)).toEqual([false, true, false]);
    expect(thread?.unread).toBe(1);
    expect(res.data?.unreadEnquiries).toBe(1);
  });
});

describe('sample paused listing', () => {
  it("pauses one of the demo owner's listings, never the oldest or the newest the journeys open", async () => {
    const rows: Array<{ paused: boolean }> = await t.dataSource.query(
      `SELECT p.paused_at IS NOT NULL AS paused FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE u.email = $1 AND p.status = 'approved' ORDER BY p.created_at`,
      [SEED_OWNER_EMAIL],
    );
    expect(rows.filter((row) => row.paused)).toHaveLength(1);
    expect(rows[1].paused).toBe(true);
    expect([rows[0].paused, rows[rows.length - 1].paused]).toEqual([false, false]);
  });
});

// Before 'sample accounts', which deletes the sample user.
describe('sample removed listing', () => {
  it("shows the demo seeker's enquiry thread and cancelled visit of a listing the demo owner removed, marked removed", async () => {
    const seeker = await t.services.auth.login({ email: SEED_ACCOUNTS.user.email, password: SEED_ACCOUNTS.user.password });
    const res = await t.graphql<{
      myEnquiries: { items: Array<{ listing: { title: string; removed: boolean }; replies: Array<{ fromSeeker: boolean }> }> };
      myVisits: {
        items: Array<{ status: string; cancelledBy: string | null; over: boolean; listing: { title: string; removed: boolean } }>;
      };
    }>(
      `{ myEnquiries(limit: 50) { items { listing { title removed } replies { fromSeeker } } }
         myVisits(limit: 50) { items { status cancelledBy over listing { title removed } } } }`,
      {},
      { authorization: `Bearer ${seeker.token}` },
    );
    // The second: the listing of an owner whose account an admin deleted (deleted-owner-v1).
    const enquiries = (res.data?.myEnquiries.items ?? []).filter((item) => item.listing.removed);
    expect(enquiries.map((item) => item.listing.title)).toEqual([SEED_REMOVED_LISTING_TITLE, SEED_DELETED_OWNER_LISTING_TITLE]);
    expect(enquiries[1].replies.map((reply) => reply.fromSeeker)).toEqual([false, true]);
    expect(enquiries[0].replies.map((reply) => reply.fromSeeker)).toEqual([false, true, false]);
    const visits = (res.data?.myVisits.items ?? []).filter((item) => item.listing.removed);
    expect(visits).toEqual([
      { status: 'cancelled', cancelledBy: 'owner', over: false, listing: { title: SEED_REMOVED_LISTING_TITLE, removed: true } },
    ]);

    // Offered nowhere: the owner's listings and the journeys' oldest and newest are the sample ones.
    const owner = await t.services.auth.login({ email: SEED_ACCOUNTS.owner.email, password: SEED_ACCOUNTS.owner.password });
    const mine = await t.graphql<{ myProperties: { items: Array<{ title: string }> } }>(
      '{ myProperties(limit: 100) { items { title } } }',
      {},
      { authorization: `Bearer ${owner.token}` },
    );
    expect(mine.data?.myProperties.items.map((item) => item.title)).not.toContain(SEED_REMOVED_LISTING_TITLE);
    const ends: Array<{ title: string }> = await t.dataSource.query(
      `(SELECT p.title FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = $1 AND p.status = 'approved' ORDER BY p.created_at LIMIT 1)
       UNION ALL
       (SELECT p.title FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = $1 AND p.status = 'approved' ORDER BY p.created_at DESC LIMIT 1)`,
      [SEED_OWNER_EMAIL],
    );
    expect(ends.map((row) => row.title)).not.toContain(SEED_REMOVED_LISTING_TITLE);
  });
});

describe('sample deleted owner', () => {
  it('is a scrubbed tombstone in no admin list, its listing removed, its deletion in the audit log', async () => {
    const [account] = await t.dataSource.query(
      `SELECT u.id, u.name, u.email, u.deleted_at IS NOT NULL AS deleted, p.removed_at IS NOT NULL AS removed
         FROM users u JOIN properties p ON p.owner_id = u.id WHERE p.title = $1`,
      [SEED_DELETED_OWNER_LISTING_TITLE],
    );
    expect(account).toEqual({ id: expect.any(String), name: FORMER_MEMBER_NAME, email: null, deleted: true, removed: true });
    const admin = { id: (await sampleAccounts(t.dataSource)).admin!.id, role: 'admin' as const };
    expect((await t.services.users.all(admin)).map((user) => user.id)).not.toContain(account.id);
    expect(await t.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1`, [account.id])).toEqual([
      { action: 'user_deleted' },
    ]);
  });
});

describe('sample deleted seeker', () => {
  it("leaves the demo owner a former member's phone reveal and visit, cancelled on the seeker's side with a mail", async () => {
    const owner = await t.services.auth.login({ email: SEED_ACCOUNTS.owner.email, password: SEED_ACCOUNTS.owner.password });
    const headers = { authorization: `Bearer ${owner.token}` };
    const res = await t.graphql<{
      visits: { items: Array<{ status: string; cancelledBy: string | null; note: string; seeker: unknown }> };
      phoneReveals: { items: Array<{ name: string | null }> };
    }>(
      `{ visits(limit: 50) { items { status cancelledBy note seeker { name } } } phoneReveals(limit: 50) { items { name } } }`,
      {},
      headers,
    );
    expect(res.data?.visits.items.filter((visit) => visit.seeker === null)).toEqual([
      { status: 'cancelled', cancelledBy: 'seeker', note: 'I would like to see a single room.', seeker: null },
    ]);
    expect(res.data?.phoneReveals.items.filter((reveal) => reveal.name === null)).toHaveLength(1);
    const mails = await t.services.mail.outbox(SEED_ACCOUNTS.owner.email);
    expect(mails.filter((mail) => mail.text.includes(`${SEED_DELETED_SEEKER.name}'s Nivaas account was closed`))).toHaveLength(1);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SEED_DELETED_SEEKER.email])).toEqual([
      { n: 0 },
    ]);
  });
});

// Before 'sample accounts', which deletes the sample user.
describe('sample verified numbers', () => {
  it("verifies the demo seeker's and the demo owner's numbers, and marks the seeker's own enquiry from hers", async () => {
    const rows: Array<{ email: string; verified: boolean }> = await t.dataSource.query(
      'SELECT email, phone_verified_at IS NOT NULL AS verified FROM users WHERE email = ANY($1) ORDER BY email',
      [[SEED_ACCOUNTS.owner.email, SEED_ACCOUNTS.user.email]],
    );
    expect(rows).toEqual([
      { email: SEED_ACCOUNTS.owner.email, verified: true },
      { email: SEED_ACCOUNTS.user.email, verified: true },
    ]);
    const [mine] = await t.dataSource.query(
      'SELECT bool_and(e.phone_verified) AS verified FROM enquiries e JOIN users u ON u.id = e.seeker_id WHERE u.email = $1',
      [SEED_ACCOUNTS.user.email],
    );
    expect(mine.verified).toBe(true);
  });

  it("has a phone-only seeker who signs in with a code, and whose enquiry shows in the demo owner's leads as from a verified number", async () => {
    const phone = SEED_PHONE_SEEKER.contactNumber;
    expect((await t.request.post('/api/v1/auth/phone/code').send({ phone })).status).toBe(200);
    const [sms] = await t.services.sms.sentTo(phone);
    const signIn = await t.request.post('/api/v1/auth/phone/sign-in').send({ phone, code: sms.text.slice(0, 6) });
    expect(signIn.body.user).toMatchObject({ name: 'Meera Joshi', email: null, phoneVerified: true });

    const owner = await t.services.auth.login({ email: SEED_ACCOUNTS.owner.email, password: SEED_ACCOUNTS.owner.password });
    const res = await t.graphql<{ leads: { items: Array<{ name: string; phone: string; phoneVerified: boolean }> } }>(
      '{ leads(limit: 50) { items { name phone phoneVerified } } }',
      {},
      { authorization: `Bearer ${owner.token}` },
    );
    const items = res.data?.leads.items ?? [];
    expect(items).toContainEqual({ name: 'Meera Joshi', phone, phoneVerified: true });
    // Leads from people without an account stay unverified.
    expect(items.filter((lead) => !lead.phoneVerified).length).toBeGreaterThan(0);
  });
});

describe('sample e-mail confirmation', () => {
  it('has the sample accounts confirmed and one seeker not: her enquiry sent signed out joins her account once she confirms', async () => {
    const states: Array<{ email: string; confirmed: boolean }> = await t.dataSource.query(
      `SELECT email, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE email IS NOT NULL`,
    );
    expect(states.filter((user) => !user.confirmed).map((user) => user.email)).toEqual([SEED_UNCONFIRMED_SEEKER.email]);
    expect(states.find((user) => user.email === SEED_OWNER_EMAIL)?.confirmed).toBe(true);

    const { email, password } = SEED_UNCONFIRMED_SEEKER;
    const session = await t.services.auth.login({ email, password });
    const mine = async () =>
      (
        await t.graphql<{ me: { emailConfirmed: boolean }; myEnquiries: { total: number } }>(
          '{ me { emailConfirmed } myEnquiries { total } }',
          {},
          { authorization: `Bearer ${session.token}` },
        )
      ).data;
    expect(await mine()).toEqual({ me: { emailConfirmed: false }, myEnquiries: { total: 0 } });
    await t.services.emailConfirmations.resend({ id: session.user.id, role: 'user' });
    const [link] = await t.services.mail.outbox(email);
    const token = /confirm-email\?token=([\w-]+)/.exec(link.text)?.[1];
    expect((await t.services.emailConfirmations.confirm({ token })).enquiriesJoined).toBe(1);
    expect(await mine()).toEqual({ me: { emailConfirmed: true }, myEnquiries: { total: 1 } });
  });
});

describe('sample accounts', () => {
  it.each(Object.entries(SEED_ACCOUNTS))(
    'the %s account signs in with the credentials the README lists',
    async (role, { email, password }) => {
      expect(loginSchema.safeParse({ email, password }).success).toBe(true);
      const res = await t.request.post('/api/v1/auth/login').send({ email, password, ...(role === 'admin' ? { role: 'admin' } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(role);
    },
  );

  it('seeds the sample owner as an owner, whose address the other seeders know it by', async () => {
    const [row] = await t.dataSource.query('SELECT role FROM users WHERE email = $1', [SEED_OWNER_EMAIL]);
    expect(row).toEqual({ role: 'owner' });
  });

  it('are seeded once: deleted sample accounts stay deleted', async () => {
    await t.dataSource.query('DELETE FROM users WHERE email = $1', [SEED_ACCOUNTS.user.email]);
    await seedSampleData(t.dataSource, t.services, t.logger);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SEED_ACCOUNTS.user.email])).toEqual([
      { n: 0 },
    ]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SEED_ACCOUNTS.admin.email])).toEqual([
      { n: 1 },
    ]);
  });

  it('are what the seeders find by e-mail, and null once deleted (the sample user, by the test above)', async () => {
    const { admin, owner, seeker } = await sampleAccounts(t.dataSource);
    expect([admin?.email, admin?.role]).toEqual([SEED_ACCOUNTS.admin.email, 'admin']);
    expect([owner?.email, owner?.role]).toEqual([SEED_ACCOUNTS.owner.email, 'owner']);
    expect(seeker).toBeNull();
  });
});

describe('sample reviews', () => {
  it('gives about two listings in three real reviews with varied ratings and some owner replies, and leaves the rest without', async () => {
    const [row] = await t.dataSource.query(`
      SELECT (SELECT count(*) FROM properties WHERE status = 'approved')::int AS listings,
             (SELECT count(DISTINCT property_id) FROM reviews)::int AS reviewed,
             (SELECT count(DISTINCT rating) FROM reviews)::int AS ratings,
             (SELECT count(*) FROM reviews WHERE owner_reply IS NOT NULL)::int AS replies`);
    expect(row.reviewed).toBeGreaterThan(row.listings / 2);
    expect(row.reviewed).toBeLessThan(row.listings);
    expect(row.ratings).toBeGreaterThanOrEqual(4);
    expect(row.replies).toBeGreaterThan(0);
  });

  it('are each in their own words: no text twice, so /testimonials never shows one review over and over', async () => {
    // The first page of /testimonials, as the web asks for it (10 a page, 4 stars and more).
    const res = await t.graphql<{ latestReviews: { items: Array<{ text: string }> } }>(
      `{ latestReviews(page: 1, limit: 10, minRating: ${TESTIMONIAL_MIN_RATING}) { items { text } } }`,
    );
    const texts = res.data?.latestReviews.items.map((item) => item.text) ?? [];
    expect(texts).toHaveLength(10);
    expect(new Set(texts).size).toBe(texts.length);
    expect(await t.dataSource.query(`SELECT text, count(*)::int AS n FROM reviews GROUP BY text HAVING count(*) > 1`)).toEqual([]);
  });

  it("carry 'Verified visit' beside some writers' names, from their confirmed visits that are over", async () => {
    const res = await t.graphql<{ latestReviews: { items: Array<{ reviewerConnection: string | null }> } }>(
      `{ latestReviews(limit: 100) { items { reviewerConnection } } }`,
    );
    const marks = res.data?.latestReviews.items.map((item) => item.reviewerConnection) ?? [];
    expect(marks.filter((mark) => mark === 'verified_visit').length).toBeGreaterThan(2);
    expect(marks.filter((mark) => mark === null).length).toBeGreaterThan(2);
  });
});

describe('sample ratings, verified marks and owner figures', () => {
  it("keep each listing's rating numbers equal to its reviews, verify a few listings, and give the demo owner a median reply time", async () => {
    const mismatched = await t.dataSource.query(`
      SELECT p.id FROM properties p LEFT JOIN reviews r ON r.property_id = p.id
       GROUP BY p.id HAVING p.rating_count <> count(r.id) OR p.rating_average IS DISTINCT FROM round(avg(r.rating), 1)`);
    expect(mismatched).toEqual([]);
    const [{ verified, listings }] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE verified)::int AS verified, count(*)::int AS listings FROM properties WHERE status = 'approved'`,
    );
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThan(listings);
    const [owner] = await t.dataSource.query('SELECT id FROM users WHERE email = $1', [SEED_OWNER_EMAIL]);
    const { body } = await t.request
      .post('/graphql')
      .send({ query: `query($id: ID!) { ownerProfile(id: $id) { propertiesListed medianReplyMinutes } }`, variables: { id: owner.id } });
    expect(body.data.ownerProfile.propertiesListed).toBeGreaterThan(0);
    expect(body.data.ownerProfile.medianReplyMinutes).toBeGreaterThan(0);
  });
});

describe('sample enquiries', () => {
  it("fill the demo owner's inbox with new, contacted and closed leads, and the demo seeker's 'My enquiries'", async () => {
    const rows: Array<{ status: string; n: number }> = await t.dataSource.query(
      `SELECT e.status, count(*)::int AS n FROM enquiries e JOIN users u ON u.id = e.owner_id WHERE u.email = $1 GROUP BY e.status`,
      [SEED_OWNER_EMAIL],
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'contacted', 'closed']));
  });

  it("carry the owner's reply on every contacted lead", async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS contacted, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.author_id = e.owner_id))::int AS replied
         FROM enquiries e WHERE e.status = 'contacted'`,
    );
    expect(row.contacted).toBeGreaterThan(0);
    expect(row.replied).toBe(row.contacted);
  });

  it("put the demo seeker's phone reveals in the demo owner's inbox", async () => {
    // Counted from the seed run: an earlier test deletes the demo seeker, and their reveals with them.
    const [row] = await t.dataSource.query(`SELECT row_count AS n FROM seed_runs WHERE name = 'phone-reveals-v1'`);
    expect(row.n).toBeGreaterThan(0);
  });
});

describe('sample reports', () => {
  it("fill the admin's queue with open reports of listings, reviews and a message, and one dismissed with a note", async () => {
    const rows: Array<{ kind: string; status: string; n: number; noted: number }> = await t.dataSource.query(
      `SELECT kind, status, count(*)::int AS n, count(resolution_note)::int AS noted FROM reports GROUP BY kind, status ORDER BY kind, status`,
    );
    expect(rows).toEqual([
      { kind: 'listing', status: 'dismissed', n: 1, noted: 1 },
      { kind: 'listing', status: 'open', n: 3, noted: 0 },
      { kind: 'message', status: 'open', n: 1, noted: 0 },
      { kind: 'review', status: 'open', n: 2, noted: 0 },
    ]);
    // The reported message is an enquiry to the demo owner, reported by them from the lead.
    const [message] = await t.dataSource.query(
      `SELECT e.message, u.email AS reporter FROM reports r JOIN enquiries e ON e.id = r.message_id JOIN users u ON u.id = r.reporter_id
        WHERE r.kind = 'message'`,
    );
    expect(message).toEqual({ message: expect.stringContaining('Pay ₹999 to join'), reporter: SEED_OWNER_EMAIL });
  });
});

describe('sample back office', () => {
  it('spreads sign-ups and enquiries over the last month, with unfound searches and audited admin actions', async () => {
    const [row] = await t.dataSource.query(`
      SELECT (SELECT count(DISTINCT created_at::date) FROM users WHERE created_at > now() - interval '30 days')::int AS "signUpDays",
             (SELECT count(DISTINCT created_at::date) FROM enquiries WHERE created_at > now() - interval '30 days')::int AS "enquiryDays",
             (SELECT count(DISTINCT term) FROM search_misses)::int AS terms,
             (SELECT array_agg(DISTINCT action) FROM audit_log) AS actions`);
    expect(row.signUpDays).toBeGreaterThan(10);
    expect(row.enquiryDays).toBeGreaterThan(10);
    expect(row.terms).toBeGreaterThanOrEqual(5);
    expect(row.actions).toEqual(expect.arrayContaining(['user_role_changed', 'user_suspended', 'user_reinstated', 'listing_approved']));
    // The README's accounts stay usable.
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE suspended_at IS NOT NULL AND email LIKE '%@nivaas.in'`),
    ).toEqual([{ n: 0 }]);
  });
});

describe('sample shortlist and views', () => {
  it('give the demo seeker a shortlist of a few listings', async () => {
    // Counted from the seed run: an earlier test deletes the demo seeker, and their shortlist with them.
    const [row] = await t.dataSource.query(`SELECT row_count AS n FROM seed_runs WHERE name = 'shortlist-v1'`);
    expect(row.n).toBeGreaterThanOrEqual(3);
  });

  it("spread views of the demo owner's listings over the last 30 days, which My Properties shows", async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(DISTINCT v.property_id)::int AS listings, count(DISTINCT v.day)::int AS days, min(v.views)::int AS fewest
         FROM listing_view_days v JOIN properties p ON p.id = v.property_id JOIN users u ON u.id = p.owner_id
        WHERE u.email = $1 AND v.day > (now() AT TIME ZONE 'Asia/Kolkata')::date - 30`,
      [SEED_OWNER_EMAIL],
    );
    expect(row.listings).toBeGreaterThan(1);
    expect(row.days).toBe(30);
    expect(row.fewest).toBeGreaterThan(0);
    const owner = (await t.request.post('/api/v1/auth/login').send(SEED_ACCOUNTS.owner)).body.token as string;
    const res = await t.graphql<{ myProperties: { items: Array<{ stats: { counts: Array<{ kind: string; count: number }> } }> } }>(
      `{ myProperties(limit: 5) { items { stats { counts { kind count } } } } }`,
      {},
      { authorization: `Bearer ${owner}` },
    );
    expect(res.data?.myProperties.items.some((item) => item.stats.counts.some((entry) => entry.kind === 'views' && entry.count > 0))).toBe(
      true,
    );
  });
});

describe('the sample review queue', () => {
  it("has listings waiting for review, and one of the demo owner's rejected with its reason on My Properties and in the Outbox", async () => {
    const [{ waiting }] = await t.dataSource.query(`SELECT count(*)::int AS waiting FROM properties WHERE status = 'pending'`);
    expect(waiting).toBeGreaterThanOrEqual(3);
    const [rejected] = await t.dataSource.query(
      `SELECT p.title, p.rejection_reason AS reason FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = $1 AND p.status = 'rejected'`,
      [SEED_OWNER_EMAIL],
    );
    expect(rejected).toEqual({ title: 'Royal Comforts PG', reason: 'photos_unclear' });
    const mails = await t.services.mail.outbox(SEED_OWNER_EMAIL);
    expect(mails.map((mail) => mail.subject)).toContain('Your listing "Royal Comforts PG" was not approved');
  });
});

describe('sample inbox', () => {
  it("gives the admin's inbox a message assigned to the admin and one answered by e-mail and resolved with a note", async () => {
    const admin = (await t.request.post('/api/v1/auth/login').send(SEED_ACCOUNTS.admin)).body.token as string;
    const res = await t.graphql<{
      inbox: { items: Array<{ status: string; assignedToMe: boolean; resolutionNote: string | null; replies: unknown[] }> };
    }>(
      '{ inbox(kind: message, limit: 50) { items { status assignedToMe resolutionNote replies { text } } } }',
      {},
      { authorization: `Bearer ${admin}` },
    );
    const items = res.data!.inbox.items;
    expect(items.some((item) => item.status === 'open' && item.assignedToMe)).toBe(true);
    expect(items.some((item) => item.status === 'resolved' && item.resolutionNote && item.replies.length === 1)).toBe(true);
    expect(items.some((item) => item.status === 'open' && !item.assignedToMe)).toBe(true);
  });
});
