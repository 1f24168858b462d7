import { weightedRating } from '../../../shared/domain/reviews';
import { variantWidthsFor } from '../modules/property/image-variants';
import { withIndexesBuiltAfter } from './bench-indexes';
import type { DataSource } from 'typeorm';
import type { Amenity, Beds, PropertyGender } from '../../../shared/domain/property';
import type { Locality, LocationService } from '../modules/location/location.service';

/**
 * The benchmark's listings: realistic rows over real localities of many Indian cities, written
 * set-based (a few big INSERT ... SELECT FROM unnest(...) statements, no per-row ORM saves), so
 * 100,000 listings take well under two minutes. Deterministic: the same seed gives the same data.
 */

/** Cities as cityOf() names them, with a weight for how many PG listings each has. */
const BENCH_CITIES: ReadonlyArray<{ city: string; weight: number; tier: 1 | 2 | 3 }> = [
  { city: 'Bengaluru', weight: 12, tier: 1 },
  { city: 'Delhi', weight: 10, tier: 1 },
  { city: 'Mumbai', weight: 9, tier: 1 },
  { city: 'Pune', weight: 8, tier: 1 },
  { city: 'Hyderabad', weight: 8, tier: 1 },
  { city: 'Chennai', weight: 7, tier: 1 },
  { city: 'Kolkata', weight: 5, tier: 2 },
  { city: 'Noida', weight: 4, tier: 1 },
  { city: 'Gurugram', weight: 4, tier: 1 },
  { city: 'Jaipur', weight: 4, tier: 2 },
  { city: 'Kota', weight: 3, tier: 3 },
  { city: 'Ahmedabad', weight: 3, tier: 2 },
  { city: 'Chandigarh', weight: 2, tier: 2 },
  { city: 'Indore', weight: 2, tier: 2 },
  { city: 'Lucknow', weight: 2, tier: 2 },
  { city: 'Bhopal', weight: 1.5, tier: 3 },
  { city: 'Coimbatore', weight: 1.5, tier: 2 },
  { city: 'Ernakulam', weight: 1.5, tier: 2 },
  { city: 'Nagpur', weight: 1, tier: 3 },
  { city: 'Visakhapatnam', weight: 1, tier: 3 },
  { city: 'Vadodara', weight: 1, tier: 3 },
  { city: 'Surat', weight: 1, tier: 3 },
  { city: 'Dehradun', weight: 1, tier: 3 },
  { city: 'Mysuru', weight: 1, tier: 3 },
  { city: 'Thiruvananthapuram', weight: 1, tier: 3 },
  { city: 'Patna', weight: 1, tier: 3 },
  { city: 'Khorda', weight: 1, tier: 3 },
  { city: 'Dakshina Kannada', weight: 1, tier: 3 },
  { city: 'Nashik', weight: 1, tier: 3 },
  { city: 'Ghaziabad', weight: 1, tier: 2 },
  { city: 'Faridabad', weight: 1, tier: 2 },
  { city: 'Kanpur', weight: 1, tier: 3 },
  { city: 'Varanasi', weight: 1, tier: 3 },
  { city: 'Prayagraj', weight: 1, tier: 3 },
  { city: 'Ranchi', weight: 1, tier: 3 },
  { city: 'Raipur', weight: 1, tier: 3 },
  { city: 'Ludhiana', weight: 1, tier: 3 },
  { city: 'Udaipur', weight: 1, tier: 3 },
  { city: 'Jodhpur', weight: 1, tier: 3 },
  { city: 'Madurai', weight: 1, tier: 3 },
];

