import { weightedRating } from '../../../shared/domain/reviews';
import { distanceKm, type KnownListing } from './search-fixtures';

/**
 * Every filter and mapping of the search, each with what it must keep, written from the spec
 * and design.md section 5 (not from the SQL). The REST and GraphQL tests both run all of them
 * against the same listings and expect exactly the kept set.
 */
export interface FilterCase {
  name: string;
  /** As the REST query string gives it. */
  rest: Record<string, string>;
  /** As the GraphQL SearchFilterInput gives it. */
  graphql: Record<string, unknown>;
  keep: (listing: KnownListing, all: KnownListing[]) => boolean;
}

/** In and around a locality: its listings, and those within `km` of their mean position. */
export function aroundLocality(listing: KnownListing, all: KnownListing[], locality: string, km = 5): boolean {
  if (listing.locality === locality) return true;
  return withinKmOf(
    listing,
    all.filter((l) => l.locality === locality),
    km,
  );
}

/** Near a landmark: within `km` of the mean position of the listings that name it ("Near Gaurav Tower"). */
export function aroundLandmark(listing: KnownListing, all: KnownListing[], landmark: string, km = 5): boolean {
  const naming = all.filter(
    (l) => l.nearbyRoad.toLowerCase().replace(/^(near|opp|opposite|behind|beside|next to)\.?\s+/, '') === landmark.toLowerCase(),
  );
  return withinKmOf(listing, naming, km);
}

function withinKmOf(listing: KnownListing, places: KnownListing[], km: number): boolean {
  const own = places.filter((l) => l.latitude !== null && l.longitude !== null);
  if (!own.length || listing.latitude === null || listing.longitude === null) return false;
  const centre = {
    latitude: own.reduce((sum, l) => sum + (l.latitude as number), 0) / own.length,
    longitude: own.reduce((sum, l) => sum + (l.longitude as number), 0) / own.length,
  };
  return distanceKm(centre, { latitude: listing.latitude, longitude: listing.longitude }) <= km;
}

const has = (listing: KnownListing, amenity: string) => listing.amenities.includes(amenity as never);

