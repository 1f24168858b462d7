import type { DataSource } from 'typeorm';
import { visitTimes, type VisitSlot } from '../../../../shared/domain/visits';
import { Review } from '../../modules/review/review.entity';
import { Visit } from '../../modules/visit/visit.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { SEED_OWNER_EMAIL } from './users.seed';

const DAY = 86_400_000;
const SLOTS: VisitSlot[] = ['morning', 'afternoon', 'evening'];

/**
 * Confirmed visits, over before they wrote, by the writers of about one sample review in three,
 * so review blocks show 'Verified visit' beside some names (and 'Enquired' where the enquiries
 * seed has a writer's e-mail). Not on the demo owner's listings, whose inbox keeps its own samples.
 */
export const reviewerVisitsSeed: Seeder = {
  name: 'reviewer-visits-v1',
  async run(_services: Services, dataSource: DataSource) {
    const reviews: Array<Pick<Review, 'propertyId' | 'authorId' | 'createdAt'> & { ownerId: string }> = await dataSource
      .getRepository(Review)
      .createQueryBuilder('review')
      .innerJoin('review.property', 'property')
      .innerJoin('property.owner', 'owner')
      .where('owner.email <> :demoOwner', { demoOwner: SEED_OWNER_EMAIL })
      .select([
        'review.propertyId AS "propertyId"',
        'review.authorId AS "authorId"',
        'review.createdAt AS "createdAt"',
        'property.ownerId AS "ownerId"',
      ])
      .orderBy('review.createdAt', 'ASC')
      .getRawMany();
    const rows = reviews
      .filter((_, i) => i % 3 === 0)
      .map((review, i) => {
        const day = new Date(new Date(review.createdAt).getTime() - (2 + (i % 5)) * DAY).toISOString().slice(0, 10);
        const slot = SLOTS[i % SLOTS.length];
        const booked = new Date(new Date(`${day}T00:00:00Z`).getTime() - 3 * DAY);
        return {
          propertyId: review.propertyId,
          ownerId: review.ownerId,
          seekerId: review.authorId,
          day,
          slot,
          ...visitTimes(day, slot),
          status: 'confirmed' as const,
          createdAt: booked,
          updatedAt: booked,
        };
      });
    if (rows.length) await dataSource.getRepository(Visit).insert(rows);
    return rows.length;
  },
};
