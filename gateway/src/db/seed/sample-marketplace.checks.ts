import { TESTIMONIAL_MIN_RATING } from '../../../../shared/domain/reviews';
import type { TestApp } from '../../test/test-app';
import { SEED_ACCOUNTS, SEED_OWNER_EMAIL } from './index';

/**
 * The sample marketplace around the accounts: reviews and ratings, enquiries, reports, the back
 * office's figures, shortlists and views, the review queue and the admin's inbox.
 * Registered by sample-data.test.ts on the app it seeded once, in its order.
 */
export function checkSampleMarketplace(seeded: () => TestApp): void {
  let t: TestApp;
  beforeAll(() => {
    t = seeded();
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
        `SELECT count(*)::int AS contacted, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM thread_messages r WHERE r.thread_id = e.id AND r.author_id = e.owner_id))::int AS replied
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
      expect(
        res.data?.myProperties.items.some((item) => item.stats.counts.some((entry) => entry.kind === 'views' && entry.count > 0)),
      ).toBe(true);
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
}
