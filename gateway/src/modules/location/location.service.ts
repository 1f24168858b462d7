import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  LOCATION_MESSAGES,
  PIN_CODE_PATTERN,
  cityField,
  districtField,
  pinCodeField,
  stateField,
} from '../../../../shared/validation/location';
import { NotFoundError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import { cityOf, normaliseCityName } from './cities';
import { cleanAreaName, compareNames, normaliseDistrictName, normaliseStateName, uniqueSortedNames } from './place-names';

/** What the pin code lookup answers (spec section 3: auto-location). */
export interface PincodeLocation {
  stateName: string;
  districtName: string;
  /** The pin code's office, cleaned like area names, so it is one of areas(state, district). */
  officeName: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A named area of a city with a point for it (the mean of its places' coordinates). */
export interface Locality extends Coordinates {
  name: string;
  city: string;
  districtName: string;
  stateName: string;
  /** The area's lowest pin code. */
  pinCode: string;
}

const PINCODE_NOT_FOUND = LOCATION_MESSAGES.pincodeNotFound;

const districtsInput = z.object({ state: stateField });
const areasInput = z.object({ state: stateField, district: districtField });

/**
 * India's states, districts, areas and pin codes, read from postal_places (filled at start by
 * location-import.ts). Names passed in are cleaned like the stored ones, so "rajasthan",
 * "Jammu & Kashmir" or "Bangalore" find "Rajasthan", "Jammu and Kashmir" and "Bengaluru Urban".
 * The data only changes when a gateway starts, so the few whole-table lists are kept in memory.
 */
export class LocationService {
  private statesList?: Promise<string[]>;
  private districtPairs?: Promise<Array<{ stateName: string; districtName: string }>>;

  constructor(private readonly dataSource: DataSource) {}

  /** Every state and union territory, sorted. */
  states(): Promise<string[]> {
    this.statesList ??= this.remember(
      async () =>
        (await this.rows<{ name: string }>('SELECT DISTINCT state_name AS name FROM postal_places')).map((r) => r.name).sort(compareNames),
      () => (this.statesList = undefined),
    );
    return this.statesList;
  }

  /** The districts of a state, sorted; [] for an unknown state. A missing state is BAD_USER_INPUT. */
  async districts(state: unknown): Promise<string[]> {
    const input = parseInput(districtsInput, { state });
    const rows = await this.rows<{ name: string }>('SELECT DISTINCT district_name AS name FROM postal_places WHERE state_name = $1', [
      normaliseStateName(input.state),
    ]);
    return rows.map((r) => r.name).sort(compareNames);
  }

  /**
   * The areas (localities and post offices) of a district: suffixes such as "B.O." and "(S.O)"
   * stripped, empty names dropped, de-duplicated and sorted (spec section 5). [] when unknown.
   */
  async areas(state: unknown, district: unknown): Promise<string[]> {
    const input = parseInput(areasInput, { state, district });
    const rows = await this.rows<{ name: string }>(
      'SELECT DISTINCT area_name AS name FROM postal_places WHERE state_name = $1 AND district_name = $2 AND area_name IS NOT NULL',
      [normaliseStateName(input.state), normaliseDistrictName(input.district)],
    );
    return uniqueSortedNames(rows.map((r) => r.name));
  }

  /**
   * The state, district and office of a pin code: its head or sub post office when the directory
   * names one, else its first listed place. A code that is not 6 digits is BAD_USER_INPUT; an
   * unknown one NOT_FOUND 'Pincode not found'.
   */
  async pincode(code: unknown): Promise<PincodeLocation> {
    const pinCode = parseInput(z.object({ code: pinCodeField }), { code }).code;
    const [office] = await this.rows<PincodeLocation>(
      `SELECT state_name AS "stateName", district_name AS "districtName", area_name AS "officeName" FROM postal_places
       WHERE pin_code = $1 AND area_name IS NOT NULL ORDER BY office_rank, id LIMIT 1`,
      [pinCode],
    );
    if (!office) throw new NotFoundError(PINCODE_NOT_FOUND);
    return office;
  }

  /**
   * Where a listing is, for distance search: the mean position of the places in `pinCode` whose
   * name matches `locality` (cleaned or as listed, case-insensitive), else the centroid of
   * all the pin code's places; null when the pin code is unknown or malformed.
   */
  async locate(pinCode: string, locality?: string | null): Promise<Coordinates | null> {
    const pin = pinCode.trim();
    if (!PIN_CODE_PATTERN.test(pin)) return null;
    const area = locality ? cleanAreaName(locality) : '';
    const [point] = await this.rows<{ latitude: number | null; longitude: number | null }>(
      `SELECT latitude, longitude FROM (
         SELECT 1 AS rank, avg(latitude) AS latitude, avg(longitude) AS longitude FROM postal_places
         WHERE pin_code = $1 AND latitude IS NOT NULL AND $2::text <> ''
           AND (lower(area_name) = lower($2::text) OR lower(place_name) = lower($3::text))
         UNION ALL
         SELECT 2, avg(latitude), avg(longitude) FROM postal_places WHERE pin_code = $1 AND latitude IS NOT NULL
       ) AS candidates
       WHERE latitude IS NOT NULL ORDER BY rank LIMIT 1`,
      [pin, area, locality?.trim() ?? ''],
    );
    return point?.latitude != null && point.longitude != null ? { latitude: point.latitude, longitude: point.longitude } : null;
  }

  /**
   * The city people search by for a listing's state and district ("Bengaluru Urban" or
   * "Bangalore" -> "Bengaluru", any Delhi district -> "Delhi", "Jaipur" -> "Jaipur"; otherwise
   * the district's name). Pure: no database call.
   */
  cityOf(stateName: string, districtName: string): string {
    return cityOf(stateName, districtName);
  }

  /**
   * Every named area of a city (as cityOf names cities; "Bangalore" is read as "Bengaluru") with
   * a point for it, sorted by name; [] for an unknown city. For search suggestions, sample data
   * and benchmarks that need real places. A missing city is BAD_USER_INPUT.
   */
  async localitiesOf(city: unknown): Promise<Locality[]> {
    const cityName = normaliseCityName(parseInput(z.object({ city: cityField }), { city }).city);
    const districts = (await this.allDistricts()).filter(
      (d) => cityOf(d.stateName, d.districtName).toLowerCase() === cityName.toLowerCase(),
    );
    if (!districts.length) return [];
    const rows = await this.rows<Omit<Locality, 'city'>>(
      `SELECT area_name AS name, district_name AS "districtName", state_name AS "stateName", min(pin_code) AS "pinCode",
              avg(latitude) AS latitude, avg(longitude) AS longitude
       FROM postal_places
       WHERE (state_name, district_name) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))
         AND area_name IS NOT NULL AND latitude IS NOT NULL
       GROUP BY area_name, district_name, state_name`,
      [districts.map((d) => d.stateName), districts.map((d) => d.districtName)],
    );
    return rows
      .map((row) => ({ ...row, city: cityOf(row.stateName, row.districtName) }))
      .sort((a, b) => compareNames(a.name, b.name) || compareNames(a.districtName, b.districtName));
  }

  /**
   * True when the state has the district and, if given, the district has an area of that name
   * (compared like the lists compare them). For validating a listing's location.
   */
  async hasPlace(state: string, district: string, locality?: string | null): Promise<boolean> {
    const area = locality ? cleanAreaName(locality) : '';
    const [row] = await this.rows<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM postal_places WHERE state_name = $1 AND district_name = $2
         AND ($3::text = '' OR lower(area_name) = lower($3::text))) AS found`,
      [normaliseStateName(state), normaliseDistrictName(district), area],
    );
    return row?.found === true;
  }

  private allDistricts() {
    this.districtPairs ??= this.remember(
      () =>
        this.rows<{ stateName: string; districtName: string }>(
          'SELECT DISTINCT state_name AS "stateName", district_name AS "districtName" FROM postal_places',
        ),
      () => (this.districtPairs = undefined),
    );
    return this.districtPairs;
  }

  /** A cached load that is forgotten when it fails, so the next call tries again. */
  private remember<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
    return load().catch((error: unknown) => {
      forget();
      throw error;
    });
  }

  private rows<Row>(sql: string, parameters?: unknown[]): Promise<Row[]> {
    return this.dataSource.query(sql, parameters) as Promise<Row[]>;
  }
}
