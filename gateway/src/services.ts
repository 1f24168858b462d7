import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { Honeypot } from './common/honeypot';
import type { Config } from './config';
import { ReadDatabase } from './db/read-database';
import { AdminStatsService } from './modules/admin-stats/admin-stats.service';
import { AuditLog } from './modules/audit/audit-log';
import { AuthService } from './modules/auth/auth.service';
import { GoogleSignInService } from './modules/auth/google-sign-in.service';
import { EmailConfirmationService } from './modules/auth/email-confirmation.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { PhoneCodes } from './modules/auth/phone-codes';
import { PhoneSignInService } from './modules/auth/phone-sign-in.service';
import { PhoneSignUpTokens } from './modules/auth/phone-sign-up-token';
import { SessionTokens } from './modules/auth/session-token';
import { BlogAdminService } from './modules/blog/blog-admin.service';
import { BlogImages } from './modules/blog/blog-images';
import { BlogService } from './modules/blog/blog.service';
import { ContactService } from './modules/contact/contact.service';
import { ThreadEvents } from './modules/thread/thread-events';
import { EnquiryNotices } from './modules/enquiry/enquiry-notices';
import { ThreadNotices } from './modules/thread/thread-notices';
import { ThreadService } from './modules/thread/thread.service';
import { EnquiryService } from './modules/enquiry/enquiry.service';
import { LeaderboardService } from './modules/leads-report/leaderboard.service';
import { LeadsReportService } from './modules/leads-report/leads-report.service';
import { LandingService } from './modules/landing/landing.service';
import { LocationService } from './modules/location/location.service';
import { MailService } from './modules/mail/mail.service';
import { OutboxService } from './modules/mail/outbox.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { OwnerProfileService } from './modules/owner/owner-profile.service';
import { ImageVariantBackfill } from './modules/property/image-variant-backfill';
import { ListingImages } from './modules/property/listing-images';
import { ListingReviewService } from './modules/property/listing-review.service';
import { PropertyQueries } from './modules/property/property-queries';
import { PropertyService } from './modules/property/property.service';
import { ReportModerationService } from './modules/report/report-moderation.service';
import { ReportService } from './modules/report/report.service';
import { ReviewService } from './modules/review/review.service';
import { SearchMisses } from './modules/search/search-misses';
import { SiteSettingsService, type SiteSettingsDefaults } from './modules/settings/site-settings.service';
import { SearchService, changesSearchAnswers } from './modules/search/search.service';
import { SharedAnswerCache } from './common/shared-answer-cache';
import { afterCommittedWrites } from './common/committed-writes';
import { SearchCollections } from './modules/search/search-collections';
import { SearchTypeahead } from './modules/search/search-suggestions';
import { SeenListings } from './modules/search/seen-listings';
import { PageHeads } from './modules/public-pages/page-heads';
import { SitemapService } from './modules/seo/sitemap.service';
import { createFileStorage } from './modules/storage/create-storage';
import { ListingMailCards } from './modules/mail/listing-card';
import { AccountThrottles } from './modules/throttle/account-throttles';
import { VerificationService } from './modules/verification/verification.service';
import { UserAdminService } from './modules/user/user-admin.service';
import { UserService } from './modules/user/user.service';
import { PhoneRevealService } from './modules/enquiry/phone-reveal.service';
import { ListingStatsService } from './modules/listing-stats/listing-stats.service';
import { ShortlistService } from './modules/shortlist/shortlist.service';
import { SavedSearchService } from './modules/saved-search/saved-search.service';
import { JobQueue } from './common/job-queue';
import { HttpSmsProvider } from './modules/sms/sms-provider';
import { SmsService } from './modules/sms/sms.service';
import { SavedSearchAlerts } from './modules/saved-search/saved-search-alerts';
import { PushService } from './modules/push/push.service';
import { VisitService } from './modules/visit/visit.service';
import { AdminSearchService } from './modules/inbox/admin-search.service';
import { InboxService } from './modules/inbox/inbox.service';