const NAME_STEMS = [
  'Saanjh',
  'Gulmohar',
  'Sakhi',
  'Shanti',
  'Lotus',
  'Meera',
  'Green Nest',
  'Scholars',
  'Urban Den',
  'Campus Corner',
  'Pioneer',
  'Tulsi',
  'Sunrise',
  'Haven',
  'Comfort',
  'Royal',
  'Shree Balaji',
  'Sai Krupa',
  'Krishna',
  'Ganesh',
  'Lakshmi',
  'Anand',
  'Sukh Sagar',
  'Aashiyana',
  'Apna Ghar',
  'Home Away',
  'Nest & Co',
  'The Common Room',
  'Cosy Corner',
  'Silver Oak',
  'Neelkanth',
  'Vrindavan',
  'Kaveri',
  'Ganga',
  'Narmada',
  'Himalaya',
  'Sahyadri',
  'Coral',
  'Maple',
  'Banyan',
  'Peepal',
  'Ashoka',
  'Amaltas',
  'Kesar',
  'Chandan',
  'Mogra',
  'Jasmine',
  'Orchid',
  'Tranquil',
  'Serene',
  'Zen',
  'Stanza',
  'Olive',
  'Bluebell',
  'Skyline',
  'Metro',
  'Cityscape',
  'Harmony',
  'Unity',
  'Prestige',
];
const NAME_KINDS: Record<PropertyGender, string[]> = {
  female: ['Girls PG', 'Ladies PG', 'Ladies Hostel', "Women's Hostel", 'Girls Hostel', 'Girls Stay'],
  male: ['Boys PG', 'Boys Hostel', 'Gents PG', "Men's Hostel", 'Boys Stay', 'Executive PG'],
  unisex: ['Co-living', 'Residency', 'PG', 'Stays', 'Co-living Homes', 'Guest House'],
};
const LANDMARK_PATTERNS = [
  (l: string) => `Near ${l} Metro Station`,
  (l: string) => `Near ${l} Bus Stand`,
  (l: string) => `${l} Main Road`,
  (l: string) => `Opposite ${l} Market`,
  (l: string) => `Near ${l} Post Office`,
  () => 'Near City Hospital',
  () => 'Near Government College',
  () => 'Ring Road',
  () => 'Station Road',
  () => 'Near Central Park',
];
const AMENITY_POOL: Array<[Amenity, number]> = [
  ['bed', 0.97],
  ['wardrobe', 0.85],
  ['fan', 0.8],
  ['internet', 0.7],
  ['chair', 0.65],
  ['table', 0.6],
  ['food_service', 0.55],
  ['laundry', 0.4],
  ['air_conditioning', 0.35],
  ['fridge', 0.3],
  ['tv', 0.3],
  ['coolar', 0.15],
  ['balcony', 0.2],
  ['central_heating', 0.02],
  ['swimming_pool', 0.02],
];
/** The width of the bench's photos: wider than every responsive copy, as a phone photo is. */
const PHOTO_WIDTH = 1600;
const BEDS: Beds[] = ['single_bed', 'double_bed', 'triple_bed'];
const BASE_PRICE: Record<Beds, number> = { single_bed: 11000, double_bed: 7500, triple_bed: 5500 };
const TIER_FACTOR = { 1: 1.35, 2: 1, 3: 0.75 } as const;
const PARKING = ['none', 'bike', 'both', 'car'] as const;
const FURNISHING = ['furnished', 'semi_furnished', 'unfurnished'] as const;

/** mulberry32: a small, fast, seeded random source. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

interface BenchLocality extends Locality {
  tier: 1 | 2 | 3;
  landmarks: string[];
}

/**
 * A city's urban localities: its areas whose pin code starts like its lowest pin code (302xxx
 * for Jaipur, 560xxx for Bengaluru), which leaves out the district's villages.
 */
async function urbanLocalities(
  location: LocationService,
  city: string,
  tier: 1 | 2 | 3,
  random: ReturnType<typeof seeded>,
): Promise<BenchLocality[]> {
  const all = await location.localitiesOf(city);
  if (!all.length) return [];
  const lowest = all.reduce((min, l) => (l.pinCode < min ? l.pinCode : min), all[0].pinCode).slice(0, 3);
  const urban = all.filter((l) => l.pinCode.startsWith(lowest) && l.name.length <= 60);
  return (urban.length >= 10 ? urban : all).map((locality) => ({
    ...locality,
    tier,
    landmarks: [0, 1, 2].map(() => random.pick(LANDMARK_PATTERNS)(locality.name)),
  }));
}

export interface BenchSeedResult {
  /** How long each step took (ms), for the seeding's own figures. */
  phases: Record<string, number>;
  listings: number;
  owners: number;
  images: number;
  cities: number;
  localities: number;
  ms: number;
}

