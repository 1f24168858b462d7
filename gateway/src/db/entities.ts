import { Blog } from '../modules/blog/blog.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [Blog, NewsletterSubscription, SeedRun];
