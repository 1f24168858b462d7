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

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
});
afterAll(() => t.close());

async function expectSummaryToMatchRows(): Promise<void> {
  const kept = await t.dataSource.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, enquiries, phone_reveals, visits, sign_ups FROM activity_days
      WHERE enquiries <> 0 OR phone_reveals <> 0 OR visits <> 0 OR sign_ups <> 0 ORDER BY day`,
  );
  const counted = await t.dataSource.query(
    `SELECT day, count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries, count(*) FILTER (WHERE kind = 'phone_reveal')::int AS phone_reveals,
            count(*) FILTER (WHERE kind = 'visit')::int AS visits, count(*) FILTER (WHERE kind = 'sign_up')::int AS sign_ups
       FROM (SELECT kind, to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day FROM leads
             UNION ALL
             SELECT 'sign_up', to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') FROM users WHERE role <> 'admin' AND deleted_at IS NULL) rows
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

  // A listing deleted outright: its leads go by cascade. Then the owner and the admin-made seeker.
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [second.id]);
  await expectSummaryToMatchRows();
  await t.dataSource.query(`DELETE FROM users WHERE id = ANY ($1)`, [[owner.user.id, seekers[2].user.id]]);
  await expectSummaryToMatchRows();
  expect(await t.dataSource.query(`SELECT id FROM enquiries WHERE owner_id = $1`, [owner.user.id])).toEqual([]);
});
