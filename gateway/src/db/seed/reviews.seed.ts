import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../modules/auth/password';
import { Property } from '../../modules/property/property.entity';
import { Review } from '../../modules/review/review.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

const DAY = 86_400_000;

/** Sample seekers who wrote the sample reviews (they cannot sign in: their passwords are random). */
const REVIEWERS = [
  'Ananya Iyer',
  'Karan Mehta',
  'Sneha Kulkarni',
  'Arjun Nair',
  'Pooja Bansal',
  'Vikram Singh',
  'Divya Rao',
  'Rahul Joshi',
  'Fatima Shaikh',
  'Nikhil Das',
];

/** Texts by overall rating, so that words and stars agree. */
const TEXTS: Record<number, string[]> = {
  5: [
    'Stayed here for my whole internship. Rooms are cleaned every day, the food tastes like home and the owner fixes things the same day.',
    'Best PG I have lived in. Safe area, quiet at night, fast Wi-Fi for work from home, and the warden is very helpful.',
  ],
  4: [
    'Good value for the rent. Food is simple but fresh, rooms are clean. Water pressure on the top floor could be better.',
    'Close to the metro and the market, which saves a lot of time. Staff are polite; laundry sometimes takes two days.',
    'Comfortable beds and a clean common area. Dinner is good, breakfast is a little repetitive. Would recommend.',
  ],
  3: [
    'Decent place for the price. Location is great, but the Wi-Fi drops in the evenings and the rooms are a bit small.',
    'Okay for a few months. Food is average and the curfew is strict, but it is safe and the owner responds to complaints.',
  ],
  2: ['The room did not look like the photos and the bathroom needed repairs. The owner promised to fix it but it took weeks.'],
};

const REPLIES = [
  'Thank you for staying with us! Glad the food felt like home.',
  'Thanks for the feedback. We have added a pressure pump on the top floor since then.',
  'Sorry about this. The bathroom has been renovated; we hope you will visit again.',
];

/** 5, 4, 4, 3, 5, 4, 2, ... : mostly good, some middling, a few poor, as real reviews run. */
const RATING_CYCLE = [5, 4, 4, 3, 5, 4, 2, 4, 5, 3, 4];

/** Sample reviews for about two listings in three (the rest keep "No reviews yet"), some with replies. */
export const reviewsSeed: Seeder = {
  name: 'reviews-v1',
  async run(services: Services, dataSource: DataSource) {
    const reviewers = await createReviewers(dataSource);
    const listings = await dataSource
      .getRepository(Property)
      .find({ where: { status: 'approved' }, order: { createdAt: 'ASC' }, select: { id: true, ownerId: true } });
    const reviews = dataSource.getRepository(Review);
    let written = 0;
    for (const [index, listing] of listings.entries()) {
      if (index % 3 === 2) continue;
      const count = 1 + (index % 4);
      for (let k = 0; k < count; k++) {
        const rating = RATING_CYCLE[(index + k * 3) % RATING_CYCLE.length];
        const texts = TEXTS[rating] ?? TEXTS[4];
        const reviewer = reviewers[(index * 3 + k) % reviewers.length];
        const aspect = (offset: number) => Math.min(5, Math.max(1, rating + ((index + k + offset) % 3) - 1));
        const review = await services.reviews.write({ id: reviewer.id, role: 'user' }, listing.id, {
          rating,
          food: (index + k) % 2 ? aspect(0) : null,
          cleanliness: aspect(1),
          safety: aspect(2),
          location: aspect(0),
          value: aspect(1),
          text: texts[(index + k) % texts.length],
        });
        const createdAt = new Date(Date.now() - (3 + ((index * 7 + k * 11) % 80)) * DAY);
        const reply = rating <= 3 || k === 0 ? REPLIES[(index + k) % REPLIES.length] : null;
        await reviews.update(
          { id: review.id },
          {
            createdAt,
            updatedAt: createdAt,
            ...(reply && index % 2 === 0 ? { ownerReply: reply, ownerRepliedAt: new Date(createdAt.getTime() + 2 * DAY) } : {}),
          },
        );
        written++;
      }
    }
    return written;
  },
};

async function createReviewers(dataSource: DataSource): Promise<User[]> {
  const users = dataSource.getRepository(User);
  const reviewers: User[] = [];
  for (const [index, name] of REVIEWERS.entries()) {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@sample.nivaas.in`;
    reviewers.push(
      (await users.findOneBy({ email })) ??
        (await users.save(
          users.create({
            name,
            email,
            contactNumber: `98${String(10000000 + index * 104729).slice(0, 8)}`,
            role: 'user',
            passwordHash: await hashPassword(randomBytes(24).toString('base64')),
          }),
        )),
    );
  }
  return reviewers;
}
