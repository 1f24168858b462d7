import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;
const PERIODS = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const;
const LENGTH = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 };

let onlyShortlisted: string;

/**
 * Two owners with six listings in three localities of two cities, and enquiries, phone reveals,
 * visits and shortlists at ages from minutes to 40 days, unevenly, so each period ranks differently;
 * and a seventh listing that was only shortlisted, a minute ago, so has no leads in any period.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const owners = [await signedIn(t, 'owner', 'Meera Owner'), await signedIn(t, 'owner', 'Kabir Owner')];
  const places = [
    ['Jaipur', 'Malviya Nagar'],
    ['Jaipur', 'Vaishali Nagar'],
    ['Pune', 'Baner'],
  ];
  const seekers = await Promise.all([0, 1, 2, 3].map(() => signedIn(t, 'user')));
  const ages = [0.01, 0.3, 2, 5.5, 6.2, 9, 18, 29.4, 40];
  for (let index = 0; index < 6; index += 1) {
    const owner = owners[index % 2];
    const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: `PG number ${index}` }));
    const [city, locality] = places[index % 3];
    await t.dataSource.query('UPDATE properties SET city = $2, locality = $3 WHERE id = $1', [listing.id, city, locality]);
    for (const [k, age] of ages.entries()) {
      if ((k + index) % 3 === 0) continue;
      const at = new Date(Date.now() - age * DAY);
      const seeker = seekers[(k + index) % seekers.length].user;
      await t.dataSource.query(
        `INSERT INTO enquiries (property_id, owner_id, seeker_id, customer_type, name, email, phone, city, message, created_at)
         VALUES ($1, $2, $3, 'individual', 'Asha', 'asha@example.in', '9876543210', 'Jaipur', '', $4)`,
        [listing.id, owner.user.id, seeker.id, at],
      );
      if ((k * index) % 2 === 0)
        await t.dataSource.query('INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at) VALUES ($1, $2, $3, $4)', [
          listing.id,
          owner.user.id,
          seeker.id,
          at,
        ]);
      if (k % 4 === index % 4) {
        await t.dataSource.query(
          `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, created_at)
           VALUES ($1, $2, $3, current_date + 1, 'morning', now() + interval '1 day', now() + interval '1 day 2 hours', $4)`,
          [listing.id, owner.user.id, seeker.id, at],
        );
      }
    }
    for (const [k, seeker] of seekers.entries()) {
      if (k <= index % 4)
        await t.dataSource.query('INSERT INTO shortlist_entries (user_id, property_id, created_at) VALUES ($1, $2, $3)', [
          seeker.user.id,
          listing.id,
          new Date(Date.now() - (k * 4 + index) * DAY),
        ]);
    }
  }
  onlyShortlisted = (
    await t.services.properties.create({ id: owners[0].user.id, role: 'owner' }, listingInput({ title: 'PG only shortlisted' }))
  ).id;
  await t.dataSource.query('INSERT INTO shortlist_entries (user_id, property_id, created_at) VALUES ($1, $2, $3)', [
    seekers[0].user.id,
    onlyShortlisted,
    new Date(Date.now() - 60_000),
  ]);
});
afterAll(() => t.close());

interface Counts {
  enquiries: number;
  phoneReveals: number;
  visits: number;
  shortlists: number;
  leads: number;
}
type Row = {
  property_id: string;
  title: string;
  city: string;
  locality: string;
  owner_id: string;
  owner: string;
  kind: keyof Counts;
  at: Date;
};

/** Every activity row of the database with its listing, counted here in JavaScript rather than by the service's SQL. */
async function activity(from: number, to: number): Promise<Row[]> {
  const rows: Row[] = await t.dataSource.query(
    `SELECT a.property_id, p.title, p.city, p.locality, p.owner_id, u.name AS owner, a.kind, a.at FROM (
       SELECT property_id, 'enquiries' AS kind, created_at AS at FROM enquiries
       UNION ALL SELECT property_id, 'phoneReveals', created_at FROM phone_reveals
       UNION ALL SELECT property_id, 'visits', created_at FROM visits
       UNION ALL SELECT property_id, 'shortlists', created_at FROM shortlist_entries) a
     JOIN properties p ON p.id = a.property_id JOIN users u ON u.id = p.owner_id`,
  );
  return rows.filter((row) => new Date(row.at).getTime() >= from && new Date(row.at).getTime() <= to);
}

