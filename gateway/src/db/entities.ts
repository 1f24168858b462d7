import { AppSecret } from '../modules/auth/app-secret.entity';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity';
import { SignInAddress } from '../modules/auth/sign-in-address.entity';
import { Blog } from '../modules/blog/blog.entity';
import { ListingVerification } from '../modules/verification/listing-verification.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Enquiry } from '../modules/enquiry/enquiry.entity';
import { EnquiryReply } from '../modules/enquiry/enquiry-reply.entity';
import { PhoneReveal } from '../modules/enquiry/phone-reveal.entity';
import { LocationImport } from '../modules/location/location-import.entity';
import { PostalPlace } from '../modules/location/postal-place.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity';
import { PropertyImage } from '../modules/property/property-image.entity';
import { Property } from '../modules/property/property.entity';
import { SearchPhrase } from '../modules/search/search-phrase.entity';
import { SearchTerm } from '../modules/search/search-term.entity';
import { SeenListing } from '../modules/search/seen-listing.entity';
import { Report } from '../modules/report/report.entity';
import { Review } from '../modules/review/review.entity';
import { GatewayInstance } from '../modules/scale-out/gateway-instance.entity';
import { RateLimit } from '../modules/throttle/rate-limit.entity';
import { User } from '../modules/user/user.entity';
import { SeedRun } from './seed/seed-run.entity';

/** Every TypeORM entity of the gateway; the migrations must describe exactly these. */
export const entities = [
  AppSecret,
  Blog,
  ContactMessage,
  Enquiry,
  EnquiryReply,
  GatewayInstance,
  PhoneReveal,
  ListingVerification,
  LocationImport,
  NewsletterSubscription,
  OutboxMail,
  PasswordResetToken,
  SignInAddress,
  PostalPlace,
  Property,
  PropertyImage,
  RateLimit,
  Report,
  Review,
  SearchPhrase,
  SearchTerm,
  SeedRun,
  SeenListing,
  User,
];
