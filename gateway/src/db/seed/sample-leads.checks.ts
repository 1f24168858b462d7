import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import type { TestApp } from '../../test/test-app';
import { SEED_ACCOUNTS, SEED_OWNER_EMAIL } from './index';
import { SEED_REMOVED_LISTING_TITLE } from './listing-removal.seed';
import { SEED_DELETED_OWNER_LISTING_TITLE } from './deleted-owner.seed';
import { SEED_DELETED_SEEKER } from './deleted-seeker.seed';
import { sampleAccounts } from './sample-accounts';

/**
 * The sample leads and their history: visits in every state, a conversation, a paused and a removed
 * listing, the leads a deleted owner and a deleted seeker leave behind.
 * Registered by sample-data.test.ts on the app it seeded once, in its order.
 */
export function checkSampleLeads(seeded: () => TestApp): void {
  let t: TestApp;
  beforeAll(() => {
    t = seeded();
  });

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

    it('has conversations on a visit and on a phone number view too, both sides writing', async () => {
      const session = await t.services.auth.login({ email: SEED_ACCOUNTS.user.email, password: SEED_ACCOUNTS.user.password });
      type Thread = { thread: { messages: Array<{ fromSeeker: boolean }> } | null };
      const res = await t.graphql<{ myVisits: { items: Thread[] }; myPhoneRevealThreads: { items: Thread[] } }>(
        `{ myVisits { items { thread { messages { fromSeeker } } } } myPhoneRevealThreads { items { thread { messages { fromSeeker } } } } }`,
        {},
        { authorization: `Bearer ${session.token}` },
      );
      const sides = (items: Thread[] = []) =>
        items.filter((item) => item.thread?.messages.length).map((item) => item.thread!.messages.map((message) => message.fromSeeker));
      expect(sides(res.data?.myVisits.items)).toEqual([[true, false, true]]);
      expect(sides(res.data?.myPhoneRevealThreads.items)).toEqual([[false, true, false]]);
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
}
