import type { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../../../shared/domain/admin-stats';
import { withIndexesBuiltAfter } from './bench-indexes';

/**
 * The benchmark's users' activity, proportional to its listings so the admin figures are timed
 * on realistic volumes: house seekers signed up over the last 90 days (the owners' sign-ups
 * spread likewise), and per listing on average 3 enquiries, 3 phone reveals, 2 visits booked and
 * 2 shortlists, all created over the last 90 days. Set-based (INSERT ... SELECT over
 * generate_series), so 100,000 listings' worth takes seconds. Counts per listing come from a hash
 * of its id (0 to 6, 0 to 6, 0 to 4, 0 to 4); who and when come from random() seeded in the
 * transaction. Every row respects the tables' checks, foreign keys and keys.
 */

export interface BenchActivityResult {
  seekers: number;
  enquiries: number;
  phoneReveals: number;
  visits: number;
  shortlists: number;
  ms: number;
}

/** The summaries the activity's triggers keep per listing, owner and locality (the leaderboard's). */
const ACTIVITY_SUMMARIES = ['listing_activity_periods', 'owner_activity_periods', 'locality_activity_periods'];

/** When: a moment of the last 90 days (a few seconds in the past, so "today" has rows too). */
const WITHIN_90_DAYS = `now() - interval '5 seconds' - random() * interval '90 days'`;
/** Who: one of the bench's seekers, drawn at random (s.ids is their ids in a CTE). */
const ANY_SEEKER = 's.ids[1 + floor(random() * cardinality(s.ids))::int]';
/**
 * Every listing repeated 0 to `below - 1` times (n = 1, 2, ...), a hash of its id and `kind`
 * saying how many, each with its own moment t. OFFSET 0 keeps t one draw per row.
 */
const PER_LISTING = (kind: string, below: number) =>
  `SELECT p.id, p.owner_id, p.city, n, ${WITHIN_90_DAYS} AS t FROM properties p
     CROSS JOIN LATERAL generate_series(1, abs(hashtext(p.id::text || '${kind}')) % ${below}) AS n OFFSET 0`;
const SEEKERS = `s AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'user' AND email LIKE '%@bench.nivaas.in')`;

async function inserted(manager: DataSource['manager'], sql: string, values: unknown[] = []): Promise<number> {
  const [{ count }]: Array<{ count: number }> = await manager.query(
    `WITH inserted AS (${sql} RETURNING 1) SELECT count(*)::int AS count FROM inserted`,
    values,
  );
  return count;
}

/** Seeds the activity of the listings seedBenchListings wrote (call it right after). */
export async function seedBenchActivity(dataSource: DataSource, listings: number): Promise<BenchActivityResult> {
  const started = Date.now();
  const seekers = Math.max(20, Math.round(listings / 2));
  let result: Omit<BenchActivityResult, 'seekers' | 'ms'> | undefined;
  // Their indexes are built after the load (see bench-indexes.ts).
  await withIndexesBuiltAfter(dataSource, ['enquiries', 'phone_reveals', 'visits', 'shortlist_entries'], async () => {
    result = await dataSource.transaction(async (manager) => {
      await manager.query('SELECT setseed(0.2026)');
      await manager.query(
        `INSERT INTO users (name, email, contact_number, role, password_hash, created_at, updated_at)
         SELECT 'Bench Seeker ' || i, 'seeker' || i || '@bench.nivaas.in', (7000000000 + i)::text, 'user', '!bench-account-cannot-sign-in', t, t
           FROM (SELECT i, ${WITHIN_90_DAYS} AS t FROM generate_series(1, $1::int) AS i OFFSET 0) AS g`,
        [seekers],
      );
      // The owners (seeded with the listings) signed up over the same 90 days.
      await manager.query(
        `UPDATE users SET created_at = ${WITHIN_90_DAYS}, updated_at = now() WHERE role <> 'user' AND email LIKE '%@bench.nivaas.in'`,
      );
      const enquiries = await inserted(
        manager,
        `WITH ${SEEKERS}
         INSERT INTO enquiries (property_id, owner_id, seeker_id, customer_type, name, email, city, phone, message, status, created_at, updated_at)
         SELECT p.id, p.owner_id, ${ANY_SEEKER}, CASE WHEN n % 9 = 0 THEN 'dealer' ELSE 'individual' END, 'Bench Enquirer ' || n,
                'enquirer' || n || '@bench.nivaas.in', p.city, (8000000000 + n)::text, 'Is a bed available from next month? What does the rent include?',
                (ARRAY['new', 'new', 'contacted', 'closed'])[1 + n % 4], t, t
           FROM (${PER_LISTING('enquiries', 7)}) AS p CROSS JOIN s`,
      );
      const phoneReveals = await inserted(
        manager,
        `WITH ${SEEKERS}
         INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at)
         SELECT p.id, p.owner_id, ${ANY_SEEKER}, t
           FROM (${PER_LISTING('reveals', 7)}) AS p CROSS JOIN s`,
      );
      // A visit is booked for a slot 1 to 7 days after it was asked for, in India's time.
      const visits = await inserted(
        manager,
        `WITH ${SEEKERS}
         INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, status, cancelled_by, created_at, updated_at)
         SELECT p.id, p.owner_id, ${ANY_SEEKER}, v.day, v.slot, (v.day + make_interval(hours => v.start)) AT TIME ZONE $1,
                (v.day + make_interval(hours => v.start + 2)) AT TIME ZONE $1, v.status,
                CASE WHEN v.status = 'cancelled' THEN (ARRAY['seeker', 'owner'])[1 + p.n % 2] END, p.t, p.t
           FROM (${PER_LISTING('visits', 5)}) AS p CROSS JOIN s
          CROSS JOIN LATERAL (SELECT ((p.t AT TIME ZONE $1)::date + 1 + p.n % 7) AS day,
                                     (ARRAY['morning', 'afternoon', 'evening'])[1 + p.n % 3] AS slot, (ARRAY[10, 14, 17])[1 + p.n % 3] AS start,
                                     (ARRAY['requested', 'confirmed', 'confirmed', 'rescheduled', 'declined', 'cancelled'])[1 + (p.n + abs(hashtext(p.id::text))) % 6] AS status) AS v`,
        [STATS_TIME_ZONE],
      );
      // One entry per seeker and listing (the primary key): a repeated draw is skipped.
      const shortlists = await inserted(
        manager,
        `WITH ${SEEKERS}
         INSERT INTO shortlist_entries (user_id, property_id, created_at)
         SELECT ${ANY_SEEKER}, p.id, t
           FROM (${PER_LISTING('shortlists', 5)}) AS p CROSS JOIN s
         ON CONFLICT DO NOTHING`,
      );
      return { enquiries, phoneReveals, visits, shortlists };
    });
  });
  // The activity and the leaderboard's summaries its triggers wrote, as autovacuum leaves them once settled.
  for (const table of ['users', 'enquiries', 'phone_reveals', 'visits', 'shortlist_entries', ...ACTIVITY_SUMMARIES])
    await dataSource.query(`VACUUM (ANALYZE) ${table}`);
  return { seekers, ...result!, ms: Date.now() - started };
}
