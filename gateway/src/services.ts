import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { ReadDatabase } from './db/read-database';
import { AuthService } from './modules/auth/auth.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { SessionTokens } from './modules/auth/session-token';
import { BlogService } from './modules/blog/blog.service';
import { ContactService } from './modules/contact/contact.service';
import { EnquiryService } from './modules/enquiry/enquiry.service';
import { LandingService } from './modules/landing/landing.service';
import { LocationService } from './modules/location/location.service';
import { MailService } from './modules/mail/mail.service';
import { OutboxService } from './modules/mail/outbox.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { OwnerProfileService } from './modules/owner/owner-profile.service';
import { ListingImages } from './modules/property/listing-images';
import { PropertyQueries } from './modules/property/property-queries';
import { PropertyService } from './modules/property/property.service';
import { ReportModerationService } from './modules/report/report-moderation.service';
import { ReportService } from './modules/report/report.service';
import { ReviewService } from './modules/review/review.service';
import { SearchService } from './modules/search/search.service';
import { PageHeads } from './modules/seo/page-heads';
import { SitemapService } from './modules/seo/sitemap.service';
import { createFileStorage } from './modules/storage/create-storage';
import { AccountThrottles } from './modules/throttle/account-throttles';
import { VerificationService } from './modules/verification/verification.service';
import { UserService } from './modules/user/user.service';
import { PhoneRevealService } from './modules/enquiry/phone-reveal.service';

export type ServicesConfig = Pick<Config, 'jwtSecret' | 'contact' | 'mail' | 'throttle' | 'publicUrl' | 'dataDir' | 's3' | 'uploads'>;

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource, config: ServicesConfig, logger: Logger, reads = new ReadDatabase(dataSource)) {
  const storage = createFileStorage(config);
  const listingImages = new ListingImages(storage, config.uploads.maxImageBytes, logger);
  const location = new LocationService(dataSource);
  const properties = new PropertyService(dataSource, listingImages, location);
  const throttles = new AccountThrottles(dataSource, config.throttle);
  const mail = new MailService(dataSource, config.mail, logger);
  const users = new UserService(dataSource, { ofOwner: (id) => properties.imagesOfOwner(id), remove: (files) => listingImages.remove(files) });
  const blogs = new BlogService(dataSource);
  const propertyQueries = new PropertyQueries(dataSource);
  const search = new SearchService(dataSource, reads);
  const landing = new LandingService(reads, search);
  const reviews = new ReviewService(dataSource, propertyQueries);
  const auth = new AuthService(dataSource, new SessionTokens(dataSource, config.jwtSecret), users, throttles);
  return {
    reads,
    auth,
    passwordReset: new PasswordResetService(dataSource, users, auth, mail, throttles, config.publicUrl, logger),
    users,
    mail,
    outbox: new OutboxService(dataSource),
    blogs,
    location,
    newsletter: new NewsletterService(dataSource, mail, throttles, config.publicUrl),
    storage,
    listingImages,
    properties,
    propertyQueries,
    search,
    landing,
    reviews,
    ownerProfiles: new OwnerProfileService(dataSource, propertyQueries),
    enquiries: new EnquiryService(dataSource, propertyQueries, mail, throttles, config.publicUrl),
    phoneReveals: new PhoneRevealService(dataSource, propertyQueries, throttles.phoneRevealAccount),
    verification: new VerificationService(dataSource),
    reports: new ReportService(dataSource, propertyQueries, throttles.reportAccount),
    reportModeration: new ReportModerationService(dataSource, properties, reviews, mail, config.publicUrl),
    contact: new ContactService(dataSource, mail, throttles, config.contact.email),
    sitemaps: new SitemapService(dataSource, landing),
    pageHeads: new PageHeads(propertyQueries, blogs, landing, storage, config.publicUrl),
  };
}

export type Services = ReturnType<typeof createServices>;