function tally(rows: Row[], key: (row: Row) => string): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const row of rows) {
    const each = counts.get(key(row)) ?? { enquiries: 0, phoneReveals: 0, visits: 0, shortlists: 0, leads: 0 };
    each[row.kind] += 1;
    if (row.kind !== 'shortlists') each.leads += 1;
    counts.set(key(row), each);
  }
  return counts;
}

const LEADERBOARD = `query ($period: StatsPeriod!, $rankBy: LeaderboardMetric) { leaderboard(period: $period, rankBy: $rankBy) {
  from to rankBy
  listings { id title city locality ownerName enquiries phoneReveals visits shortlists leads }
  owners { id name listings enquiries phoneReveals visits shortlists leads }
  localities { city locality enquiries phoneReveals visits shortlists leads } } }`;
const REPORT = `query ($period: StatsPeriod!) { leadsReport(period: $period) { from to totals { enquiries phoneReveals visits leads } daily { day enquiries phoneReveals visits leads } } }`;
const BY_CITY = `query ($period: StatsPeriod!, $page: Int, $limit: Int) { leadsByCity(period: $period, page: $page, limit: $limit) {
  total page totalPages items { city enquiries phoneReveals visits leads } } }`;
const BY_LISTING = `query ($period: StatsPeriod!, $page: Int, $limit: Int) { leadsByListing(period: $period, page: $page, limit: $limit) {
  total page totalPages items { id title city locality ownerName enquiries phoneReveals visits leads } } }`;

const NO_ACTIVITY: Counts = { enquiries: 0, phoneReveals: 0, visits: 0, shortlists: 0, leads: 0 };
const leadCounts = ({ shortlists: _shortlists, ...counts }: Counts) => counts;