/** Writes `count` approved listings (plus owners and photo rows) into an empty, migrated database. */
export async function seedBenchListings(
  dataSource: DataSource,
  location: LocationService,
  count: number,
  seed = 20_260_501,
): Promise<BenchSeedResult> {
  const started = Date.now();
  const random = seeded(seed);
  const places: BenchLocality[] = [];
  let totalWeight = 0;
  const weighted: Array<{ localities: BenchLocality[]; until: number }> = [];
  for (const { city, weight, tier } of BENCH_CITIES) {
    const localities = await urbanLocalities(location, city, tier, random);
    if (!localities.length) continue;
    places.push(...localities);
    totalWeight += weight;
    weighted.push({ localities, until: totalWeight });
  }
  if (!weighted.length) throw new Error('No localities found: is the postal directory imported?');

  const ownerCount = Math.max(10, Math.round(count / 50));
  await dataSource.query(
    `INSERT INTO users (name, email, contact_number, role, password_hash)
     SELECT 'Bench Owner ' || i, 'owner' || i || '@bench.nivaas.in', (9000000000 + i)::text,
            CASE WHEN i % 33 = 0 THEN 'admin' ELSE 'owner' END, '!bench-account-cannot-sign-in'
       FROM generate_series(1, $1::int) AS i`,
    [ownerCount],
  );
  let images = 0;
  const owners: string[] = (await dataSource.query(`SELECT id FROM users WHERE email LIKE '%@bench.nivaas.in' ORDER BY email`)).map(
    (r: { id: string }) => r.id,
  );

  // Secondary indexes are built once after the load (as a bulk load is done), and chunks are
  // written on WRITERS connections at once while the next chunk's rows are made. (The
  // suggestions trigger upserts in key order, so concurrent chunks wait for each other but never
  // deadlock.)
  // The suggestions and word dictionary the listings' trigger keeps are loaded the same way.
  const phases: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    phases[name] = Date.now() - mark;
    mark = Date.now();
  };
  await withIndexesBuiltAfter(dataSource, ['properties', 'property_images', 'search_terms', 'search_phrases'], async () => {
    const chunk = 25_000;
    const writing: Array<Promise<unknown>> = [];
    for (let offset = 0; offset < count; offset += chunk) {
      const size = Math.min(chunk, count - offset);
      const rows = Array.from({ length: size }, () => listingRow(random, weighted, totalWeight, owners));
      if (writing.length >= WRITERS) await writing.shift();
      const written = insertListings(dataSource, rows);
      written.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      writing.push(written);
    }
    await Promise.all(writing);
    phase('listings');
    // Photos: most listings have 1 to 5 (rows only; the benchmark never downloads them), each
    // with its narrower copies' widths, as an upload stores them: the gateway's backfill then has
    // nothing to make (it would spend the whole run failing to read a quarter million files).
    [{ images }] = await dataSource.query(
      `WITH inserted AS (
         INSERT INTO property_images (property_id, position, large_key, large_width, large_height, thumb_key, thumb_width, thumb_height, variant_widths)
         SELECT p.id, n - 1, 'bench/photo-' || ((abs(hashtext(p.id::text)) + n) % 40) || '-large.webp', $1::int, 1200,
                'bench/photo-' || ((abs(hashtext(p.id::text)) + n) % 40) || '-thumb.webp', 640, 480, $2::int[]
           FROM properties p
           CROSS JOIN LATERAL generate_series(1, (abs(hashtext(p.id::text || 'n')) % 6)) AS n
         RETURNING 1)
       SELECT count(*)::int AS images FROM inserted`,
      [PHOTO_WIDTH, variantWidthsFor(PHOTO_WIDTH)],
    );
    phase('photos');
  });
  phase('indexes and foreign keys');
  // As autovacuum would in a while: statistics for the planner, visibility maps for index-only
  // scans, and GIN pending lists merged into their indexes.
  for (const table of ['properties', 'property_images', 'search_terms', 'search_phrases', 'listing_positions', 'users'])
    await dataSource.query(`VACUUM (ANALYZE) ${table}`);
  phase('vacuum');
  return {
    phases,
    listings: count,
    owners: owners.length,
    images,
    cities: weighted.length,
    localities: places.length,
    ms: Date.now() - started,
  };
}

type ListingRow = ReturnType<typeof listingRow>;

/** Chunks of listings written at once (one PostgreSQL backend each). */
const WRITERS = 2;

/** One chunk of listings in one statement (an array per column, unnested). */
function insertListings(dataSource: DataSource, rows: ListingRow[]): Promise<unknown> {
  const columns = Object.keys(rows[0]) as Array<keyof ListingRow>;
  return dataSource.query(
    `INSERT INTO properties (owner_id, title, description, property_type, gender, price, deposit, rooms, beds, bathrooms, parking,
       pin_code, state, district, city, locality, street_address, nearby_road, latitude, longitude, amenities, status, verified,
       attached_bathroom, preferred_tenants, furnishing, total_capacity, video_url, food_preference, meals, created_at, updated_at,
       rating_count, rating_average, rating_score)
     SELECT owner_id, title, description, property_type, gender, price, deposit, rooms, beds, bathrooms, parking,
       pin_code, state, district, city, locality, street_address, nearby_road, latitude, longitude, string_to_array(amenities, ','), 'approved', verified,
       attached_bathroom, string_to_array(preferred_tenants, ','), furnishing, total_capacity, video_url, food_preference, string_to_array(meals, ','),
       created_at, created_at, rating_count, rating_average, rating_score
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::smallint[], $9::text[], $10::smallint[],
       $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::float8[], $20::float8[],
       $21::text[], $22::boolean[], $23::boolean[], $24::text[], $25::text[], $26::smallint[], $27::text[], $28::text[], $29::text[], $30::timestamptz[],
       $31::int[], $32::numeric[], $33::float8[])
       AS t(owner_id, title, description, property_type, gender, price, deposit, rooms, beds, bathrooms, parking, pin_code, state, district, city,
            locality, street_address, nearby_road, latitude, longitude, amenities, verified, attached_bathroom, preferred_tenants, furnishing,
            total_capacity, video_url, food_preference, meals, created_at, rating_count, rating_average, rating_score)`,
    columns.map((column) => rows.map((row) => row[column])),
  );
}

