import { STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';
import { insertLead, listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * activity_city_days (kept by the activity_city_days_* triggers) against counting the leads per day
 * in India and city of their listing, as the leads report by city did: after leads made, moved and
 * deleted, a listing moved to another city, removed, deleted with its leads, and its owner deleted.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'owner');
});
afterAll(() => t.close());

async function expectSummaryToMatchLeads(): Promise<void> {
  const kept = await t.dataSource.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, city, enquiries, phone_reveals, visits FROM activity_city_days
      WHERE enquiries <> 0 OR phone_reveals <> 0 OR visits <> 0 ORDER BY day, city`,
  );
  const counted = await t.dataSource.query(
    `SELECT to_char(l.created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, p.city, count(*) FILTER (WHERE l.kind = 'enquiry')::int AS enquiries,
            count(*) FILTER (WHERE l.kind = 'phone_reveal')::int AS phone_reveals, count(*) FILTER (WHERE l.kind = 'visit')::int AS visits
       FROM leads l JOIN properties p ON p.id = l.property_id GROUP BY 1, 2 ORDER BY 1, 2`,
    [STATS_TIME_ZONE],
  );
  expect(kept).toEqual(counted);
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

const lead = (table: 'enquiries' | 'phone_reveals' | 'visits', propertyId: string, seekerId: string, at: Date) =>
  insertLead(t, table, { propertyId, ownerId: owner.user.id, seekerId, at });

it('holds each day and city the leads counted at their listing, after every kind of write', async () => {
  await expectSummaryToMatchLeads();
  const ownerViewer = { id: owner.user.id, role: 'owner' as const };
  const jaipur = await t.services.properties.create(ownerViewer, listingInput({ title: 'City PG Jaipur' }));
  const pune = await t.services.properties.create(ownerViewer, listingInput({ title: 'City PG Pune' }));
  const other = await t.services.properties.create(ownerViewer, listingInput({ title: 'City PG Pune two' }));
  // The form's city follows its place fields; these two are put in Pune before they have leads.
  await t.dataSource.query(`UPDATE properties SET city = 'Pune' WHERE id = ANY ($1)`, [[pune.id, other.id]]);
  const seeker = await signedIn(t, 'user');

  const enquiry = await lead('enquiries', jaipur.id, seeker.user.id, ago(2));
  await lead('enquiries', pune.id, seeker.user.id, ago(0));
  await lead('phone_reveals', pune.id, seeker.user.id, ago(12));
  const visit = await lead('visits', jaipur.id, seeker.user.id, ago(0));
  await lead('visits', other.id, seeker.user.id, ago(1));
  await t.dataSource.query(
    `INSERT INTO phone_reveals (property_id, owner_id, seeker_id, created_at)
     SELECT CASE WHEN i % 2 = 0 THEN $1 ELSE $2 END::uuid, $3, $4, now() - i * interval '9 hours' FROM generate_series(1, 16) AS i`,
    [jaipur.id, pune.id, owner.user.id, seeker.user.id],
  );
  await expectSummaryToMatchLeads();
  expect(
    (await t.dataSource.query(`SELECT DISTINCT city FROM activity_city_days ORDER BY city`)).map((r: { city: string }) => r.city),
  ).toEqual(['Jaipur', 'Pune']);

  // A lead moved to another day, an update that moves nothing, a lead deleted.
  await t.dataSource.query(`UPDATE enquiries SET created_at = created_at - interval '3 days' WHERE id = $1`, [enquiry]);
  await t.dataSource.query(`UPDATE visits SET slot = 'evening' WHERE id = $1`, [visit]);
  await t.dataSource.query(`DELETE FROM visits WHERE id = $1`, [visit]);
  await expectSummaryToMatchLeads();

  // A listing moved to another city takes its leads along; removing one keeps them (the report still counts them).
  await t.dataSource.query(`UPDATE properties SET city = 'Jaipur' WHERE id = $1`, [pune.id]);
  await t.services.properties.delete(ownerViewer, jaipur.id);
  await expectSummaryToMatchLeads();

  // A listing deleted outright: its leads go by cascade. Then the owner with the rest.
  await t.dataSource.query(`DELETE FROM properties WHERE id = $1`, [pune.id]);
  await expectSummaryToMatchLeads();
  await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [owner.user.id]);
  await expectSummaryToMatchLeads();
  expect(await t.dataSource.query(`SELECT id FROM leads WHERE owner_id = $1`, [owner.user.id])).toEqual([]);
});
