import type { DataSource, EntityTarget } from 'typeorm';
import { SharedAnswerCache } from '../../common/shared-answer-cache';
import { SeedRun } from '../../db/seed/seed-run.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AppSecret } from '../auth/app-secret.entity';
import { EmailConfirmationToken } from '../auth/email-confirmation-token.entity';
import { UserGoogleIdentity } from '../auth/google-identity.entity';
import { GoogleSignInTicket } from '../auth/google-sign-in-ticket.entity';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { PhoneCode } from '../auth/phone-code.entity';
import { SignInAddress } from '../auth/sign-in-address.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContactReply } from '../contact/contact-reply.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity';
import { GatewayInstance } from '../scale-out/gateway-instance.entity';
import { SearchMiss } from '../search/search-miss.entity';
import { SeenListing } from '../search/seen-listing.entity';
import { ShortlistEntry } from '../shortlist/shortlist-entry.entity';
import { OutboxSms } from '../sms/outbox-sms.entity';
import { RateLimit } from '../throttle/rate-limit.entity';

/**
 * Bookkeeping that no public page shows: a write to one keeps the rendered pages (they are written
 * on most requests: throttles, mail, sign-ins, audit entries, seen listings). Any other committed
 * write through TypeORM empties the cache.
 */
const BOOKKEEPING = new Set<EntityTarget<unknown>>([
  RateLimit,
  SeenListing,
  SearchMiss,
  AuditEntry,
  OutboxMail,
  OutboxSms,
  PhoneCode,
  EmailConfirmationToken,
  GoogleSignInTicket,
  PasswordResetToken,
  SignInAddress,
  AppSecret,
  GatewayInstance,
  SeedRun,
  ShortlistEntry,
  UserGoogleIdentity,
  ContactMessage,
  ContactReply,
  NewsletterSubscription,
]);

/** At most this many rendered pages are kept (the oldest go first): a few megabytes. */
const MAX_PAGES = 200;

/**
 * Public pages rendered on the server, kept for `ttlMs` and served again to the next anonymous
 * visitors (the server renders every page signed out, so one rendering serves them all; a burst of
 * visits to one page renders it once). Issue 33 item 5: a render holds the gateway's event loop
 * for up to a second under load, and every other request waits behind it. Emptied by any
 * committed write but bookkeeping; what it cannot see (a rating changed by a trigger, another
 * gateway's change) is at most `ttlMs` old. 0 turns it off.
 */
export function pageCache(dataSource: DataSource, ttlMs: number): SharedAnswerCache {
  const cache = new SharedAnswerCache({ ttlMs, maxEntries: MAX_PAGES });
  cache.watch(dataSource, (entity) => !BOOKKEEPING.has(entity));
  return cache;
}
