import { BedsEnumValues1795618446019 } from '../../../migrations/1795618446019-BedsEnumValues';
import { FLAG } from '../modules/search/search-flags';
import { listingInput, signedIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** Listings stored before BedsEnumValues ('single bed') read as Beds values after it, with their sharing flag. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration BedsEnumValues', () => {
  it("renames stored beds ('triple bed' to triple_bed) and keeps each listing's sharing flag; down undoes it", async () => {
    const owner = await signedIn(t, 'owner');
    const { id } = await t.services.properties.create({ id: owner.user.id, role: 'owner' }, listingInput({ beds: 'triple_bed' }));
    const row = async () =>
      (await t.dataSource.query('SELECT beds, search_flags FROM properties WHERE id = $1', [id]))[0] as {
        beds: string;
        search_flags: number;
      };
    const migration = new BedsEnumValues1795618446019();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await row()).toMatchObject({ beds: 'triple bed' });
      expect((await row()).search_flags & FLAG.tripleBed).toBe(FLAG.tripleBed);
      await migration.up(runner);
      expect(await row()).toMatchObject({ beds: 'triple_bed' });
      expect((await row()).search_flags & (FLAG.singleBed | FLAG.doubleBed | FLAG.tripleBed)).toBe(FLAG.tripleBed);
    } finally {
      await runner.release();
    }
  });
});