export const FILTER_CASES: FilterCase[] = [
  { name: 'city (any case)', rest: { city: 'jaipur' }, graphql: { city: 'JAIPUR' }, keep: (l) => l.city === 'Jaipur' },
  { name: 'city by its old name', rest: { city: 'Bangalore' }, graphql: { city: 'bangalore' }, keep: (l) => l.city === 'Bengaluru' },
  {
    name: 'location: in and around the locality (5 km)',
    rest: { location: 'malviya nagar' },
    graphql: { location: 'Malviya Nagar' },
    keep: (l, all) => aroundLocality(l, all, 'Malviya Nagar'),
  },
  {
    name: 'location with another radius',
    rest: { location: 'Durgapura', radius: '1' },
    graphql: { location: 'Durgapura', radius: 1 },
    keep: (l, all) => aroundLocality(l, all, 'Durgapura', 1),
  },
  {
    name: 'location: a landmark, within 5 km of the listings that name it',
    rest: { location: 'Gaurav Tower' },
    graphql: { location: 'gaurav tower' },
    keep: (l, all) => aroundLandmark(l, all, 'gaurav tower'),
  },
  {
    name: 'location ignores spaces',
    rest: { location: 'HSRLayout', city: 'Bengaluru' },
    graphql: { location: 'hsr-layout', city: 'Bengaluru' },
    keep: (l, all) => l.city === 'Bengaluru' && aroundLocality(l, all, 'HSR Layout'),
  },
  {
    name: 'hostelType boys_hostel: male or unisex',
    rest: { hostelType: 'boys_hostel' },
    graphql: { hostelType: 'boys_hostel' },
    keep: (l) => l.gender === 'male' || l.gender === 'unisex',
  },
  {
    name: 'hostelType label "Girls Hostel": female or unisex',
    rest: { hostelType: 'Girls Hostel' },
    graphql: { hostelType: 'girls_hostel' },
    keep: (l) => l.gender === 'female' || l.gender === 'unisex',
  },
  {
    name: 'hostelType co_living: unisex only',
    rest: { hostelType: 'co_living' },
    graphql: { hostelType: 'co_living' },
    keep: (l) => l.gender === 'unisex',
  },
  {
    name: 'foodPreference veg: veg kitchens',
    rest: { foodPreference: 'veg' },
    graphql: { foodPreference: 'veg' },
    keep: (l) => l.foodPreference === 'veg',
  },
  {
    name: 'foodPreference non_veg: kitchens serving non-veg',
    rest: { foodPreference: 'non-veg' },
    graphql: { foodPreference: 'non_veg' },
    keep: (l) => l.foodPreference === 'non_veg' || l.foodPreference === 'both',
  },
  { name: 'foodPreference any filters nothing', rest: { foodPreference: 'any' }, graphql: { foodPreference: 'any' }, keep: () => true },
  {
    name: 'lat/lng with radius but no nearMe: within the radius of the point',
    rest: { lat: '26.85', lng: '75.8', radius: '4' },
    graphql: { lat: 26.85, lng: 75.8, radius: 4 },
    keep: (l) =>
      l.latitude !== null &&
      l.longitude !== null &&
      distanceKm({ latitude: 26.85, longitude: 75.8 }, { latitude: l.latitude, longitude: l.longitude }) <= 4,
  },
  {
    name: 'sharingType single',
    rest: { sharingType: 'single' },
    graphql: { sharingType: ['single'] },
    keep: (l) => l.beds === 'single_bed',
  },
  {
    name: 'sharingType double,triple (either)',
    rest: { sharingType: 'double,triple' },
    graphql: { sharingType: ['double', 'triple'] },
    keep: (l) => l.beds === 'double_bed' || l.beds === 'triple_bed',
  },
  { name: 'priceMin', rest: { priceMin: '9000' }, graphql: { priceMin: 9000 }, keep: (l) => l.price >= 9000 },
  { name: 'priceMax', rest: { priceMax: '7000' }, graphql: { priceMax: 7000 }, keep: (l) => l.price <= 7000 },
  {
    name: 'price range',
    rest: { priceMin: '6000', priceMax: '9000' },
    graphql: { priceMin: 6000, priceMax: 9000 },
    keep: (l) => l.price >= 6000 && l.price <= 9000,
  },
  { name: 'amenities wifi -> internet', rest: { amenities: 'wifi' }, graphql: { amenities: ['wifi'] }, keep: (l) => has(l, 'internet') },
  {
    name: 'amenities ac -> air_conditioning',
    rest: { amenities: 'ac' },
    graphql: { amenities: ['ac'] },
    keep: (l) => has(l, 'air_conditioning'),
  },
  {
    name: 'amenities meals -> food_service',
    rest: { amenities: 'meals' },
    graphql: { amenities: ['meals'] },
    keep: (l) => has(l, 'food_service'),
  },
  { name: 'amenities laundry', rest: { amenities: 'laundry' }, graphql: { amenities: ['laundry'] }, keep: (l) => has(l, 'laundry') },
  {
    name: 'amenities parking -> parking other than none',
    rest: { amenities: 'parking' },
    graphql: { amenities: ['parking'] },
    keep: (l) => l.parking !== 'none',
  },
  {
    name: 'amenities wifi,meals (all of them)',
    rest: { amenities: 'wifi,meals' },
    graphql: { amenities: ['wifi', 'meals'] },
    keep: (l) => has(l, 'internet') && has(l, 'food_service'),
  },
  {
    name: 'tenants students',
    rest: { tenants: 'students' },
    graphql: { tenants: ['students'] },
    keep: (l) => l.preferredTenants.includes('students'),
  },
  { name: 'attachedBathroom', rest: { attachedBathroom: 'true' }, graphql: { attachedBathroom: true }, keep: (l) => l.attachedBathroom },
  { name: 'verified', rest: { verified: 'true' }, graphql: { verified: true }, keep: (l) => l.verified },
  // 'Rating 4+': the average as cards show it (one decimal) is 4.0 or more; unrated listings never.
  {
    name: 'minRating 4 (Rating 4+)',
    rest: { minRating: '4' },
    graphql: { minRating: 4 },
    keep: (l) => l.ratingCount > 0 && Math.round((l.ratingSum / l.ratingCount) * 10) / 10 >= 4,
  },
  {
    name: 'Rating 4+ and verified in a city',
    rest: { minRating: '4', verified: 'true', city: 'Jaipur' },
    graphql: { minRating: 4, verified: true, city: 'Jaipur' },
    keep: (l) => l.city === 'Jaipur' && l.verified && l.ratingCount > 0 && Math.round((l.ratingSum / l.ratingCount) * 10) / 10 >= 4,
  },
  // 'Only with beds free': the owner says at least one bed is free now; Full (0) and not stated (null) never.
  { name: 'bedsFree (Only with beds free)', rest: { bedsFree: 'true' }, graphql: { bedsFree: true }, keep: (l) => (l.vacantBeds ?? 0) > 0 },
  {
    name: 'Only with beds free, for girls, in a city',
    rest: { bedsFree: 'true', hostelType: 'girls_hostel', city: 'Jaipur' },
    graphql: { bedsFree: true, hostelType: 'girls_hostel', city: 'Jaipur' },
    keep: (l) => (l.vacantBeds ?? 0) > 0 && l.gender !== 'male' && l.city === 'Jaipur',
  },
  { name: 'bedsFree false filters nothing', rest: { bedsFree: 'false' }, graphql: { bedsFree: false }, keep: () => true },
  { name: 'furnished', rest: { furnished: 'true' }, graphql: { furnished: true }, keep: (l) => l.furnishing === 'furnished' },
  { name: 'withPhotos', rest: { withPhotos: 'true' }, graphql: { withPhotos: true }, keep: (l) => l.photoCount > 0 },
  { name: 'withVideos', rest: { withVideos: 'true' }, graphql: { withVideos: true }, keep: (l) => Boolean(l.videoUrl) },
  { name: 'postedBy owner', rest: { postedBy: 'owner' }, graphql: { postedBy: 'owner' }, keep: (l) => l.ownerRole === 'owner' },
  {
    name: 'false switches filter nothing',
    rest: { verified: 'false', withPhotos: 'false', nearMe: 'false' },
    graphql: { verified: false, withPhotos: false, nearMe: false },
    keep: () => true,
  },
  {
    name: 'empty values are ignored',
    rest: {
      q: '',
      city: '',
      location: '',
      hostelType: '',
      sharingType: '',
      priceMin: '',
      priceMax: '',
      amenities: '',
      lat: '',
      lng: '',
      sort: '',
    },
    graphql: { q: null, city: '', hostelType: null, sharingType: [], amenities: null, priceMin: null, priceMax: null, lat: null },
    keep: () => true,
  },
  {
    name: 'everything at once',
    rest: { city: 'Jaipur', hostelType: 'girls_hostel', sharingType: 'single,double', priceMax: '12000', amenities: 'wifi' },
    graphql: { city: 'Jaipur', hostelType: 'girls_hostel', sharingType: ['single', 'double'], priceMax: 12000, amenities: ['wifi'] },
    keep: (l) => l.city === 'Jaipur' && l.gender !== 'male' && l.beds !== 'triple_bed' && l.price <= 12000 && has(l, 'internet'),
  },
];