/**
 * Ratings as the reviews trigger keeps them (issue 12): 6 listings in 10 rated, by 1 to 40
 * reviews averaging 2.5 to 5.0, scored by shared's weighted rating. Written with the listing: a
 * million review rows (or a second pass over every listing) would only slow the seeding.
 */
function ratingOf(random: ReturnType<typeof seeded>) {
  if (random.next() < 0.4) return { rating_count: 0, rating_average: null, rating_score: 0 };
  const count = random.int(1, 40);
  const average = Math.round(25 + random.next() * 25) / 10;
  return { rating_count: count, rating_average: average, rating_score: weightedRating(average * count, count) };
}

function listingRow(
  random: ReturnType<typeof seeded>,
  weighted: Array<{ localities: BenchLocality[]; until: number }>,
  totalWeight: number,
  owners: string[],
) {
  const roll = random.next() * totalWeight;
  const city = weighted.find((w) => roll < w.until) ?? weighted[weighted.length - 1];
  // Popular localities get more listings: square the uniform draw towards the front of the list.
  const place = city.localities[Math.floor(random.next() ** 1.6 * city.localities.length)];
  const gender: PropertyGender = random.pick(['female', 'male', 'male', 'unisex'] as const);
  const beds = random.pick(BEDS);
  const price = Math.round((BASE_PRICE[beds] * TIER_FACTOR[place.tier] * (0.6 + random.next() * 0.9)) / 100) * 100;
  const amenities = AMENITY_POOL.filter(([, share]) => random.next() < share).map(([amenity]) => amenity);
  const food = amenities.includes('food_service');
  const withLocality = random.next() < 0.4;
  const title = `${random.pick(NAME_STEMS)} ${random.pick(NAME_KINDS[gender])}${withLocality ? ` ${place.name}` : ''}`.slice(0, 150);
  const road = random.pick(place.landmarks);
  const tenants = random.next();
  const ageDays = random.next() ** 2 * 720;
  return {
    owner_id: random.pick(owners),
    title,
    description: `<p>${title} offers ${beds === 'single_bed' ? 'private rooms' : 'clean shared rooms'} in ${place.name}, ${road.toLowerCase().startsWith('near') ? road.replace(/^Near/, 'near') : `on ${road}`}. ${food ? 'Home-style meals every day.' : 'Tiffin services nearby.'}</p><p>Power backup, RO water and a resident caretaker.</p>`,
    property_type: random.next() < 0.3 ? 'hostel' : 'pg',
    gender,
    price,
    deposit: random.next() < 0.2 ? 0 : price * random.pick([1, 1, 2, 3]),
    rooms: random.int(1, 5),
    beds,
    bathrooms: random.int(1, 4),
    parking: random.pick(PARKING),
    pin_code: place.pinCode,
    state: place.stateName,
    district: place.districtName,
    city: place.city,
    locality: place.name,
    street_address: `${random.int(1, 300)}, ${random.pick(['Main Road', '2nd Cross', 'Lane 4', 'Block C', 'Sector 5', 'Phase 2'])}`,
    nearby_road: road,
    latitude: place.latitude,
    longitude: place.longitude,
    amenities: amenities.join(','),
    verified: random.next() < 0.3,
    attached_bathroom: random.next() < 0.55,
    preferred_tenants: tenants < 0.35 ? 'students' : tenants < 0.7 ? 'working_professionals' : 'students,working_professionals',
    furnishing: random.pick(FURNISHING),
    total_capacity: random.int(4, 80),
    video_url: random.next() < 0.12 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
    food_preference: food ? random.pick(['veg', 'both', 'non_veg']) : null,
    meals: food ? random.pick(['breakfast,dinner', 'breakfast,lunch,dinner', 'lunch,dinner']) : '',
    created_at: new Date(Date.now() - ageDays * 86_400_000).toISOString(),
    ...ratingOf(random),
  };
}