describe('leaderboard', () => {
  it.each(PERIODS)('%s: listings, owners and localities match counts made directly in the database', async (period) => {
    const res = await t.graphql<{
      leaderboard: {
        from: string;
        to: string;
        listings: Array<Counts & { id: string }>;
        owners: Array<Counts & { id: string; listings: number }>;
        localities: Array<Counts & { city: string; locality: string }>;
      };
    }>(LEADERBOARD, { period }, admin.headers);
    expect(res.errors).toBeUndefined();
    const board = res.data!.leaderboard;
    const from = Date.parse(board.from);
    expect(new Date(from).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' })).toBe('00:00:00');
    expect(Date.parse(board.to) - from).toBeLessThanOrEqual(LENGTH[period] * DAY);
    const everything = await activity(from, Date.parse(board.to));
    expect(everything.length).toBeGreaterThan(0);
    // Ranked by leads, so a listing that was only shortlisted in the period is left out of the
    // listings (which of the six that is depends on the hour of the day); an owner's and a
    // locality's counts are all their listings' activity, ranked when they have leads.
    const withLeads = new Set(everything.filter((row) => row.kind !== 'shortlists').map((row) => row.property_id));
    expect(withLeads.has(onlyShortlisted)).toBe(false);
    const hasLeads = (counts: Counts) => counts.leads > 0;

    const byListing = new Map([...tally(everything, (row) => row.property_id)].filter(([, counts]) => hasLeads(counts)));
    expect(board.listings.length).toBe(Math.min(10, byListing.size));
    for (const listing of board.listings) expect(listing).toMatchObject(byListing.get(listing.id)!);
    // Busiest first.
    expect(board.listings.map((listing) => listing.leads)).toEqual(
      [...board.listings.map((listing) => listing.leads)].sort((a, b) => b - a),
    );

    const byOwner = new Map([...tally(everything, (row) => row.owner_id)].filter(([, counts]) => hasLeads(counts)));
    expect(board.owners.map((owner) => owner.id).sort()).toEqual([...byOwner.keys()].sort());
    for (const owner of board.owners) {
      expect(owner).toMatchObject(byOwner.get(owner.id)!);
      expect(owner.listings).toBe(
        new Set(everything.filter((row) => row.owner_id === owner.id && withLeads.has(row.property_id)).map((row) => row.property_id)).size,
      );
    }

    const byLocality = new Map([...tally(everything, (row) => `${row.city}/${row.locality}`)].filter(([, counts]) => hasLeads(counts)));
    expect(board.localities).toHaveLength(byLocality.size);
    for (const locality of board.localities) expect(locality).toMatchObject(byLocality.get(`${locality.city}/${locality.locality}`)!);
  });

  it('ranks by the chosen figure and leaves out rows without it', async () => {
    const board = (
      await t.graphql<{ leaderboard: { from: string; to: string; listings: Array<Counts & { id: string }> } }>(
        LEADERBOARD,
        { period: 'LAST_30_DAYS', rankBy: 'visits' },
        admin.headers,
      )
    ).data!.leaderboard;
    const visits = [...tally(await activity(Date.parse(board.from), Date.parse(board.to)), (row) => row.property_id).values()].filter(
      (counts) => counts.visits > 0,
    );
    expect(board.listings.map((listing) => listing.visits)).toEqual(visits.map((counts) => counts.visits).sort((a, b) => b - a));
  });
});

describe('leads report', () => {
  it.each(PERIODS)('%s: every day, city and listing matches counts made directly in the database', async (period) => {
    const report = (
      await t.graphql<{ leadsReport: { from: string; to: string; totals: Counts; daily: Array<Counts & { day: string }> } }>(
        REPORT,
        { period },
        admin.headers,
      )
    ).data!.leadsReport;
    const rows = (await activity(Date.parse(report.from), Date.parse(report.to))).filter((row) => row.kind !== 'shortlists');
    expect(report.daily).toHaveLength(LENGTH[period]);
    const indiaDay = (at: Date) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const byDay = tally(rows, (row) => indiaDay(row.at));
    for (const day of report.daily)
      expect(day).toEqual({
        day: day.day,
        ...leadCounts(byDay.get(day.day) ?? NO_ACTIVITY),
      });
    // Just after midnight in India, TODAY has no activity yet: all zeros.
    expect(report.totals).toEqual(leadCounts(tally(rows, () => 'all').get('all') ?? NO_ACTIVITY));

    const cities = (
      await t.graphql<{ leadsByCity: { total: number; items: Array<Counts & { city: string }> } }>(BY_CITY, { period }, admin.headers)
    ).data!.leadsByCity;
    const byCity = tally(rows, (row) => row.city);
    expect(cities.total).toBe(byCity.size);
    expect(Object.fromEntries(cities.items.map(({ city, ...counts }) => [city, counts]))).toEqual(
      Object.fromEntries([...byCity].map(([city, counts]) => [city, leadCounts(counts)])),
    );

    const listings = (
      await t.graphql<{ leadsByListing: { total: number; items: Array<Counts & { id: string; ownerName: string }> } }>(
        BY_LISTING,
        { period },
        admin.headers,
      )
    ).data!.leadsByListing;
    const byListing = tally(rows, (row) => row.property_id);
    expect(listings.total).toBe(byListing.size);
    for (const listing of listings.items) expect(listing).toMatchObject(leadCounts(byListing.get(listing.id)!));
  });

  it('pages the cities on the server, busiest first, and a page past the last still gives their number', async () => {
    const page = (number: number) =>
      t.graphql<{ leadsByCity: { total: number; items: Array<{ city: string; leads: number }> } }>(
        BY_CITY,
        { period: 'LAST_30_DAYS', page: number, limit: 1 },
        admin.headers,
      );
    const [first, second, past] = await Promise.all([page(1), page(2), page(3)]);
    expect([first, second, past].map((res) => res.data!.leadsByCity.total)).toEqual([2, 2, 2]);
    expect(past.data!.leadsByCity.items).toEqual([]);
    const [busiest, next] = [first, second].map((res) => res.data!.leadsByCity.items[0]);
    expect(new Set([busiest.city, next.city])).toEqual(new Set(['Jaipur', 'Pune']));
    expect(busiest.leads).toBeGreaterThanOrEqual(next.leads);
  });

  it('pages the listings on the server, busiest first', async () => {
    const page = (number: number) =>
      t.graphql<{
        leadsByListing: { total: number; page: number; totalPages: number; items: Array<{ id: string; title: string; leads: number }> };
      }>(BY_LISTING, { period: 'LAST_30_DAYS', page: number, limit: 4 }, admin.headers);
    const [first, second, past] = await Promise.all([page(1), page(2), page(3)]);
    expect(first.data!.leadsByListing).toMatchObject({ total: 6, page: 1, totalPages: 2 });
    expect(second.data!.leadsByListing.items).toHaveLength(2);
    expect(past.data!.leadsByListing).toMatchObject({ total: 6, items: [] });
    // Busiest first, listings with as many leads by title, across the pages.
    const items = [...first.data!.leadsByListing.items, ...second.data!.leadsByListing.items];
    expect(items).toEqual([...items].sort((a, b) => b.leads - a.leads || a.title.localeCompare(b.title)));
    const tooMany = await t.graphql(BY_LISTING, { period: 'LAST_30_DAYS', limit: 500 }, admin.headers);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('leads report CSV', () => {
  it('downloads the listings of the period as a CSV file, formulas defused', async () => {
    const [busiest] = (
      await t.graphql<{ leadsByListing: { items: Array<{ id: string; title: string; leads: number }> } }>(
        BY_LISTING,
        { period: 'LAST_30_DAYS' },
        admin.headers,
      )
    ).data!.leadsByListing.items;
    await t.dataSource.query('UPDATE properties SET title = $2 WHERE id = $1', [busiest.id, '=HYPERLINK("http://x.example","Click") "PG"']);
    try {
      const res = await t.request.get('/api/v1/admin/reports/leads.csv').query({ period: 'LAST_30_DAYS' }).set(admin.headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename=nivaas-leads-report-last-30-days.csv');
      const lines = res.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('"Listing","Owner","City","Locality","Enquiries","Phone reveals","Visits booked","All leads"');
      expect(lines).toHaveLength(7);
      expect(lines[1]).toMatch(
        new RegExp(
          `^"'=HYPERLINK\\(""http://x.example"",""Click""\\) ""PG""","(Meera|Kabir) Owner","(Jaipur|Pune)","[A-Za-z ]+","\\d+","\\d+","\\d+","${busiest.leads}"$`,
        ),
      );
    } finally {
      await t.dataSource.query('UPDATE properties SET title = $2 WHERE id = $1', [busiest.id, busiest.title]);
    }
  });

  it('takes the period of the page (Last 7 days by default) and refuses an unknown one, naming it', async () => {
    const week = await t.request.get('/api/v1/admin/reports/leads.csv').set(admin.headers);
    expect(week.headers['content-disposition']).toContain('nivaas-leads-report-last-7-days.csv');
    const bad = await t.request.get('/api/v1/admin/reports/leads.csv').query({ period: 'YESTERDAY' }).set(admin.headers);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('period') });
  });
});

describe('admins only', () => {
  it('refuses users and owners through GraphQL and the CSV path', async () => {
    const user = await signedIn(t, 'user');
    const owner = await signedIn(t, 'owner');
    for (const headers of [user.headers, owner.headers]) {
      for (const query of [LEADERBOARD, REPORT, BY_CITY, BY_LISTING])
        expect((await t.graphql(query, { period: 'TODAY' }, headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const csv = await t.request.get('/api/v1/admin/reports/leads.csv').set(headers);
      expect(csv.status).toBe(403);
      expect(csv.body.code).toBe('FORBIDDEN');
      expect(csv.text).not.toContain('PG number');
    }
    expect((await t.graphql(LEADERBOARD, { period: 'TODAY' }, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.request.get('/api/v1/admin/reports/leads.csv')).status).toBe(401);
  });
});

// Last: its listings lead every ranking from here on.
describe('listings with as many leads', () => {
  it('are ranked by title, also where a page ends among them', async () => {
    const [owner] = await t.dataSource.query(`SELECT owner_id AS id FROM properties LIMIT 1`);
    const titles = ['PG tie C', 'PG tie A', 'PG tie B'];
    for (const title of titles) {
      const listing = await t.services.properties.create({ id: owner.id, role: 'owner' }, listingInput({ title }));
      await t.dataSource.query(
        `INSERT INTO enquiries (property_id, owner_id, customer_type, name, email, phone, city, message)
         SELECT $1, $2, 'individual', 'Asha', 'asha' || n || '@example.in', '9876543210', 'Jaipur', '' FROM generate_series(1, 100) n`,
        [listing.id, owner.id],
      );
    }
    const page = async (number: number) =>
      (
        await t.graphql<{ leadsByListing: { items: Array<{ title: string; leads: number }> } }>(
          BY_LISTING,
          { period: 'TODAY', page: number, limit: 2 },
          admin.headers,
        )
      ).data!.leadsByListing.items;
    const [first, second] = [await page(1), await page(2)];
    expect(first).toEqual([expect.objectContaining({ title: 'PG tie A' }), expect.objectContaining({ title: 'PG tie B' })]);
    expect(second[0]).toMatchObject({ title: 'PG tie C' });
    expect(new Set([...first, second[0]].map((item) => item.leads)).size).toBe(1);
  });
});
