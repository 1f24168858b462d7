import { listingsSeed } from '../db/seed/listings.seed';
import { reviewsSeed } from '../db/seed/reviews.seed';
import { vacantBedsSeed } from '../db/seed/vacant-beds.seed';
import { Property } from '../modules/property/property.entity';
import { PropertyImage } from '../modules/property/property-image.entity';
import { User } from '../modules/user/user.entity';
import { listingInput, signedIn } from './fixtures';
import { seededTemplate } from './seeded-template';
import { createTestApp, type TestApp } from './test-app';

/** A listing as the search tests check it: every column plus photo count, poster's role and the sum of its ratings. */
export interface KnownListing extends Property {
  photoCount: number;
  ownerRole: string;
  ratingSum: number;
}

/** A search test's app and the listings in it. */
interface SearchTestApp {
  t: TestApp;
  listings: KnownListing[];
}

/**
 * A test app on a copy of the search listings below (made once per run), for the test file that
 * calls it (at its top level): started before its tests, then `prepare` (which may add listings)
 * before the listings are read, and closed after them. Read `t` and `listings` inside tests and hooks.
 */
export function useSearchTestApp(prepare?: (t: TestApp) => Promise<void>): Readonly<SearchTestApp> {
  let t: TestApp | undefined;
  let listings: KnownListing[] | undefined;
  beforeAll(async () => {
    t = await createTestApp({}, { template: await seededTemplate('search_listings', seedSearchListings) });
    await prepare?.(t);
    listings = await knownListings(t);
  }, 120_000);
  afterAll(() => t?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The search test app is read before it started: read it inside a test or hook');
    return value;
  };
  return {
    get t() {
      return started(t);
    },
    get listings() {
      return started(listings);
    },
  };
}

/**
 * The 48 sample listings the app starts with (same as the browser journeys), plus three that
 * exercise the rest: one posted by an admin with a video and no photos, one whose landmark
 * names Malviya Nagar while it is in Jagatpura, and one pending (never found). The sample
 * reviews (two listings in three, 1 to 4 reviews each) give ratings to filter and sort by.
 */
async function seedSearchListings(t: TestApp): Promise<void> {
  await listingsSeed.run(t.services, t.dataSource);
  await vacantBedsSeed.run(t.services, t.dataSource);
  const admin = await signedIn(t, 'admin', 'Nivaas Team');
  const owner = await signedIn(t, 'owner', 'Kavita Rao');
  await t.services.properties.createWithPhotos(
    { id: admin.user.id, role: 'admin' },
    listingInput({
      title: 'Nivaas Verified Girls Hostel Mansarovar',
      locality: 'Mansarovar',
      pinCode: '302020',
      nearbyRoad: 'Near Shipra Path',
      gender: 'female',
      beds: 'single_bed',
      price: 15500,
      videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      amenities: ['air_conditioning', 'internet', 'laundry'],
    }),
    [],
  );
  await t.services.properties.createWithPhotos(
    { id: owner.user.id, role: 'owner' },
    listingInput({
      title: 'Flyover Boys PG',
      locality: 'Jagatpura',
      pinCode: '302017',
      nearbyRoad: 'Near Malviya Nagar Flyover',
      gender: 'male',
      price: 5200,
    }),
    [],
  );
  const pending = await t.services.properties.createWithPhotos(
    { id: owner.user.id, role: 'owner' },
    listingInput({ title: 'Hidden Pending Girls PG Malviya Nagar', price: 4100 }),
    [],
  );
  await t.dataSource.getRepository(Property).update({ id: pending.id }, { status: 'pending' });
  await reviewsSeed.run(t.services, t.dataSource);
}

/** Every approved listing with its photo count and owner's role. */
async function knownListings(t: TestApp): Promise<KnownListing[]> {
  const properties = await t.dataSource.getRepository(Property).find({ where: { status: 'approved' } });
  const images = await t.dataSource.getRepository(PropertyImage).find();
  const users = await t.dataSource.getRepository(User).find();
  const sums: Array<{ property_id: string; total: number }> = await t.dataSource.query(
    `SELECT property_id, sum(rating)::int AS total FROM reviews GROUP BY property_id`,
  );
  return properties.map((property) =>
    Object.assign(property, {
      ratingSum: sums.find((row) => row.property_id === property.id)?.total ?? 0,
      photoCount: images.filter((image) => image.propertyId === property.id).length,
      ownerRole: users.find((user) => user.id === property.ownerId)?.role ?? '',
    }),
  );
}

/** The ids of the listings that `keep` keeps (given each listing and all of them), sorted: what a search must find. */
export function idsKept(listings: KnownListing[], keep: (listing: KnownListing, all: KnownListing[]) => boolean): string[] {
  return listings
    .filter((listing) => keep(listing, listings))
    .map((listing) => listing.id)
    .sort();
}

/** Great-circle distance in km on earthdistance's sphere (radius 6,378,168 m). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.min(1, Math.sqrt(h)));
}
