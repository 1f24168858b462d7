import type { DataSource, Repository } from 'typeorm';
import { newsletterSchema } from '../../../../shared/validation/email';
import { parseInput } from '../../common/validate';
import { NewsletterSubscription } from './newsletter-subscription.entity';

export interface SubscriptionResult {
  email: string;
  alreadySubscribed: boolean;
}

export class NewsletterService {
  private readonly subscriptions: Repository<NewsletterSubscription>;

  constructor(dataSource: DataSource) {
    this.subscriptions = dataSource.getRepository(NewsletterSubscription);
  }

  /** Subscribes an address; subscribing twice is not an error, it just says so. */
  async subscribe(input: { email: string }): Promise<SubscriptionResult> {
    const email = parseInput(newsletterSchema, input).email.toLowerCase();
    const result = await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .returning('id')
      .execute();
    return { email, alreadySubscribed: result.raw.length === 0 };
  }

  count(): Promise<number> {
    return this.subscriptions.count();
  }
}
