import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Amenity, Beds, PropertyGender } from '../../../../shared/domain/property';
import { hashPassword } from '../../modules/auth/password';
import type { EncodedImage } from '../../modules/property/listing-images';
import { Property } from '../../modules/property/property.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { scenesFor, type Scene } from './listing-photos';
import { encodeSamplePhotos } from './sample-photos';
import { sampleAccounts } from './sample-accounts';

const DAY = 24 * 3600 * 1000;

/** Sample owners. They sign in only after a password reset: their passwords are random. */
const OWNERS = [
  { name: 'Mahesh Gupta', email: 'mahesh.gupta@sample.nivaas.in' },
  { name: 'Sunita Agarwal', email: 'sunita.agarwal@sample.nivaas.in' },
  { name: 'Imran Qureshi', email: 'imran.qureshi@sample.nivaas.in' },
  { name: 'Lakshmi Narayanan', email: 'lakshmi.n@sample.nivaas.in' },
  { name: 'Venkat Reddy', email: 'venkat.reddy@sample.nivaas.in' },
  { name: 'Priya Menon', email: 'priya.menon@sample.nivaas.in' },
];

interface Place {
  state: string;
  district: string;
  locality: string;
  pinCode: string;
  roads: string[];
}

const JAIPUR = (locality: string, pinCode: string, ...roads: string[]): Place => ({
  state: 'Rajasthan',
  district: 'Jaipur',
  locality,
  pinCode,
  roads,
});
const BENGALURU = (locality: string, pinCode: string, ...roads: string[]): Place => ({
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  locality,
  pinCode,
  roads,
});
const CHENNAI = (locality: string, pinCode: string, ...roads: string[]): Place => ({
  state: 'Tamil Nadu',
  district: 'Chennai',
  locality,
  pinCode,
  roads,
});
const HYDERABAD = (locality: string, pinCode: string, ...roads: string[]): Place => ({
  state: 'Telangana',
  district: 'Hyderabad',
  locality,
  pinCode,
  roads,
});

/** Localities people actually look for, with real pin codes and landmarks. */
const PLACES: Place[] = [
  JAIPUR('Malviya Nagar', '302017', 'Near Gaurav Tower', 'Near Malviya Nagar Metro', 'Opposite World Trade Park'),
  JAIPUR('Vaishali Nagar', '302021', 'Near Amrapali Circle', 'Queens Road', 'Near Nursery Circle'),
  JAIPUR('Mansarovar', '302020', 'Near Shipra Path', 'Near VT Road', 'Near Mansarovar Metro Station'),
  JAIPUR('Jagatpura', '302017', 'Near Akshaya Patra Temple', 'Near JECRC University', 'Jagatpura Road'),
  JAIPUR('Raja Park Colony', '302004', 'Near Raja Park Gurudwara', 'Govind Marg'),
  JAIPUR('Jawahar Nagar', '302004', 'Near Jawahar Circle', 'Near C Scheme'),
  JAIPUR('Barkat Nagar', '302015', 'Tonk Road', 'Near Gandhi Nagar Station'),
  JAIPUR('Bani Park', '302016', 'Near Collectorate Circle', 'Near Jaipur Junction'),
  JAIPUR('Pratap Nagar Housing Board', '302033', 'Near Haldighati Gate', 'Near Kumbha Marg'),
  JAIPUR('Gopalpura', '303006', 'Gopalpura Bypass', 'Near Triveni Nagar'),
  JAIPUR('Durgapura', '302018', 'Tonk Road', 'Near Durgapura Station'),
  JAIPUR('Sitapura Industrial Area', '302022', 'Near Sitapura Industrial Area', 'Near Chokhi Dhani'),
  BENGALURU('Koramangala', '560034', 'Near Forum Mall', '80 Feet Road'),
  BENGALURU('HSR Layout', '560102', 'Near Agara Lake', '27th Main Road'),
  BENGALURU('Indiranagar', '560038', 'Near 100 Feet Road', 'Near Indiranagar Metro'),
  BENGALURU('Whitefield', '560066', 'Near ITPL', 'Near Phoenix Marketcity'),
  CHENNAI('Velacheri', '600042', 'Near Phoenix Marketcity', 'Velachery Main Road'),
  CHENNAI('Adyar', '600020', 'Near IIT Madras Gate', 'Gandhi Nagar'),
  CHENNAI('Anna Nagar', '600040', 'Near Anna Nagar Tower Park', '2nd Avenue'),
  HYDERABAD('Madhapur', '500081', 'Near Hitech City Metro', 'Near Inorbit Mall'),
  HYDERABAD('Himayathnagar', '500029', 'Near Liberty Junction', 'Near Himayatnagar Main Road'),
  HYDERABAD('Srinagar Colony', '500073', 'Near Ameerpet Metro', 'Near Sri Nagar Colony Road'),
];

