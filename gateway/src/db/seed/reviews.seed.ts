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

/**
 * What each writer says about their stay, by overall rating (so words and stars agree), put
 * after one of the STAYS. Every sample review gets its own pair: with a few texts each, page 1 of
 * /testimonials showed one text three times under three names (issue 33 item 13).
 */
const OPINIONS: Record<number, string[]> = {
  5: [
    'Rooms are cleaned every day, the food tastes like home and the owner fixes things the same day.',
    'Best PG I have lived in. Safe area, quiet at night, fast Wi-Fi for work from home, and the warden is very helpful.',
    'Everything was as in the photos. Hot water in the morning, a generator during power cuts and very friendly people.',
    'Felt at home from the first week. The aunty who cooks remembers what everyone likes, and the terrace is lovely in the evening.',
  ],
  4: [
    'Good value for the rent. Food is simple but fresh, rooms are clean. Water pressure on the top floor could be better.',
    'Close to the metro and the market, which saves a lot of time. Staff are polite; laundry sometimes takes two days.',
    'Comfortable beds and a clean common area. Dinner is good, breakfast is a little repetitive. Would recommend.',
    'Clean, safe and well run. The rooms get warm in May, but the owner added a cooler when we asked.',
  ],
  3: [
    'Decent place for the price. Location is great, but the Wi-Fi drops in the evenings and the rooms are a bit small.',
    'Okay for a few months. Food is average and the curfew is strict, but it is safe and the owner responds to complaints.',
    'Fine for sleeping and studying, not much more. The kitchen closes early and the common bathroom is often busy.',
    'The rent is fair and the caretaker is kind, but the road outside is noisy and the mattresses need replacing.',
  ],
  2: [
    'The room did not look like the photos and the bathroom needed repairs. The owner promised to fix it but it took weeks.',
    'The food was often cold and the rooms were not cleaned as promised. I moved out before my notice period ended.',
    'Water ran out most mornings and nobody answered the phone on weekends. The location is the only good thing.',
    'The deposit took two months to come back and the Wi-Fi never worked in my room. Not worth the rent.',
  ],
};

/** Who the writer was and how long they stayed: the first sentence of each sample review. */
const STAYS = [
  'I stayed here for six months during my internship.',
  'I moved in when I started my first job in the city.',
  'I lived here for a year while studying for my degree.',
  'I stayed three months while preparing for competitive exams.',
  'My cousin and I shared a room here for a semester.',
  'I found this place on Nivaas after a week of searching.',
  'I was here for about eight months on a work project.',
  'I stayed here in my final year of college.',
  'I moved here from Patna and stayed close to a year.',
  'I booked a visit first and moved in the following week.',
  'I lived here for two months while my company arranged a flat.',
  'I shared a room with two colleagues from my office.',
  'I stayed here through the monsoon and the winter.',
  'I came for a coaching course and stayed five months.',
  'I have been living here since the start of the year.',
  'I stayed four months after changing jobs.',
  'I chose this PG because it is close to my college.',
  'I lived here for most of my MBA.',
  'I stayed here while working night shifts, about half a year.',
  'I moved in after my earlier PG closed down.',
];

/** The text of the n-th sample review: no two alike for the first STAYS x 4 reviews (80). */
function sampleReviewText(rating: number, n: number): string {
  const opinions = OPINIONS[rating] ?? OPINIONS[4];
  return `${STAYS[n % STAYS.length]} ${opinions[Math.floor(n / STAYS.length) % opinions.length]}`;
}

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
        const reviewer = reviewers[(index * 3 + k) % reviewers.length];
        const aspect = (offset: number) => Math.min(5, Math.max(1, rating + ((index + k + offset) % 3) - 1));
        const review = await services.reviews.write({ id: reviewer.id, role: 'user' }, listing.id, {
          rating,
          food: (index + k) % 2 ? aspect(0) : null,
          cleanliness: aspect(1),
          safety: aspect(2),
          location: aspect(0),
          value: aspect(1),
          text: sampleReviewText(rating, written),
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

const reviewerEmail = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@sample.nivaas.in`;

/**
 * Gives the sample reviews of a database seeded before the texts above their own words (in the
 * order they were written, as the first seeder numbers them). A fresh database runs both.
 */
export const reviewTextsSeed: Seeder = {
  name: 'review-texts-v2',
  async run(_services: Services, dataSource: DataSource) {
    const rows: Array<{ id: string; rating: number }> = await dataSource.query(
      `SELECT r.id, r.rating FROM reviews r JOIN users u ON u.id = r.author_id WHERE u.email = ANY($1) ORDER BY r.created_at, r.id`,
      [REVIEWERS.map(reviewerEmail)],
    );
    for (const [n, row] of rows.entries()) {
      await dataSource.query('UPDATE reviews SET text = $2 WHERE id = $1', [row.id, sampleReviewText(row.rating, n)]);
    }
    return rows.length;
  },
};

async function createReviewers(dataSource: DataSource): Promise<User[]> {
  const users = dataSource.getRepository(User);
  const reviewers: User[] = [];
  for (const [index, name] of REVIEWERS.entries()) {
    const email = reviewerEmail(name);
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
