import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migrations', () => {
  it('describe exactly the entities (run `npm run migration:generate -- <Name>` after an entity change)', async () => {
    const { upQueries } = await t.dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query)).toEqual([]);
  });

  it('install the extensions search relies on', async () => {
    const rows: Array<{ extname: string }> = await t.dataSource.query('SELECT extname FROM pg_extension');
    expect(rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent', 'cube', 'earthdistance']));
  });
});
