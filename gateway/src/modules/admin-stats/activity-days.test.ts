import { STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';
import { insertLead, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * activity_days (kept by the activity_days_* triggers) against counting the raw rows per day in
 * India, after every kind of write: rows made now and on past days, one and many per statement,
 * a date moved, rows deleted, a listing's deletion cascading to its leads, sign-ups soft-deleted,
 * made admins and deleted.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;
const COLUMNS = ['enquiries', 'phone_reveals', 'visits', 'sign_ups', 'new_users', 'new_owners', 'new_listings'];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
});
afterAll(() => t.close());

async function expectSummaryToMatchRows(): Promise<void> {
  const kept = await t.dataSource.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${COLUMNS.join(', ')} FROM activity_days
      WHERE ${COLUMNS.map((column) => `${column} <> 0`).join(' OR ')} ORDER BY day`,
  );
  const counted = await t.dataSource.query(
    `SELECT day, ${COLUMNS.map((column) => `count(*) FILTER (WHERE kind = '${column}')::int AS ${column}`).join(', ')}
       FROM (SELECT CASE kind WHEN 'enquiry' THEN 'enquiries' WHEN 'phone_reveal' THEN 'phone_reveals' ELSE 'visits' END, created_at FROM leads
             UNION ALL SELECT 'sign_ups', created_at FROM users WHERE role <> 'admin' AND deleted_at IS NULL
             UNION ALL SELECT 'new_' || role || 's', created_at FROM users WHERE role <> 'admin' AND deleted_at IS NULL
             UNION ALL SELECT 'new_listings', created_at FROM properties WHERE removed_at IS NULL) AS made (kind, created_at),
            to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day
      GROUP BY day ORDER BY day`,
    [STATS_TIME_ZONE],
  );
  expect(kept).toEqual(counted);
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

const lead = (table: 'enquiries' | 'phone_reveals' | 'visits', propertyId: string, seekerId: string, at: Date) =>
  insertLead(t, table, { propertyId, ownerId: owner.user.id, seekerId, at });

it('holds each day in India the rows counted per day, after every kind of write', async () => {
  await expectSummaryToMatchRows();
  const ownerViewer = { id: owner.user.id, role: 'owner' as const };
  const first = await t.services.properties.create(ownerViewer, listingInput({ title: 'Activity PG one' }));
  const second = await t.services.properties.create(ownerViewer, listingInput({ title: 'Activity PG two' }));
  const seekers = await Promise.all([0, 1, 2].map(() => signedIn(t, 'user')));
  await expectSummaryToMatchRows();

  // Leads now and on past days, one per statement; an hour either side of a midnight in India.
  const midnight = new Date(`${new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10)}T00:00:00+05:30`);
  const enquiry = await lead('enquiries', first.id, seekers[0].user.id, new Date(midnight.getTime() - 3_600_000));
  await lead('enquiries', second.id, seekers[1].user.id, new Date(midnight.getTime() + 3_600_000));
  await lead('phone_reveals', first.id, seekers[1].user.id, ago(0));
  const visit = await lead('visits', second.id, seekers[2].user.id, ago(10));
  await expectSummaryToMatchRows();

  // Many in one statement.
  await t.dataSource.query(
    `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at)
     SELECT $1, $2, $3, now() - i * interval '7 hours' FROM generate_series(1, 20) AS i`,
    [second.id, owner.user.id, seekers[2].user.id],
  );
  await expectSummaryToMatchRows();

  // A lead's date moved across days; an update that moves nothing; a lead deleted.
  await t.dataSource.query(`UPDATE enquiries SET created_at = created_at - interval '5 days' WHERE id = $1`, [enquiry]);
  await t.dataSource.query(`UPDATE visits SET slot = 'evening' WHERE id = $1`, [visit]);
  await t.dataSource.query(`DELETE FROM visits WHERE id = $1`, [visit]);
  await expectSummaryToMatchRows();

  // Sign-ups: one moved to a past day, one soft-deleted (as the product deletes accounts), one made admin.
  await t.dataSource.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [seekers[0].user.id, ago(40)]);
  await t.dataSource.query(`UPDATE users SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [seekers[1].user.id]);
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [seekers[2].user.id]);
  await expectSummaryToMatchRows();

  // A seeker who becomes an owner moves from new users to new owners on the day they signed up.
  const switched = await signedIn(t, 'user');
  await t.dataSource.query(`UPDATE users SET role = 'owner', created_at = $2 WHERE id = $1`, [switched.user.id, ago(2)]);
  await expectSummaryToMatchRows();

  // Listings: one made on a past day, one removed (as the product removes them) and restored, one moved.
  const third = await t.services.properties.create(ownerViewer, listingInput({ title: 'Activity PG three' }));
  await t.dataSource.query(`UPDATE properties SET created_at = $2 WHERE id = $1`, [third.id, ago(12)]);
  await t.dataSource.query(`UPDATE properties SET removed_at = now() WHERE id = $1`, [first.id]);
  await expectSummaryToMatchRows();
  await t.dataSource.query(`UPDATE properties SET removed_at = NULL WHERE id = $1`, [first.id]);
  await t.dataSource.query(`UPDATE properties SET title = 'Activity PG three, renamed' WHERE id = $1`, [third.id]);
  await expectSummaryToMatchRows();

  // A listing deleted outright: its leads go by cascade. Then the owner and the admin-made seeker.
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [second.id]);
  await expectSummaryToMatchRows();
  await t.dataSource.query(`DELETE FROM users WHERE id = ANY ($1)`, [[owner.user.id, seekers[2].user.id]]);
  await expectSummaryToMatchRows();
  expect(await t.dataSource.query(`SELECT id FROM enquiries WHERE owner_id = $1`, [owner.user.id])).toEqual([]);
});
