import { SiteSettings } from '../modules/settings/site-settings.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { AppSecret } from '../modules/auth/app-secret.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { EmailConfirmationToken } from '../modules/auth/email-confirmation-token.entity';
import { PhoneCode } from '../modules/auth/phone-code.entity';
import { UserGoogleIdentity } from '../modules/auth/google-identity.entity';
import { GoogleSignInTicket } from '../modules/auth/google-sign-in-ticket.entity';
import { SignInAddress } from '../modules/auth/sign-in-address.entity';
import { Blog } from '../modules/blog/blog.entity';
import { ListingVerification } from '../modules/verification/listing-verification.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { ContactReply } from '../modules/contact/contact-reply.entity';
import { Enquiry } from '../modules/enquiry/enquiry.entity';
import { Lead } from '../modules/lead/lead.entity';
import { Thread } from '../modules/thread/thread.entity';
import { ThreadMessage } from '../modules/thread/thread-message.entity';
import { PhoneReveal } from '../modules/enquiry/phone-reveal.entity';
import { ListingViewDay, ListingViewer } from '../modules/listing-stats/listing-view.entities';
import { ShortlistEntry } from '../modules/shortlist/shortlist-entry.entity';
import { PushSubscription } from '../modules/push/push-subscription.entity';
import { SavedSearch } from '../modules/saved-search/saved-search.entity';
import { SavedSearchAnnouncement } from '../modules/saved-search/saved-search-announcement.entity';
import { LocationImport } from '../modules/location/location-import.entity';
import { PostalPlace } from '../modules/location/postal-place.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { PropertyImage } from '../modules/property/property-image.entity';
import { Property } from '../modules/property/property.entity';
import { SearchMiss } from '../modules/search/search-miss.entity';
import { SearchPhrase } from '../modules/search/search-phrase.entity';
import { ListingCount } from '../modules/admin-stats/listing-count.entity';
import { ActivityDay } from '../modules/admin-stats/activity-day.entity';
import { ActivityCityDay } from '../modules/leads-report/activity-city-day.entity';
import { ListingActivityPeriod } from '../modules/leads-report/listing-activity-period.entity';
import { OwnerActivityPeriod } from '../modules/leads-report/owner-activity-period.entity';
import { LocalityActivityPeriod } from '../modules/leads-report/locality-activity-period.entity';
import { ActivityPeriodsBase } from '../modules/leads-report/activity-periods-base.entity';
import { SearchTerm } from '../modules/search/search-term.entity';
import { ListingPosition } from '../modules/search/listing-position.entity';
import { SeenListing } from '../modules/search/seen-listing.entity';
import { Report } from '../modules/report/report.entity';
import { Review } from '../modules/review/review.entity';
import { GatewayInstance } from '../modules/scale-out/gateway-instance.entity';
import { RateLimit } from '../modules/throttle/rate-limit.entity';
import { User } from '../modules/user/user.entity';
import { OutboxSms } from '../modules/sms/outbox-sms.entity';
import { Visit } from '../modules/visit/visit.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [
  AppSecret,
  AuditEntry,
  Blog,
  ContactMessage,
  ContactReply,
  Enquiry,
  Thread,
  ThreadMessage,
  GatewayInstance,
  Lead,
  PhoneReveal,
  ListingVerification,
  ListingViewDay,
  ListingViewer,
  LocationImport,
  NewsletterSubscription,
  OutboxMail,
  OutboxSms,
  PasswordResetToken,
  EmailConfirmationToken,
  PhoneCode,
  UserGoogleIdentity,
  GoogleSignInTicket,
  SignInAddress,
  PostalPlace,
  Property,
  PropertyImage,
  RateLimit,
  Report,
  Review,
  PushSubscription,
  SavedSearch,
  SavedSearchAnnouncement,
  SearchMiss,
  SearchPhrase,
  ListingCount,
  ActivityDay,
  ActivityCityDay,
  ListingActivityPeriod,
  OwnerActivityPeriod,
  LocalityActivityPeriod,
  ActivityPeriodsBase,
  SearchTerm,
  ListingPosition,
  SeedRun,
  SeenListing,
  ShortlistEntry,
  SiteSettings,
  User,
  Visit,
];
