import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureLocationData } from './location-import';
import { LocationService } from './location.service';
import { POSTAL_DATASET, bundledPostalSource } from './postal-data';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'nivaas-postal-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A GeoNames-format file with the directory's quirks (suffixes, "&", codes in parentheses). */
async function postalFile(name: string, lines: string[][]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `${lines.map((fields) => fields.join('\t')).join('\n')}\n`);
  return file;
}

const place = (pin: string, name: string, state: string, district: string, lat = '26.9', lng = '75.8') => [
  'IN',
  pin,
  name,
  state,
  '24',
  district,
  '110',
  'Jaipur',
  '',
  lat,
  lng,
  '4',
];

const count = async () => ((await t.dataSource.query('SELECT count(*)::int AS n FROM postal_places')) as Array<{ n: number }>)[0].n;

describe('location import', () => {
  it('found the bundled directory already imported (once per run, into the template) and did nothing', async () => {
    const bundled = bundledPostalSource();
    expect(bundled.version).toMatch(/^\d+\.\d+\.\d+\+names\.\d+$/);
    const before = await count();
    expect(before).toBeGreaterThan(150_000);

    const result = await ensureLocationData(t.dataSource);
    expect(result).toMatchObject({ imported: false, version: bundled.version, rows: before });
    expect(await count()).toBe(before);
    const [record] = (await t.dataSource.query('SELECT version, row_count FROM location_imports WHERE dataset = $1', [
      POSTAL_DATASET,
    ])) as Array<{
      version: string;
      row_count: number;
    }>;
    expect(record).toEqual({ version: bundled.version, row_count: before });
  });

  it('imports a new version once, cleaning names, and a second run imports nothing', async () => {
    const file = await postalFile('v1.txt', [
      place('302017', 'Malviya Nagar (Jaipur)', 'Rajasthan', 'Jaipur', '26.85', '75.82'),
      place('302017', 'Jagatpura B.O', 'Rajasthan', 'Jaipur'),
      place('302017', 'Jagatpura', 'Rajasthan', 'Jaipur'),
      place('302001', 'Jaipur City H.O', 'Rajasthan', 'Jaipur'),
      place('302001', 'S.O', 'Rajasthan', 'Jaipur'),
      place('492001', 'Raipur Collectorate', 'Chattisgarh', 'Raipur', '21.25', '81.63'),
      place('495001', 'Bilaspur Sadar', 'Chattisgarh', 'Bilaspur(CGH)', '22.08', '82.15'),
      ['IN', '1234', 'Broken line', 'Rajasthan', '24', 'Jaipur', '110', '', '', '', '', ''],
    ]);
    const first = await ensureLocationData(t.dataSource, undefined, { file, version: 'fixture-1' });
    expect(first).toMatchObject({ imported: true, version: 'fixture-1', rows: 7 });
    expect(await count()).toBe(7);

    const again = await ensureLocationData(t.dataSource, undefined, { file, version: 'fixture-1' });
    expect(again).toMatchObject({ imported: false, rows: 7 });
    expect(await count()).toBe(7);

    // A fresh service (the app's own keeps whole-table lists in memory).
    const location = new LocationService(t.dataSource);
    expect(await location.states()).toEqual(['Chhattisgarh', 'Rajasthan']);
    expect(await location.districts('Chhattisgarh')).toEqual(['Bilaspur', 'Raipur']);
    expect(await location.areas('Rajasthan', 'Jaipur')).toEqual(['Jagatpura', 'Jaipur City', 'Malviya Nagar']);
    expect(await location.pincode('302001')).toEqual({ stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Jaipur City' });
    expect(await location.locate('302017', 'Malviya Nagar')).toEqual({ latitude: 26.85, longitude: 75.82 });
  });

  it('replaces the data when the version changes, and imports again into an emptied table', async () => {
    const file = await postalFile('v2.txt', [place('560034', 'Koramangala S.O', 'Karnataka', 'Bengaluru', '12.93', '77.62')]);
    expect(await ensureLocationData(t.dataSource, undefined, { file, version: 'fixture-2' })).toMatchObject({ imported: true, rows: 1 });
    const location = new LocationService(t.dataSource);
    expect(await location.states()).toEqual(['Karnataka']);
    expect(await location.pincode('560034')).toEqual({
      stateName: 'Karnataka',
      districtName: 'Bengaluru Urban',
      officeName: 'Koramangala',
    });

    await t.dataSource.query('DELETE FROM postal_places');
    expect(await ensureLocationData(t.dataSource, undefined, { file, version: 'fixture-2' })).toMatchObject({ imported: true, rows: 1 });
    expect(await count()).toBe(1);
  });

  it('leaves the previous data in place when an import fails', async () => {
    const missing = path.join(dir, 'missing.txt');
    await expect(ensureLocationData(t.dataSource, undefined, { file: missing, version: 'fixture-3' })).rejects.toThrow();
    const broken = await postalFile('broken.txt', [place('110001', 'A'.repeat(10), 'Delhi', 'New Delhi', '28.6', '77.2')]);
    // The database fails at the end of the import: the whole transaction rolls back.
    const createQueryRunner = t.dataSource.createQueryRunner.bind(t.dataSource);
    const failing = jest.spyOn(t.dataSource, 'createQueryRunner').mockImplementationOnce((mode) => {
      const runner = createQueryRunner(mode);
      const query = runner.query.bind(runner);
      runner.query = ((sql: string, parameters?: unknown[]) =>
        sql.startsWith('INSERT INTO location_imports')
          ? Promise.reject(new Error('disk full'))
          : query(sql, parameters)) as typeof runner.query;
      return runner;
    });
    await expect(ensureLocationData(t.dataSource, undefined, { file: broken, version: 'fixture-4' })).rejects.toThrow('disk full');
    failing.mockRestore();
    expect(await count()).toBe(1);
    expect(await new LocationService(t.dataSource).states()).toEqual(['Karnataka']);
  });
});
