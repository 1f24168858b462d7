import { AppSecret } from '../modules/auth/app-secret.entity';
import { Blog } from '../modules/blog/blog.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { PropertyImage } from '../modules/property/property-image.entity';
import { Property } from '../modules/property/property.entity';
import { User } from '../modules/user/user.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [AppSecret, Blog, NewsletterSubscription, Property, PropertyImage, SeedRun, User];
