import type { DataSource } from 'typeorm';
import type { Beds } from '../../../../shared/domain/property';
import { Property } from '../../modules/property/property.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { scenesFor } from './listing-photos';
import { encodeSamplePhotos } from './sample-photos';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;

/** New listings waiting in the admin review queue, and one the admin rejected with a reason. */
const WAITING = [
  {
    title: 'Shanti Kunj Girls PG',
    locality: 'Vaishali Nagar',
    pinCode: '302021',
    nearbyRoad: 'Near Amrapali Circle',
    beds: 'double_bed',
    price: 6800,
    hoursAgo: 2,
  },
  {
    title: 'Green Leaf Boys Hostel',
    locality: 'Mansarovar',
    pinCode: '302020',
    nearbyRoad: 'Near Shipra Path',
    beds: 'triple_bed',
    price: 5200,
    hoursAgo: 5,
  },
  {
    title: 'Sunrise Working Women PG',
    locality: 'Raja Park Colony',
    pinCode: '302004',
    nearbyRoad: 'Govind Marg',
    beds: 'single_bed',
    price: 9500,
    hoursAgo: 9,
  },
] as const;
const REJECTED = {
  title: 'Royal Comforts PG',
  locality: 'Malviya Nagar',
  pinCode: '302017',
  nearbyRoad: 'Near Gaurav Tower',
  beds: 'double_bed',
  price: 7200,
  hoursAgo: 20,
} as const;

type Sample = (typeof WAITING)[number] | typeof REJECTED;

const input = (sample: Sample) => ({
  propertyType: 'pg',
  gender: sample.title.includes('Boys') ? 'male' : 'female',
  price: sample.price,
  deposit: sample.price * 2,
  rooms: 4,
  beds: sample.beds as Beds,
  bathrooms: 2,
  parking: 'bike',
  pinCode: sample.pinCode,
  state: 'Rajasthan',
  district: 'Jaipur',
  locality: sample.locality,
  streetAddress: '14, Main Road',
  nearbyRoad: sample.nearbyRoad,
  title: sample.title,
  description: `<p>${sample.title} has clean rooms in ${sample.locality} with meals and Wi-Fi.</p>`,
  amenities: ['internet', 'food_service', 'fan', 'wardrobe'],
});

/**
 * The review queue in use: three new listings of sample owners waiting for an admin, and one of
 * the demo owner rejected through the service (so its reason is on My Properties, in the audit
 * log and in the Outbox as the owner's e-mail).
 */
export const reviewQueueSeed: Seeder = {
  name: 'review-queue-v1',
  async run(services: Services, dataSource: DataSource) {
    const { admin, owner: demoOwner } = await sampleAccounts(dataSource);
    const owners = await dataSource.query(
      `SELECT id FROM users WHERE role = 'owner' AND email LIKE '%@sample.nivaas.in' ORDER BY email LIMIT 3`,
    );
    if (!admin || !demoOwner || owners.length < 1) return 0;
    const properties = dataSource.getRepository(Property);
    const post = async (ownerId: string, sample: Sample, variant: number) => {
      const photos = scenesFor(sample.beds, variant)
        .slice(0, 2)
        .map((scene, i) => ({ scene, seed: 90 + variant * 3 + i, filename: `${scene}.jpg` }));
      const listing = await services.properties.createWithPhotos(
        { id: ownerId, role: 'owner' },
        input(sample),
        await encodeSamplePhotos(services.listingImages, photos),
      );
      await properties.update({ id: listing.id }, { createdAt: new Date(Date.now() - sample.hoursAgo * HOUR) });
      return listing;
    };
    for (const [i, sample] of WAITING.entries()) {
      const listing = await post(owners[i % owners.length].id, sample, i);
      // New listings go live at once (spec); these wait, as they do once reviews come first.
      await properties.update({ id: listing.id }, { status: 'pending' });
    }
    const rejected = await post(demoOwner.id, REJECTED, 3);
    await services.listingReview.reject({ id: admin.id, role: 'admin' }, rejected.id, {
      reason: 'photos_unclear',
      note: 'The photos look like a hotel room, not the PG. Please upload photos of the real rooms.',
    });
    return WAITING.length + 1;
  },
};
