import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Services } from '../../services';
import { backofficeSeed } from './backoffice.seed';
import { blogDraftSeed, blogSeed } from './blogs.seed';
import { contactMessagesSeed } from './contact-messages.seed';
import { deletedOwnerSeed } from './deleted-owner.seed';
import { deletedSeekerSeed } from './deleted-seeker.seed';
import { emailConfirmationSeed } from './email-confirmation.seed';
import { enquiriesSeed } from './enquiries.seed';
import { googleSignInSeed } from './google-sign-in.seed';
import { closedEnquiryRepliesSeed, enquiryRepliesSeed, enquiryThreadSeed } from './enquiry-replies.seed';
import { leaderboardSeed } from './leaderboard.seed';
import { inboxSeed } from './inbox.seed';
import { listingPauseSeed } from './listing-pause.seed';
import { listingRemovalSeed } from './listing-removal.seed';
import { listingsSeed } from './listings.seed';
import { messageReportsSeed } from './message-reports.seed';
import { newsletterSeed } from './newsletter.seed';
import { phoneIdentitySeed } from './phone-identity.seed';
import { phoneRevealsSeed, phoneRevealThreadSeed } from './phone-reveals.seed';
import { reportsSeed } from './reports.seed';
import { reviewQueueSeed } from './review-queue.seed';
import { reviewerVisitsSeed } from './reviewer-visits.seed';
import { reviewsSeed, reviewTextsSeed } from './reviews.seed';
import { savedSearchesSeed } from './saved-searches.seed';
import { savedSearchAlertsSeed } from './saved-search-alerts.seed';
import { SeedRun } from './seed-run.entity';
import { listingViewsSeed, shortlistSeed } from './shortlist.seed';
import { usersSeed } from './users.seed';
import { vacantBedsSeed } from './vacant-beds.seed';
import { visitsSeed, visitThreadSeed } from './visits.seed';
import { waitForAdvisoryLock } from '../advisory-lock';

export { SEED_ACCOUNTS, SEED_OWNER_EMAIL } from './users.seed';

export interface Seeder {
  /** Stable name; a seeder whose name is in seed_runs has run and never runs again. */
  name: string;
  run(services: Services, dataSource: DataSource): Promise<number>;
}

/** In order: later seeders may rely on the rows of earlier ones. */
const seeders: Seeder[] = [
  blogSeed,
  usersSeed,
  listingsSeed,
  vacantBedsSeed,
  reviewsSeed,
  reviewTextsSeed,
  enquiriesSeed,
  enquiryRepliesSeed,
  closedEnquiryRepliesSeed,
  enquiryThreadSeed,
  phoneRevealsSeed,
  phoneRevealThreadSeed,
  visitsSeed,
  visitThreadSeed,
  reviewerVisitsSeed,
  shortlistSeed,
  listingViewsSeed,
  contactMessagesSeed,
  newsletterSeed,
  reportsSeed,
  backofficeSeed,
  reviewQueueSeed,
  leaderboardSeed,
  blogDraftSeed,
  inboxSeed,
  listingPauseSeed,
  messageReportsSeed,
  phoneIdentitySeed,
  emailConfirmationSeed,
  listingRemovalSeed,
  deletedOwnerSeed,
  deletedSeekerSeed,
  googleSignInSeed,
  savedSearchesSeed,
  savedSearchAlertsSeed,
];

// Any fixed number; two gateways starting on one database take turns instead of seeding twice.
const SEED_LOCK = 720_411;

/**
 * Loads each sample-data set once per database (so deleting sample rows keeps them deleted). A
 * test about one set passes only its seeders (`only`): the whole sample takes most of a CPU-minute.
 */
export async function seedSampleData(
  dataSource: DataSource,
  services: Services,
  logger: Logger,
  only: readonly Seeder[] = seeders,
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await waitForAdvisoryLock(runner, SEED_LOCK);
    const runs = dataSource.getRepository(SeedRun);
    for (const seeder of only) {
      if (await runs.existsBy({ name: seeder.name })) continue;
      const started = Date.now();
      const rowCount = await seeder.run(services, dataSource);
      await runs.insert({ name: seeder.name, rowCount });
      logger.info({ seed: seeder.name, rows: rowCount, ms: Date.now() - started }, 'sample data loaded');
    }
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
