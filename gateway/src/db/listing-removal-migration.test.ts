import { ListingRemoval1795930000000 } from '../../../migrations/1795930000000-ListingRemoval';
import { listingsOf, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** ListingRemoval on a database with listings and leads: every row stays, none is removed, search still finds them. */

/** The search indexes the migration builds again (later migrations add others, with the listed rule from their start). */
const REBUILT_INDEXES = [
  'IDX_properties_search_vector',
  'IDX_properties_city_search',
  'IDX_properties_locality_search',
  'IDX_properties_earth_search',
  'IDX_properties_approved_search',
  'IDX_properties_flags_search',
  'IDX_properties_rating_search',
  'IDX_properties_city_rating_search',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration ListingRemoval', () => {
  it('keeps listings, their leads and photos rows, removes none, and keeps them searchable and suggested; down undoes it', async () => {
    const owner = await signedIn(t, 'owner');
    const seeker = await signedIn(t, 'user');
    const [id] = await listingsOf(t, owner, ['Neelkanth Boys PG']);
    await t.dataSource.query(
      `INSERT INTO enquiries (property_id, owner_id, seeker_id, customer_type, name, email, city, phone, message)
       VALUES ($1, $2, $3, 'individual', 'Asha', 'asha@example.in', 'Jaipur', '9876543210', 'Is a bed free?')`,
      [id, owner.user.id, seeker.user.id],
    );
    const counts = async () =>
      (
        await t.dataSource.query(
          `SELECT (SELECT count(*)::int FROM properties) AS listings, (SELECT count(*)::int FROM enquiries) AS enquiries,
                  (SELECT count(*)::int FROM search_phrases WHERE kind = 'name' AND key = 'neelkanth boys pg') AS suggested`,
        )
      )[0] as { listings: number; enquiries: number; suggested: number };
    const indexes = async () =>
      (await t.dataSource.query(`SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY ($1)`, [REBUILT_INDEXES])) as Array<{
        indexname: string;
        indexdef: string;
      }>;
    const before = await counts();
    expect(before.suggested).toBe(1);
    expect((await indexes()).length).toBe(REBUILT_INDEXES.length);
    for (const index of await indexes()) expect(index.indexdef).toContain('removed_at IS NULL');

    const migration = new ListingRemoval1795930000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await counts()).toEqual(before);
      for (const index of await indexes()) expect(index.indexdef).not.toContain('removed_at');
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await counts()).toEqual(before);
    expect(await t.dataSource.query(`SELECT removed_at FROM properties WHERE id = $1`, [id])).toEqual([{ removed_at: null }]);
    for (const index of await indexes()) expect(index.indexdef).toContain('removed_at IS NULL');
    const search = await t.graphql<{ search: { results: Array<{ property: { id: string } }> } }>(
      `{ search(filter: { q: "Neelkanth" }) { results { property { id } } } }`,
    );
    expect(search.data?.search.results.map((r) => r.property.id)).toEqual([id]);
  });
});
