import { STAT_FIGURES } from '../../../../shared/domain/admin-stats';
import { eventually } from '../../test/eventually';
import { insertLead, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;

/** Listings, accounts, enquiries, reveals and visits spread over the last 70 days. */
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  owner = await signedIn(t, 'owner');
  const ownerViewer = { id: owner.user.id, role: 'owner' as const };
  const ages = [0, 0.2, 1.5, 3, 6.5, 8, 12, 20, 29.5, 31, 45, 59, 65];
  for (const [index, age] of ages.entries()) {
    const listing = await t.services.properties.create(
      ownerViewer,
      listingInput({ title: `PG number ${index}`, ...(index % 3 === 0 ? { city: 'Pune' } : {}) }),
    );
    const seeker = await signedIn(t, index % 4 === 0 ? 'owner' : 'user');
    const at = new Date(Date.now() - age * DAY);
    await t.dataSource.query('UPDATE properties SET created_at = $2, status = $3 WHERE id = $1', [
      listing.id,
      at,
      ['approved', 'pending', 'rejected'][index % 3],
    ]);
    await t.dataSource.query('UPDATE users SET created_at = $2 WHERE id = $1', [seeker.user.id, at]);
    const lead = { propertyId: listing.id, ownerId: owner.user.id, seekerId: seeker.user.id, at };
    await insertLead(t, 'enquiries', lead);
    if (index % 3 !== 1) await insertLead(t, 'visits', lead);
    if (index % 2 === 0) await insertLead(t, 'phone_reveals', lead);
  }
});
afterAll(() => t.close());

const STATS = `query ($period: StatsPeriod!) { adminStats(period: $period) {
  from to cards { key value previous } daily { day enquiries signUps } listingsByCity { name count } listingsByStatus { name count } unfoundSearches { name count } } }`;
interface Stats {
  from: string;
  to: string;
  cards: Array<{ key: string; value: number; previous: number | null }>;
  daily: Array<{ day: string; enquiries: number; signUps: number }>;
  listingsByCity: Array<{ name: string; count: number }>;
  listingsByStatus: Array<{ name: string; count: number }>;
  unfoundSearches: Array<{ name: string; count: number }>;
}

/** Counted here without the service's SQL: every row's time, then filtered in JavaScript. */
async function direct(sql: string): Promise<Date[]> {
  return (await t.dataSource.query(sql)).map((row: { at: Date }) => new Date(row.at));
}
const between = (times: Date[], from: number, to: number) => times.filter((time) => time.getTime() >= from && time.getTime() < to).length;

describe('adminStats', () => {
  it.each(['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const)(
    '%s: every card equals a count made directly in the database',
    async (period) => {
      const res = await t.graphql<{ adminStats: Stats }>(STATS, { period }, admin.headers);
      expect(res.errors).toBeUndefined();
      const stats = res.data!.adminStats;
      const from = Date.parse(stats.from);
      const to = Date.parse(stats.to);
      const length = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 }[period] * DAY;
      const listings = await direct('SELECT created_at AS at FROM properties');
      const users = await direct(`SELECT created_at AS at FROM users WHERE role = 'user'`);
      const owners = await direct(`SELECT created_at AS at FROM users WHERE role = 'owner'`);
      const enquiries = await direct('SELECT created_at AS at FROM enquiries');
      const reveals = await direct('SELECT created_at AS at FROM phone_reveals');
      const visits = await direct('SELECT created_at AS at FROM visits');
      const [{ pending, approved }] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'approved')::int AS approved FROM properties`,
      );
      const periodOf = (times: Date[]) => ({ value: between(times, from, to + 1), previous: between(times, from - length, to - length) });
      expect(Object.fromEntries(stats.cards.map(({ key, ...rest }) => [key, rest]))).toEqual({
        newListings: periodOf(listings),
        listingsWaiting: { value: pending, previous: null },
        approvedListings: { value: approved, previous: null },
        newUsers: periodOf(users),
        newOwners: periodOf(owners),
        enquiries: periodOf(enquiries),
        phoneReveals: periodOf(reveals),
        visits: periodOf(visits),
      });
      expect(stats.cards.map((card) => card.key)).toEqual([...STAT_FIGURES]);
      // The period starts at a midnight in India.
      expect(new Date(from).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' })).toBe('00:00:00');
      expect(to - from).toBeLessThanOrEqual(length);
    },
  );

  it('charts enquiries and sign-ups per day over 30 days, listings by city and by status', async () => {
    const stats = (await t.graphql<{ adminStats: Stats }>(STATS, { period: 'TODAY' }, admin.headers)).data!.adminStats;
    expect(stats.daily).toHaveLength(30);
    const firstDay = Date.parse(`${stats.daily[0].day}T00:00:00+05:30`);
    const enquiries = await direct('SELECT created_at AS at FROM enquiries');
    const signUps = await direct(`SELECT created_at AS at FROM users WHERE role <> 'admin'`);
    expect(stats.daily.reduce((sum, day) => sum + day.enquiries, 0)).toBe(between(enquiries, firstDay, Date.now() + 1));
    expect(stats.daily.reduce((sum, day) => sum + day.signUps, 0)).toBe(between(signUps, firstDay, Date.now() + 1));
    const byCity = await t.dataSource.query(
      `SELECT city AS name, count(*)::int AS count FROM properties WHERE status = 'approved' GROUP BY city ORDER BY count DESC, city`,
    );
    expect(stats.listingsByCity).toEqual(byCity);
    const byStatus = await t.dataSource.query(
      'SELECT status AS name, count(*)::int AS count FROM properties GROUP BY status ORDER BY status',
    );
    expect(stats.listingsByStatus).toEqual(byStatus);
  });

  it('counts typed searches that found nothing, normalised, and not filter-only ones', async () => {
    for (const q of ['Koramangla PG', '  koramangla,  pg!! ', 'zzqx hostel']) {
      const res = await t.request.get('/api/v1/search').query({ q });
      expect(res.status).toBe(200);
    }
    await t.request.get('/api/v1/search').query({ city: 'Nowhere' });
    // The count is written after the answer: wait for it.
    let unfound: Stats['unfoundSearches'] = [];
    await eventually(
      'both unfound searches to be counted',
      async () => {
        unfound = (await t.graphql<{ adminStats: Stats }>(STATS, { period: 'TODAY' }, admin.headers)).data!.adminStats.unfoundSearches;
        return unfound.length >= 2;
      },
      { within: 2_000 },
    );
    expect(unfound).toEqual([
      { name: 'koramangla pg', count: 2 },
      { name: 'zzqx hostel', count: 1 },
    ]);
  });

  it('never fails a search when the count cannot be written', async () => {
    await t.dataSource.query('ALTER TABLE search_misses RENAME TO search_misses_away');
    try {
      const res = await t.request.get('/api/v1/search').query({ q: 'qqqq nothing' });
      expect(res.status).toBe(200);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.dataSource.query('ALTER TABLE search_misses_away RENAME TO search_misses');
    }
  });

  it('is for admins only', async () => {
    const seeker = await signedIn(t, 'user');
    for (const headers of [owner.headers, seeker.headers, {}]) {
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(
        (await t.graphql(STATS, { period: 'TODAY' }, headers)).errors?.[0]?.extensions?.code,
      );
    }
  });
});