/** 'Top rated': the weighted rating of shared/domain/reviews.ts, highest first, then newest (unrated last). */
const byTopRated = (a: KnownListing, b: KnownListing) =>
  weightedRating(b.ratingSum, b.ratingCount) - weightedRating(a.ratingSum, a.ratingCount) ||
  b.createdAt.getTime() - a.createdAt.getTime() ||
  (a.id < b.id ? -1 : 1);

/** Sorts: each keeps what `keep` keeps, in the order `order` says. Both APIs run them all. */
export interface SortCase {
  name: string;
  rest: Record<string, string>;
  graphql: { filter: Record<string, unknown>; sort: string };
  keep: (listing: KnownListing) => boolean;
  order: (a: KnownListing, b: KnownListing) => number;
}

export const SORT_CASES: SortCase[] = [
  {
    name: 'top_rated over every listing',
    rest: { sort: 'top_rated' },
    graphql: { filter: {}, sort: 'top_rated' },
    keep: () => true,
    order: byTopRated,
  },
  {
    name: 'top_rated in a city',
    rest: { sort: 'top_rated', city: 'Jaipur' },
    graphql: { filter: { city: 'Jaipur' }, sort: 'top_rated' },
    keep: (l) => l.city === 'Jaipur',
    order: byTopRated,
  },
  {
    name: 'top_rated with Rating 4+ in a city',
    rest: { sort: 'top_rated', city: 'Jaipur', minRating: '4' },
    graphql: { filter: { city: 'Jaipur', minRating: 4 }, sort: 'top_rated' },
    keep: (l) => l.city === 'Jaipur' && l.ratingCount > 0 && Math.round((l.ratingSum / l.ratingCount) * 10) / 10 >= 4,
    order: byTopRated,
  },
];

