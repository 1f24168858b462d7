import type { ReadDatabase } from '../../db/read-database';
import { Cached } from '../../common/cached';
import { CITY_ALIASES } from '../location/cities';
import { editsAllowed, withinEdits } from './query-understanding';
import type { SearchPlan } from './search-sql';
import { listedSql } from '../property/listed';

/** Which places have listings changes slowly; one read serves the words of many searches. */
const PLACES_TTL_MS = 30_000;

/**
 * At most this many places' centres kept at once: a search's location is the visitor's text, and
 * a flood of made-up places must not grow the gateway's memory (past it, centres are read each time).
 */
const CENTRES_KEPT = 5_000;

type Centre = SearchPlan['around'];

/** What owners write before a landmark ("Near", "Opp.") and the suggestions leave out, as the search index's trigger reads it. */
const LANDMARK_PREFIX = '^(near|opp|opposite|behind|beside|next to)[.]?\\s+';

interface KnownPlace {
  /** The name folded to letters and digits ("malviyanagarmetro"). */
  key: string;
  name: string;
  city: string;
}

interface KnownPlaces {
  /** Lower-case name or old name -> the city's name. */
  cities: Map<string, string>;
  localities: PlaceIndex;
  landmarks: PlaceIndex;
}

/**
 * Places by key and by the key's length: every search's and typeahead's words are looked up
 * here, and scanning all the places (9,099 localities at a million listings) with an edit
 * distance each time was the gateway's largest own cost on the typeahead.
 */
class PlaceIndex {
  private readonly byKey = new Map<string, KnownPlace[]>();
  private readonly byLength = new Map<number, KnownPlace[]>();

  constructor(places: KnownPlace[]) {
    for (const place of places) {
      pushTo(this.byKey, place.key, place);
      pushTo(this.byLength, place.key.length, place);
    }
  }

  /** The places with this key, in the city when one is given. */
  named(key: string, city: string | undefined): KnownPlace[] {
    return (this.byKey.get(key) ?? []).filter((place) => !city || place.city === city);
  }

  /** A place whose key is within `allowed` edits of this one (only keys of a near length can be). */
  nearlyNamed(key: string, city: string | undefined, allowed: number): KnownPlace | undefined {
    for (let length = key.length - allowed; length <= key.length + allowed; length++) {
      const found = this.byLength.get(length)?.find((place) => (!city || place.city === city) && withinEdits(key, place.key, allowed));
      if (found) return found;
    }
    return undefined;
  }
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The places of approved listings, for reading a query's words (the city "banglore", the
 * locality "malviya nagr", the landmark "gaurav tower") and for centring a search on a place.
 */
export class SearchPlaces {
  private readonly known = new Cached(PLACES_TTL_MS, () => this.loadKnown());
  /**
   * Each place's centre once asked, by city and name, kept as long as the places are: averaging a
   * busy locality's positions reads all its listings (tens of thousands at a million), on every
   * search around it. Forgotten when a listing changes (`forgetCentres`), so a centre follows its
   * listings at once; a place with no centre yet is asked again each time.
   */
  private readonly centres = new Cached(PLACES_TTL_MS, () => Promise.resolve(new Map<string, Promise<Centre>>()));

  constructor(private readonly reads: ReadDatabase) {}

  /** The known cities, by lower-case name and old names ("bangalore" -> Bengaluru), for reading a query's words. */
  async cities(): Promise<Map<string, string>> {
    return (await this.known.get()).cities;
  }

  /** The locality or landmark the whole text names ("hsr layout", "malviya nagr", "gaurav tower"), in the city when one is given. */
  async placeNamed(text: string, city: string | undefined): Promise<{ name: string } | undefined> {
    const { localities, landmarks } = await this.known.get();
    return localityNamed(localities, text, city) ?? (await this.landmarkNamed(landmarks, text, city));
  }

  /**
   * A place's centre: the mean position of the approved listings in the locality of that name or,
   * when no locality has it, of those near the landmark of that name ("Near Malviya Nagar Metro"),
   * in the city if given. The landmark's listings are found through the full-text index first.
   */
  async centreOf(location: string, city: string | undefined): Promise<Centre> {
    const centres = await this.centres.get();
    const key = `${city ?? ''}\n${location}`;
    const kept = centres.get(key);
    if (kept) return kept;
    const centre = this.readCentre(location, city);
    if (centres.size < CENTRES_KEPT) {
      centres.set(key, centre);
      // Neither a failed read nor a place without listings is kept.
      centre.then((found) => found ?? centres.delete(key)).catch(() => centres.delete(key));
    }
    return centre;
  }

