import { Like, type DataSource } from 'typeorm';
import { Property } from '../../modules/property/property.entity';
import { Report } from '../../modules/report/report.entity';
import { Review } from '../../modules/review/review.entity';
import { User } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';
import { sampleAccounts } from './sample-accounts';

const HOUR = 3_600_000;

/**
 * Reports in the admin's queue: open ones of two listings and two reviews (one listing reported
 * twice), and one already dismissed with a note, so the queue and its filters show use.
 * Made through the services, so they follow the same rules as real ones.
 */
export const reportsSeed: Seeder = {
  name: 'reports-v1',
  async run(services: Services, dataSource: DataSource) {
    const [{ admin, owner, seeker }, reviewers] = await Promise.all([
      sampleAccounts(dataSource),
      dataSource.getRepository(User).find({ where: { email: Like('%@sample.nivaas.in'), role: 'user' }, order: { email: 'ASC' }, take: 2 }),
    ]);
    const listings = await dataSource.getRepository(Property).find({ where: { status: 'approved' }, order: { createdAt: 'ASC' }, take: 3 });
    // The lowest-rated reviews: the ones an owner or a reader would question. None is by the reporters below.
    const reviews = await dataSource
      .getRepository(Review)
      .find({ where: { state: 'visible' }, order: { rating: 'ASC', createdAt: 'ASC' }, take: 2 });
    if (!admin || !owner || !seeker || reviewers.length < 2 || listings.length < 3 || reviews.length < 2) return 0;
    const as = (user: User) => ({ id: user.id, role: user.role });

    const made: Array<{ report: Report; hoursAgo: number }> = [];
    const add = async (hoursAgo: number, reporting: Promise<Report>) => made.push({ report: await reporting, hoursAgo });
    await add(
      80,
      services.reports.reportListing(as(reviewers[1]), listings[2].id, {
        reason: 'other',
        text: 'The photos look much older than the building does now.',
      }),
    );
    await add(
      30,
      services.reports.reportListing(as(seeker), listings[0].id, {
        reason: 'wrong_price',
        text: 'On the phone the owner quoted ₹2,000 more than the rent shown here.',
      }),
    );
    await add(
      20,
      services.reports.reportReview(as(owner), reviews[0].id, {
        reason: 'off_topic',
        text: 'We have no record of this guest staying with us.',
      }),
    );
    await add(
      9,
      services.reports.reportListing(as(reviewers[0]), listings[0].id, {
        reason: 'already_full',
        text: 'Called twice this week: no beds free until March.',
      }),
    );
    await add(5, services.reports.reportListing(as(reviewers[0]), listings[1].id, { reason: 'fake_photos' }));
    await add(2, services.reports.reportReview(as(seeker), reviews[1].id, { reason: 'spam' }));

    const repository = dataSource.getRepository(Report);
    for (const { report, hoursAgo } of made)
      await repository.update({ id: report.id }, { createdAt: new Date(Date.now() - hoursAgo * HOUR) });
    await services.reportModeration.dismiss(as(admin), made[0].report.id, {
      note: 'Checked with the owner: the photos were taken this year.',
    });
    await repository.update({ id: made[0].report.id }, { resolvedAt: new Date(Date.now() - 60 * HOUR) });
    return made.length;
  },
};