/** Bad input: each answers 400 / BAD_USER_INPUT with a message naming the field. */
/** `graphqlMessage`: where GraphQL's schema refuses the value first (a closed set is an enum there). */
export const BAD_INPUT_CASES: Array<{
  rest: Record<string, string> | null;
  graphql: { filter?: Record<string, unknown>; page?: number; limit?: number; sort?: string } | null;
  field: string;
  message: RegExp;
  graphqlMessage?: RegExp;
}> = [
  {
    rest: { priceMin: '9000', priceMax: '5000' },
    graphql: { filter: { priceMin: 9000, priceMax: 5000 } },
    field: 'priceMax',
    message: /priceMax must not be less than priceMin/,
  },
  { rest: { priceMin: '-1' }, graphql: { filter: { priceMin: -1 } }, field: 'priceMin', message: /priceMin must be a whole number/ },
  {
    rest: { priceMax: 'lots' },
    graphql: { filter: { priceMax: 20_00_000 } },
    field: 'priceMax',
    message: /priceMax must be a whole number/,
  },
  { rest: { limit: '101' }, graphql: { limit: 101 }, field: 'limit', message: /limit must be a whole number from 1 to 100/ },
  { rest: { page: '0' }, graphql: { page: 0 }, field: 'page', message: /page must be a whole number of 1 or more/ },
  // Past the furthest page the rows to skip would overflow the database's integer (a 500 before).
  {
    rest: { page: '21474838', limit: '100' },
    graphql: { page: 21474838, limit: 100 },
    field: 'page',
    message: /page must be at most 21474837/,
  },
  { rest: { lat: '26.9' }, graphql: { filter: { lat: 26.9 } }, field: 'lng', message: /lng is required when lat is given/ },
  { rest: { lng: '75.8' }, graphql: { filter: { lng: 75.8 } }, field: 'lat', message: /lat is required when lng is given/ },
  {
    rest: { lat: '95', lng: '75' },
    graphql: { filter: { lat: 95, lng: 75 } },
    field: 'lat',
    message: /lat must be a number from -90 to 90/,
  },
  { rest: { nearMe: 'true' }, graphql: { filter: { nearMe: true } }, field: 'lat', message: /nearMe needs lat and lng/ },
  { rest: { nearMe: 'maybe' }, graphql: null, field: 'nearMe', message: /nearMe must be true or false/ },
  { rest: { radius: '3' }, graphql: { filter: { radius: 3 } }, field: 'radius', message: /radius needs lat and lng, or a location/ },
  { rest: { foodPreference: 'vegan' }, graphql: null, field: 'foodPreference', message: /foodPreference must be any, veg, non_veg/ },
  { rest: { verified: 'yes please' }, graphql: null, field: 'verified', message: /verified must be true or false/ },
  {
    rest: { amenities: 'wifi,pool' },
    graphql: { filter: { amenities: ['pool'] } },
    field: 'amenities',
    message: /amenities must be wifi, ac, laundry, meals or parking/,
    graphqlMessage: /Value "pool" does not exist in "AmenityFilter" enum/,
  },
  {
    rest: { hostelType: 'coed' },
    graphql: { filter: { hostelType: 'coed' } },
    field: 'hostelType',
    message: /hostelType must be boys_hostel, girls_hostel, co_living/,
    graphqlMessage: /Value "coed" does not exist in "HostelType" enum/,
  },
  {
    rest: { sharingType: 'quad' },
    graphql: { filter: { sharingType: ['quad'] } },
    field: 'sharingType',
    message: /sharingType must be single, double or triple/,
    graphqlMessage: /Value "quad" does not exist in "SharingType" enum/,
  },
  {
    rest: { sort: 'cheapest' },
    graphql: { sort: 'cheapest' },
    field: 'sort',
    message: /sort must be one of relevance, price_asc, price_desc, newest, distance, top_rated/,
    graphqlMessage: /Value "cheapest" does not exist in "SearchSort" enum/,
  },
  { rest: { minRating: '3' }, graphql: { filter: { minRating: 5 } }, field: 'minRating', message: /minRating must be 4 \(Rating 4\+\)/ },
  { rest: { sort: 'distance' }, graphql: { sort: 'distance' }, field: 'sort', message: /sort=distance needs lat and lng/ },
  {
    rest: { radius: '500', nearMe: 'true', lat: '26.9', lng: '75.8' },
    graphql: { filter: { radius: 0.1, nearMe: true, lat: 26.9, lng: 75.8 } },
    field: 'radius',
    message: /radius must be a number of kilometres from 0.5 to 50/,
  },
  {
    rest: { excludeIds: 'not-an-id' },
    graphql: { filter: { excludeIds: ['not-an-id'] } },
    field: 'excludeIds',
    message: /excludeIds must be listing ids/,
  },
  { rest: { q: 'x'.repeat(101) }, graphql: { filter: { q: 'x'.repeat(101) } }, field: 'q', message: /q must be at most 100 characters/ },
];