  /** Drops the kept centres: a listing was written, and a centre is the mean of its place's listings. */
  forgetCentres(): void {
    this.centres.forget();
  }

  /** A place's centre read from its listings (`centreOf` says which). */
  private async readCentre(location: string, city: string | undefined): Promise<Centre> {
    const key = `regexp_replace(search_fold($1::text), '[^[:alnum:]]+', '', 'g')`;
    const locality = await this.meanPosition(`locality_key = ${key}`, location, city);
    if (locality) return { ...locality, landmark: false };
    const landmark = await this.meanPosition(
      `search_vector @@ plainto_tsquery('simple', search_fold($1::text)) AND regexp_replace(search_fold(nearby_road), '[^[:alnum:]]+', '', 'g') LIKE '%' || ${key}`,
      location,
      city,
    );
    return landmark ? { ...landmark, landmark: true } : null;
  }

  /**
   * The landmark the whole text names, when it is one place: in one city only (Phoenix
   * Marketcity is in Bengaluru and in Chennai: without a city, its name is searched as text)
   * and with listings whose position is known.
   */
  private async landmarkNamed(landmarks: PlaceIndex, text: string, city: string | undefined): Promise<{ name: string } | undefined> {
    const named = landmarks.named(placeKey(text), city);
    if (new Set(named.map((l) => l.city)).size !== 1) return undefined;
    return (await this.centreOf(named[0].name, named[0].city)) ? named[0] : undefined;
  }

  /** The mean position of the approved listings meeting a condition on $1 (the place), in the city $2 if given. */
  private async meanPosition(condition: string, place: string, city: string | undefined): Promise<{ lat: number; lng: number } | null> {
    const [row] = await this.reads.query<{ lat: number | null; lng: number | null }>(
      `SELECT avg(latitude) AS lat, avg(longitude) AS lng FROM properties
        WHERE ${listedSql()} AND ${condition}
          AND ($2::text IS NULL OR city = $2) AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      [place, city ?? null],
    );
    return row?.lat != null && row.lng != null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
  }

  /** The cities (by lower-case name and old names), localities and landmarks of approved listings. */
  private async loadKnown(): Promise<KnownPlaces> {
    const rows = await this.reads.query<{ city: string; locality: string; key: string }>(
      `SELECT DISTINCT city, locality, locality_key AS key FROM properties WHERE ${listedSql()} AND locality_key <> ''`,
    );
    // Landmarks as owners wrote them ("Near Malviya Nagar Metro"), named without the "Near".
    const landmarks = await this.reads.query<KnownPlace>(
      `SELECT regexp_replace(key, '[^[:alnum:]]+', '', 'g') AS key, regexp_replace(name, '${LANDMARK_PREFIX}', '', 'i') AS name, city
         FROM search_phrases WHERE kind = 'landmark' AND listings > 0`,
    );
    const cities = new Map(rows.map((row) => [row.city.toLowerCase(), row.city]));
    for (const [alias, city] of Object.entries(CITY_ALIASES)) if (cities.has(city.toLowerCase())) cities.set(alias, city);
    return {
      cities,
      localities: new PlaceIndex(rows.map((row) => ({ key: row.key, name: row.locality, city: row.city }))),
      landmarks: new PlaceIndex(landmarks),
    };
  }
}

/** A place's name folded to letters and digits, as its key is kept ("HSR Layout" -> "hsrlayout"). */
const placeKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The locality the whole text names, exactly or with a typo in a long enough name. */
function localityNamed(localities: PlaceIndex, text: string, city: string | undefined): { name: string } | undefined {
  const key = placeKey(text);
  const allowed = key.length >= 10 ? 2 : key.length >= 6 ? 1 : 0;
  return localities.named(key, city)[0] ?? (allowed ? localities.nearlyNamed(key, city, allowed) : undefined);
}

/** The city a phrase names, exactly or with a typo ("banglore"), among the known ones. */
export function cityOfPhrase(cities: Map<string, string>, phrase: string): string | undefined {
  const exact = cities.get(phrase);
  if (exact) return exact;
  const allowed = editsAllowed(phrase);
  if (!allowed || phrase.includes(' ')) return undefined;
  for (const [name, city] of cities) if (withinEdits(phrase, name, allowed)) return city;
  return undefined;
}
