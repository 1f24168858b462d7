import type { DataSource } from 'typeorm';
import { newLinkToken } from '../../common/link-token';
import { NewsletterSubscription } from '../../modules/newsletter/newsletter-subscription.entity';
import type { Services } from '../../services';
import type { Seeder } from './index';

/** Two confirmed subscribers and one still waiting for their confirmation link. */
export const newsletterSeed: Seeder = {
  name: 'newsletter-v1',
  async run(_services: Services, dataSource: DataSource) {
    const now = Date.now();
    const rows = [
      { email: 'kavya.menon@sample.nivaas.in', confirmedAt: new Date(now - 20 * 86_400_000) },
      { email: 'arjun.das@sample.nivaas.in', confirmedAt: new Date(now - 6 * 86_400_000) },
      { email: 'nisha.gupta@sample.nivaas.in', confirmedAt: null },
    ].map((row) => ({ ...row, unsubscribeToken: newLinkToken().token, confirmSentAt: new Date(now - 86_400_000) }));
    await dataSource.getRepository(NewsletterSubscription).insert(rows);
    return rows.length;
  },
};