const NAMES = {
  female: [
    'Saanjh Girls PG',
    'Gulmohar Ladies Hostel',
    'Sakhi Girls PG',
    'Shanti Niwas for Women',
    'Lotus Ladies PG',
    'Meera Girls Hostel',
  ],
  male: [
    'Green Nest Boys PG',
    'Scholars Boys Hostel',
    'Urban Den Boys PG',
    'Campus Corner Boys Hostel',
    'Highway Boys PG',
    'Pioneer Boys Hostel',
  ],
  unisex: [
    'Nest & Co Co-living',
    'The Common Room Co-living',
    'Haven Stay PG',
    'Tulsi Residency PG',
    'Cosy Corner Co-living',
    'Sunrise Residency',
  ],
};

const RULES = [
  'Visitors allowed in the common area till 8 pm',
  'Last entry 22:30',
  'No smoking or alcohol on the premises',
  'Keep noise low after 11 pm',
  'One month notice before moving out',
];
const INCLUSIONS = ['Electricity', 'Water', 'Housekeeping', 'Wi-Fi', 'Meals', 'Laundry', 'Maintenance'];
const AMENITY_SETS: Amenity[][] = [
  ['bed', 'chair', 'table', 'wardrobe', 'fan', 'internet', 'food_service'],
  ['bed', 'wardrobe', 'fan', 'air_conditioning', 'internet', 'food_service', 'laundry', 'fridge'],
  ['bed', 'chair', 'table', 'wardrobe', 'coolar', 'internet', 'tv'],
  ['bed', 'wardrobe', 'fan', 'balcony', 'internet', 'laundry', 'fridge', 'tv'],
  ['bed', 'chair', 'table', 'wardrobe', 'air_conditioning', 'internet', 'food_service', 'laundry', 'swimming_pool'],
  ['bed', 'wardrobe', 'fan', 'food_service'],
];

/** A small deterministic random source, so every fresh database gets the same sample data. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

/** Who each sample listing prefers, in turn. */
const TENANTS_BY_TURN: Array<Array<'students' | 'working_professionals'>> = [
  ['students'],
  ['working_professionals'],
  ['students', 'working_professionals'],
];

/** A sample listing's kitchen: none, or veg and non-veg in turn with their meals. */
function sampleFood(
  food: boolean,
  index: number,
): { foodPreference: 'veg' | 'both' | null; meals: Array<'breakfast' | 'lunch' | 'dinner'> } {
  if (!food) return { foodPreference: null, meals: [] };
  return index % 2
    ? { foodPreference: 'veg', meals: ['breakfast', 'dinner'] }
    : { foodPreference: 'both', meals: ['breakfast', 'lunch', 'dinner'] };
}

/** A sample listing's description, as an owner would write it. */
function sampleDescription(
  {
    name,
    bedKind,
    locality,
    road,
    food,
    amenities,
    index,
  }: { name: string; bedKind: Beds; locality: string; road: string; food: boolean; amenities: readonly string[]; index: number },
  random: ReturnType<typeof sequence>,
): string {
  const rooms = bedKind === 'single_bed' ? 'private rooms' : 'clean shared rooms';
  const where = road.startsWith('Near ') ? road.replace(/^Near /, 'near ') : `on ${road}`;
  const meals = food ? 'Home-style meals are cooked fresh every day.' : 'Several eateries and tiffin services are a short walk away.';
  const wifi = amenities.includes('internet') ? 'fast Wi-Fi, ' : '';
  const tenants = index % 2 ? 'working professionals' : 'students';
  return `<p>${name} offers ${rooms} in ${locality}, ${where}. ${meals}</p><p>The house has ${wifi}power backup and a resident caretaker. It suits ${tenants} who want a calm place close to ${random.pick(['colleges', 'offices', 'the metro', 'markets'])}.</p><ul><li>Rooms cleaned daily</li><li>Drinking water with RO purifier</li><li>CCTV at the entrance</li></ul>`;
}

