import { AppSecret } from '../modules/auth/app-secret.entity';
import { Blog } from '../modules/blog/blog.entity';
import { LocationImport } from '../modules/location/location-import.entity';
import { PostalPlace } from '../modules/location/postal-place.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { PropertyImage } from '../modules/property/property-image.entity';
import { Property } from '../modules/property/property.entity';
import { SearchPhrase } from '../modules/search/search-phrase.entity';
import { SearchTerm } from '../modules/search/search-term.entity';
import { SeenListing } from '../modules/search/seen-listing.entity';
import { User } from '../modules/user/user.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [AppSecret, Blog, LocationImport, NewsletterSubscription, PostalPlace, Property, PropertyImage, SearchPhrase, SearchTerm, SeedRun, SeenListing, User];