export type ServicesConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'contact'
  | 'social'
  | 'featuredCities'
  | 'reviewNewListings'
  | 'savedSearchAlerts'
  | 'push'
  | 'mail'
  | 'sms'
  | 'google'
  | 'throttle'
  | 'publicUrl'
  | 'dataDir'
  | 's3'
  | 'uploads'
  | 'searchCache'
>;

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource, config: ServicesConfig, logger: Logger, reads = new ReadDatabase(dataSource)) {
  const storage = createFileStorage(config);
  const listingImages = new ListingImages(storage, config.uploads.maxImageBytes, logger);
  const mailCards = new ListingMailCards(dataSource, storage, config.publicUrl);
  const location = new LocationService(dataSource);
  const audit = new AuditLog(dataSource);
  const siteSettings = new SiteSettingsService(dataSource, siteDefaults(config), audit);
  const throttles = new AccountThrottles(dataSource, config.throttle);
  const honeypot = new Honeypot(logger);
  const jobs = createJobQueue(dataSource, config, logger);
  const mail = new MailService(dataSource, config.mail, logger, jobs);
  // Live thread updates: NOTIFY on this database, LISTEN on a connection of its own (started by createApp).
  const threadEvents = new ThreadEvents((dataSource.options as { url?: string }).url ?? '', logger);
  const sms = new SmsService(
    dataSource,
    logger,
    config.sms.providerUrl ? new HttpSmsProvider(config.sms.providerUrl, config.sms.providerToken) : undefined,
    jobs,
  );
  const push = new PushService(dataSource, config.push, logger, config.push.enabled ? jobs : undefined);
  const propertyQueries = new PropertyQueries(dataSource);
  const threads = new ThreadService(dataSource, new ThreadNotices(mail, sms, push, mailCards, config.publicUrl), throttles, threadEvents);
  const visits = new VisitService(dataSource, propertyQueries, mail, sms, push, throttles, config.publicUrl, mailCards);
  const properties = new PropertyService(dataSource, listingImages, location, audit, siteSettings, visits);
  const emailConfirmations = new EmailConfirmationService(dataSource, mail, throttles.emailConfirmationAccount, config.publicUrl);
  const users = new UserService(
    dataSource,
    {
      removeListings: (ownerId, adminId, manager) => properties.removeAllOfOwner(ownerId, adminId, manager),
      removeFiles: (files) => listingImages.remove(files),
      cancelVisits: (seekerId, manager) => visits.cancelForDeletedSeeker(seekerId, manager),
    },
    audit,
    emailConfirmations,
  );
  const blogs = new BlogService(dataSource);
  const searchCache = new SharedAnswerCache(config.searchCache);
  const searchCollections = new SearchCollections(reads);
  const search = new SearchService(dataSource, reads, new SearchMisses(dataSource, logger), searchCache);
  // One watch of the writes that change search answers: the kept answers, the home's collection
  // counts and the places' centres go together.
  afterCommittedWrites(dataSource, changesSearchAnswers, () => {
    searchCache.invalidate();
    searchCollections.forget();
    search.forgetPlaceCentres();
  });
  const landing = new LandingService(reads, search);
  const reviews = new ReviewService(dataSource, propertyQueries);
  const contact = new ContactService(dataSource, mail, throttles, siteSettings, honeypot, audit);
  const userAdmin = new UserAdminService(dataSource, audit);
  const reportModeration = new ReportModerationService(dataSource, properties, reviews, mail, config.publicUrl, userAdmin, audit);
  const sessionTokens = new SessionTokens(dataSource, config.jwtSecret);
  const auth = new AuthService(dataSource, sessionTokens, users, throttles, honeypot);
  return {
    reads,
    adminStats: new AdminStatsService(dataSource),
    leaderboard: new LeaderboardService(dataSource),
    leadsReport: new LeadsReportService(dataSource),
    audit,
    siteSettings,
    auth,
    phoneSignIn: new PhoneSignInService(
      new PhoneCodes(dataSource, sms, throttles, sessionTokens),
      new PhoneSignUpTokens(sessionTokens),
      auth,
      users,
      throttles,
    ),
    emailConfirmations,
    googleSignIn: new GoogleSignInService(
      dataSource,
      config.google,
      config.publicUrl,
      sessionTokens,
      auth,
      logger,
      throttles.googleSignInIp,
    ),
    passwordReset: new PasswordResetService(dataSource, users, auth, mail, throttles, config.publicUrl, logger),
    users,
    userAdmin,
    jobs,
    mail,
    sms,
    push,
    outbox: new OutboxService(dataSource),
    blogs,
    blogAdmin: new BlogAdminService(dataSource, audit, new BlogImages(listingImages, storage)),
    location,
    newsletter: new NewsletterService(dataSource, mail, throttles, config.publicUrl, honeypot),
    storage,
    listingImages,
    imageVariantBackfill: new ImageVariantBackfill(dataSource, listingImages, logger),
    properties,
    propertyQueries,
    search,
    searchTypeahead: new SearchTypeahead(search, reads),
    searchCollections,
    seenListings: new SeenListings(dataSource),
    landing,
    reviews,
    ownerProfiles: new OwnerProfileService(dataSource, propertyQueries),
    enquiries: new EnquiryService(
      dataSource,
      propertyQueries,
      new EnquiryNotices(mail, sms, push, mailCards, config.publicUrl),
      throttles,
      honeypot,
      threads,
    ),
    threads,
    threadEvents,
    visits,
    phoneReveals: new PhoneRevealService(dataSource, propertyQueries, throttles.phoneRevealAccount),
    verification: new VerificationService(dataSource, audit),
    reports: new ReportService(dataSource, propertyQueries, throttles.reportAccount),
    reportModeration,
    listingReview: new ListingReviewService(dataSource, properties, audit, mail, config.publicUrl),
    contact,
    inbox: new InboxService(dataSource, contact, reportModeration, mail, throttles.contactReplyAccount, audit),
    adminSearch: new AdminSearchService(dataSource),
    shortlist: new ShortlistService(dataSource, propertyQueries),
    savedSearches: new SavedSearchService(dataSource, search),
    savedSearchAlerts: new SavedSearchAlerts(
      dataSource,
      search,
      mail,
      sms,
      push,
      mailCards,
      config.publicUrl,
      logger,
      config.savedSearchAlerts ? jobs : undefined,
    ),
    listingStats: new ListingStatsService(dataSource, throttles.listingViewIp),
    sitemaps: new SitemapService(dataSource, landing),
    pageHeads: new PageHeads(propertyQueries, blogs, landing, storage, config.publicUrl),
  };
}

/** The site settings' first values, from configuration; the database holds them afterwards. */
function siteDefaults(config: ServicesConfig): SiteSettingsDefaults {
  const { contact, social } = config;
  return {
    contactEmail: contact.email,
    contactPhone: contact.phone,
    contactAddress: contact.address,
    facebookUrl: social.facebook,
    instagramUrl: social.instagram,
    xUrl: social.x,
    linkedinUrl: social.linkedin,
    youtubeUrl: social.youtube,
    featuredCities: config.featuredCities,
    reviewBeforeLive: config.reviewNewListings,
  };
}

/** The PostgreSQL job queue, when something runs in the background (saved searches' alerts, SMTP or an SMS provider). */
function createJobQueue(dataSource: DataSource, config: ServicesConfig, logger: Logger): JobQueue | undefined {
  if (!config.savedSearchAlerts && !config.push.enabled && !config.mail.smtpUrl && !config.sms.providerUrl) return undefined;
  const url = (dataSource.options as { url?: string }).url;
  if (!url) throw new Error('The job queue needs the database URL of the data source.');
  return new JobQueue({ connectionString: url, retryDelaySeconds: config.mail.retryDelaySeconds }, logger);
}

export type Services = ReturnType<typeof createServices>;
