import { STATS_PERIOD_DAYS, STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';
import { insertLead, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The listings', owners' and localities' activity per period (kept by the activity_periods_*
 * triggers, moved on a day by activity_periods_rebase) against counting the raw rows: after
 * activity made on many days, one and many rows per statement, moved, deleted, shortlists taken
 * back, a listing changing owner and locality, deleted with its rows, its owner deleted, and the
 * base moved on by days, as at midnight in India.
 */
let t: TestApp;
const DAY = 86_400_000;
const COUNTS = 'enquiries, phone_reveals, visits, shortlists, leads';
/** The dashboard's periods as VALUES rows: a period the summaries do not keep would be missing from them. */
const PERIODS = Object.values(STATS_PERIOD_DAYS)
  .map((days) => `(${days})`)
  .join(', ');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each summary's rows with some activity, next to the same figures counted from the rows with the base day the summaries say. */
async function expectSummariesToMatchRows(): Promise<void> {
  const counted = `SELECT p.days AS period_days, a.property_id, pr.owner_id, pr.city, pr.locality,
         count(*) FILTER (WHERE a.kind = 'enquiry')::int AS enquiries, count(*) FILTER (WHERE a.kind = 'phone_reveal')::int AS phone_reveals,
         count(*) FILTER (WHERE a.kind = 'visit')::int AS visits, count(*) FILTER (WHERE a.kind = 'shortlist')::int AS shortlists,
         count(*) FILTER (WHERE a.kind <> 'shortlist')::int AS leads
    FROM (SELECT kind, property_id, created_at FROM leads UNION ALL SELECT 'shortlist', property_id, created_at FROM shortlist_entries) a
    JOIN properties pr ON pr.id = a.property_id
    CROSS JOIN (VALUES ${PERIODS}) AS p (days), activity_periods_base b
   WHERE (a.created_at AT TIME ZONE $1)::date > b.day - p.days
   GROUP BY 1, 2, 3, 4, 5`;
  const sums = COUNTS.split(', ')
    .map((count) => `sum(${count})::int AS ${count}`)
    .join(', ');
  const pairs: Array<[string, string, string]> = [
    [
      `SELECT period_days, property_id, ${COUNTS} FROM listing_activity_periods`,
      `SELECT period_days, property_id, ${COUNTS} FROM counted`,
      'period_days, property_id',
    ],
    [
      `SELECT period_days, owner_id, ${COUNTS} FROM owner_activity_periods`,
      `SELECT period_days, owner_id, ${sums} FROM counted GROUP BY 1, 2`,
      'period_days, owner_id',
    ],
    [
      `SELECT period_days, city, locality, ${COUNTS} FROM locality_activity_periods`,
      `SELECT period_days, city, locality, ${sums} FROM counted GROUP BY 1, 2, 3`,
      'period_days, city, locality',
    ],
  ];
  for (const [kept, expected, order] of pairs) {
    const nonZero = COUNTS.split(', ')
      .map((count) => `${count} <> 0`)
      .join(' OR ');
    expect(await t.dataSource.query(`SELECT * FROM (${kept}) k WHERE ${nonZero} ORDER BY ${order}`)).toEqual(
      await t.dataSource.query(`WITH counted AS (${counted}) SELECT * FROM (${expected}) e ORDER BY ${order}`, [STATS_TIME_ZONE]),
    );
  }
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

it('hold each listing, owner and locality the activity of each period, after every kind of write and as the days move on', async () => {
  const owners = [await signedIn(t, 'owner'), await signedIn(t, 'owner')];
  const asOwner = (index: number) => ({ id: owners[index].user.id, role: 'owner' as const });
  const first = await t.services.properties.create(asOwner(0), listingInput({ title: 'Period PG one' }));
  const second = await t.services.properties.create(asOwner(0), listingInput({ title: 'Period PG two' }));
  const third = await t.services.properties.create(asOwner(1), listingInput({ title: 'Period PG three' }));
  await t.dataSource.query(`UPDATE properties SET locality = 'Malviya Nagar' WHERE id = $1`, [second.id]);
  const seekers = await Promise.all([0, 1, 2].map(() => signedIn(t, 'user')));
  const lead = (table: 'enquiries' | 'phone_reveals' | 'visits', listing: { id: string; ownerId: string }, seeker: number, at: Date) =>
    insertLead(t, table, { propertyId: listing.id, ownerId: listing.ownerId, seekerId: seekers[seeker].user.id, at });
  await expectSummariesToMatchRows();

  // Activity now, on days inside and outside each period, one row per statement and many.
  const enquiry = await lead('enquiries', first, 0, ago(0));
  await lead('enquiries', second, 1, ago(3));
  await lead('phone_reveals', first, 1, ago(6.5));
  const visit = await lead('visits', third, 2, ago(10));
  await lead('visits', second, 0, ago(45));
  await t.dataSource.query(
    `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at)
     SELECT CASE WHEN i % 3 = 0 THEN $1 ELSE $2 END::uuid, $3, $4, now() - i * interval '19 hours' FROM generate_series(1, 48) AS i`,
    [first.id, second.id, owners[0].user.id, seekers[2].user.id],
  );
  await t.dataSource.query(
    `INSERT INTO shortlist_entries (user_id, property_id, created_at) VALUES ($1, $2, now()), ($3, $2, now() - interval '8 days'), ($1, $4, now() - interval '2 days')`,
    [seekers[0].user.id, first.id, seekers[1].user.id, third.id],
  );
  await expectSummariesToMatchRows();

  // Moved to another day, an update that moves nothing, deleted; a shortlist taken back.
  await t.dataSource.query(`UPDATE enquiries SET created_at = created_at - interval '9 days' WHERE id = $1`, [enquiry]);
  await t.dataSource.query(`UPDATE visits SET slot = 'evening' WHERE id = $1`, [visit]);
  await t.dataSource.query(`DELETE FROM phone_reveals WHERE property_id = $1 AND created_at < now() - interval '20 days'`, [second.id]);
  await t.dataSource.query(`DELETE FROM shortlist_entries WHERE user_id = $1 AND property_id = $2`, [seekers[1].user.id, first.id]);
  await expectSummariesToMatchRows();

  // A listing moves to another owner, another moves locality and city: their counts go along.
  await t.dataSource.query(`UPDATE properties SET owner_id = $2 WHERE id = $1`, [second.id, owners[1].user.id]);
  await t.dataSource.query(`UPDATE properties SET city = 'Pune', locality = 'Baner' WHERE id = $1`, [third.id]);
  await t.dataSource.query(`UPDATE properties SET title = 'Period PG one, renamed' WHERE id = $1`, [first.id]);
  await expectSummariesToMatchRows();

  // The days move on (as the midnight job or the first read after midnight does), by one and by many.
  const [{ today }] = await t.dataSource.query(`SELECT (now() AT TIME ZONE $1)::date AS today`, [STATS_TIME_ZONE]);
  expect((await t.dataSource.query(`SELECT activity_periods_rebase() AS moved`))[0].moved).toBe(0);
  expect((await t.dataSource.query(`SELECT activity_periods_rebase($1::date + 1) AS moved`, [today]))[0].moved).toBe(1);
  await expectSummariesToMatchRows();
  // Made after the base day (as after a midnight, before the counts move on): counted in every period until its day leaves it.
  await lead('visits', first, 1, ago(-2));
  expect((await t.dataSource.query(`SELECT activity_periods_rebase($1::date + 8) AS moved`, [today]))[0].moved).toBe(7);
  await expectSummariesToMatchRows();

  // A listing deleted outright, its rows by cascade; then an owner with theirs.
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [first.id]);
  await expectSummariesToMatchRows();
  await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [owners[1].user.id]);
  await expectSummariesToMatchRows();
  expect(
    await t.dataSource.query(`SELECT * FROM owner_activity_periods WHERE owner_id = $1 AND leads + shortlists <> 0`, [owners[1].user.id]),
  ).toEqual([]);
  expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM listing_activity_periods`))[0].n).toBe(0);
});

/** The lock a move of the periods holds, which writers of past days' activity share (the ActivityPeriods migration's). */
const MOVE_LOCK = `SELECT pg_advisory_xact_lock(hashtext('nivaas.activity-periods'))`;

it('let activity made now be written while the periods move on, and make older activity wait for the move', async () => {
  const owner = await signedIn(t, 'owner');
  const listing = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ title: 'Period PG waiting' }));
  const seeker = await signedIn(t, 'user');
  const enquiry = `INSERT INTO enquiries (property_id, owner_id, seeker_id, customer_type, name, email, phone, city, message, created_at)
    VALUES ($1, $2, $3, 'individual', 'Asha', 'asha@example.in', '9876543210', 'Jaipur', '', $4)`;
  const mover = t.dataSource.createQueryRunner();
  const writer = t.dataSource.createQueryRunner();
  try {
    await mover.startTransaction();
    await mover.query(MOVE_LOCK);
    await writer.query(`SET lock_timeout = '1s'`);
    await writer.query(enquiry, [listing.id, owner.user.id, seeker.user.id, ago(0)]);
    await expect(writer.query(enquiry, [listing.id, owner.user.id, seeker.user.id, ago(3)])).rejects.toThrow(/lock timeout/);
  } finally {
    await mover.rollbackTransaction();
    await writer.query(`RESET lock_timeout`);
    await Promise.all([mover.release(), writer.release()]);
  }
  await expectSummariesToMatchRows();
});

it('move the periods on only once every transaction begun before their new day has ended', async () => {
  const [{ day }] = await t.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM activity_periods_base`);
  const open = t.dataSource.createQueryRunner();
  try {
    await open.startTransaction();
    await open.query('SELECT 1');
    await expect(t.dataSource.query(`SELECT activity_periods_rebase($1::date + 2, 1)`, [day])).rejects.toThrow(/still open/);
  } finally {
    await open.commitTransaction();
    await open.release();
  }
  expect((await t.dataSource.query(`SELECT activity_periods_rebase($1::date + 2, 1) AS moved`, [day]))[0].moved).toBe(2);
  await expectSummariesToMatchRows();
});
