import { InboxResolver } from '../modules/inbox/inbox.resolver';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync, type PubSub } from 'type-graphql';
import { authChecker } from './auth-checker';
import { AdminStatsResolver } from '../modules/admin-stats/admin-stats.resolver';
import { LeadsReportResolver } from '../modules/leads-report/leads-report.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { EmailConfirmationResolver } from '../modules/auth/email-confirmation.resolver';
import { PasswordResetResolver } from '../modules/auth/password-reset.resolver';
import { PhoneSignInResolver } from '../modules/auth/phone-sign-in.resolver';
import { GoogleSignInResolver, UserGoogleAccountResolver } from '../modules/auth/google-sign-in.resolver';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { OutboxResolver } from '../modules/mail/outbox.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { EnquiryResolver } from '../modules/enquiry/enquiry.resolver';
import { EnquiryThreadField, PhoneRevealThreadField, ThreadResolver, VisitThreadField } from '../modules/thread/thread.resolver';
import { ListingStatsResolver } from '../modules/listing-stats/listing-stats.resolver';
import { ListingVisitsResolver } from '../modules/visit/listing-visits.resolver';
import { ShortlistResolver } from '../modules/shortlist/shortlist.resolver';
import { PushResolver } from '../modules/push/push.resolver';
import { SavedSearchResolver } from '../modules/saved-search/saved-search.resolver';
import { LandingResolver } from '../modules/landing/landing.resolver';
import { LocationResolver } from '../modules/location/location.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';
import { ListingOwnerProfileResolver, OwnerProfileResolver } from '../modules/owner/owner-profile.resolver';
import { ListingReviewResolver } from '../modules/property/listing-review.resolver';
import { ListingOwnerResolver, PropertyResolver } from '../modules/property/property.resolver';
import { ReportResolver } from '../modules/report/report.resolver';
import { ListingReviewsResolver, ReviewResolver } from '../modules/review/review.resolver';
import { SiteSettingsResolver } from '../modules/settings/site-settings.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { VerificationResolver } from '../modules/verification/verification.resolver';
import { UserResolver } from '../modules/user/user.resolver';
import { VisitResolver } from '../modules/visit/visit.resolver';

/** Every resolver class of the public API. */
const resolvers = [
  AdminStatsResolver,
  LeadsReportResolver,
  AuditResolver,
  AuthResolver,
  BlogResolver,
  ContactResolver,
  OutboxResolver,
  EnquiryResolver,
  ThreadResolver,
  EnquiryThreadField,
  VisitThreadField,
  PhoneRevealThreadField,
  LandingResolver,
  ListingOwnerResolver,
  ListingOwnerProfileResolver,
  ListingReviewResolver,
  ListingReviewsResolver,
  ListingStatsResolver,
  ListingVisitsResolver,
  LocationResolver,
  NewsletterResolver,
  OwnerProfileResolver,
  PasswordResetResolver,
  EmailConfirmationResolver,
  PhoneSignInResolver,
  GoogleSignInResolver,
  UserGoogleAccountResolver,
  PropertyResolver,
  ReportResolver,
  ReviewResolver,
  InboxResolver,
  SearchResolver,
  SiteSettingsResolver,
  ShortlistResolver,
  PushResolver,
  SavedSearchResolver,
  UserResolver,
  VerificationResolver,
  VisitResolver,
] as const;

/**
 * type-graphql asks for a topic-based PubSub once a schema has subscriptions. Ours each bring
 * their own source (`subscribe`, e.g. ThreadEvents over LISTEN/NOTIFY), so topics are never used.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('Subscriptions here have sources of their own: there are no topics to publish to.');
  },
  subscribe: () => {
    throw new Error('Subscriptions here have sources of their own: there are no topics to subscribe to.');
  },
};

/**
 * The API's schema. type-graphql proves a schema it builds by running the whole introspection query
 * on it (about two thirds of the build: 90 ms at each gateway start on this machine); the gateway
 * skips that, since the schema is proved where it is printed (`printSortedSchema`: the schema test
 * and CI's drift check, run on every change) and graphql-js validates it again before the first
 * request.
 */
export function buildGraphQLSchema({ proved = false }: { proved?: boolean } = {}): GraphQLSchema {
  return buildSchemaSync({ resolvers, validate: false, authChecker, authMode: 'error', pubSub: NO_TOPICS, skipCheck: !proved });
}

/** The schema as committed in /schema.graphql: sorted, so the file only changes with the API. */
export function printSortedSchema(schema: GraphQLSchema = buildGraphQLSchema({ proved: true })): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