/** The sample listings: 48 across 22 localities, every combination of gender, sharing and food. */
export function sampleListings() {
  const random = sequence(42);
  const genders: PropertyGender[] = ['female', 'male', 'unisex'];
  const beds: Beds[] = ['single_bed', 'double_bed', 'triple_bed'];
  return Array.from({ length: 48 }, (_, index) => {
    const place = PLACES[index % PLACES.length];
    const gender = genders[index % 3];
    const bedKind = beds[Math.floor(index / 3) % 3];
    const southern = place.state !== 'Rajasthan';
    const base = { single_bed: 9000, double_bed: 6500, triple_bed: 4800 }[bedKind] * (southern ? 1.45 : 1);
    const price = Math.round((base + random.next() * 3000) / 100) * 100;
    const amenities = AMENITY_SETS[index % AMENITY_SETS.length];
    const food = amenities.includes('food_service');
    const name = `${NAMES[gender][index % NAMES[gender].length]}${index >= 18 ? ` ${place.locality}` : ''}`;
    const road = place.roads[index % place.roads.length];
    return {
      listing: {
        propertyType: index % 4 === 1 ? 'hostel' : 'pg',
        gender,
        price,
        deposit: index % 5 === 0 ? 0 : price * (index % 3 === 0 ? 2 : 1),
        rooms: 1 + (index % 5),
        beds: bedKind,
        bathrooms: 1 + (index % 3),
        parking: (['bike', 'both', 'none', 'car'] as const)[index % 4],
        pinCode: place.pinCode,
        state: place.state,
        district: place.district,
        locality: place.locality,
        streetAddress: `${10 + ((index * 7) % 180)}, ${random.pick(['Sector 2', 'Main Road', 'Lane 4', 'Block C', '2nd Cross', 'Phase 1'])}`,
        nearbyRoad: road,
        title: name,
        description: sampleDescription({ name, bedKind, locality: place.locality, road, food, amenities, index }, random),
        amenities,
        attachedBathroom: index % 3 !== 2,
        preferredTenants: TENANTS_BY_TURN[index % 3],
        furnishing: (['furnished', 'semi_furnished', 'furnished', 'unfurnished'] as const)[index % 4],
        totalCapacity: 6 + ((index * 5) % 40),
        availableFrom: index % 4 === 0 ? null : new Date(Date.now() + (index % 20) * DAY).toISOString().slice(0, 10),
        videoUrl: null,
        ...sampleFood(food, index),
        priceInclusions: INCLUSIONS.filter((_, i) => (index + i) % 2 === 0).slice(0, 4),
        houseRules: RULES.filter((_, i) => (index + i) % 3 !== 0),
      },
      ownerIndex: index,
      daysAgo: Math.round(index * 1.7 + random.next() * 2),
      verified: index % 3 === 0,
      variant: index,
    };
  });
}

export const listingsSeed: Seeder = {
  name: 'listings-v1',
  async run(services: Services, dataSource: DataSource) {
    const owners = await createOwners(dataSource);
    // Sample listings marked verified get a real verification record, by the sample admin.
    const { admin } = await sampleAccounts(dataSource);
    const photos = await photoPool(services);
    const properties = dataSource.getRepository(Property);
    const samples = sampleListings();
    for (const sample of samples) {
      const owner = owners[sample.ownerIndex % owners.length];
      const scenes = scenesFor(sample.listing.beds, sample.variant);
      const gallery = scenes.map((scene, i) => photos[scene][(sample.variant + i) % photos[scene].length]);
      const created = await services.properties.createWithPhotos({ id: owner.id, role: 'owner' }, sample.listing, gallery);
      await properties.update({ id: created.id }, { createdAt: new Date(Date.now() - sample.daysAgo * DAY - sample.variant * 3600_000) });
      if (sample.verified && admin) {
        const checklist = {
          photosMatch: true,
          ownerIdentitySeen: true,
          addressConfirmed: true,
          note: 'Visited with the owner; Aadhaar seen; rooms as photographed.',
        };
        await services.verification.verify({ id: admin.id, role: 'admin' }, created.id, checklist);
      }
    }
    return samples.length;
  },
};

/** The sample owners, led by the demo owner account (README) when the accounts seed made it. */
async function createOwners(dataSource: DataSource): Promise<User[]> {
  const users = dataSource.getRepository(User);
  const { owner: demoOwner } = await sampleAccounts(dataSource);
  const owners: User[] = demoOwner ? [demoOwner] : [];
  for (const owner of OWNERS) {
    const existing = await users.findOneBy({ email: owner.email });
    owners.push(
      existing ??
        (await users.save(
          users.create({
            ...owner,
            contactNumber: '9' + String(100000000 + owners.length * 7919).slice(0, 9),
            role: 'owner',
            passwordHash: await hashPassword(randomBytes(24).toString('base64')),
          }),
        )),
    );
  }
  return owners;
}

/** Three drawings of each scene, encoded once and reused (every listing still gets its own files). */
async function photoPool(services: Services): Promise<Record<Scene, EncodedImage[]>> {
  const scenes: Scene[] = ['bedroom', 'twin', 'triple', 'study', 'dining', 'bathroom', 'building'];
  const pool = {} as Record<Scene, EncodedImage[]>;
  for (const [sceneIndex, scene] of scenes.entries()) {
    pool[scene] = await encodeSamplePhotos(
      services.listingImages,
      [0, 1, 2].map((variant) => ({ scene, seed: sceneIndex * 10 + variant + 1, filename: `${scene}-${variant}.jpg` })),
    );
  }
  return pool;
}
