import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import { INBOX_MESSAGES } from '../../../../shared/domain/inbox';
import type { DataSource } from 'typeorm';
import type { Limit } from '../../common/limits';
import { PHONE_REVEAL_MESSAGES } from '../../../../shared/domain/phone-reveals';
import { VISIT_MESSAGES } from '../../../../shared/domain/visits';
import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { LISTING_VIEW_MESSAGES } from '../../../../shared/domain/listing-stats';
import { ENQUIRY_MESSAGES } from '../../../../shared/domain/enquiries';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { Throttle } from './throttle';

/** How long a sign-in from a known address waits while its account is under attack from elsewhere. */
export const KNOWN_ADDRESS_SLOWDOWN_MS = 1000;

export interface AccountLimits {
  loginFailuresPerAccount: Limit;
  loginFailuresPerIp: Limit;
  registrationsPerEmail: Limit;
  registrationsPerIp: Limit;
  resetRequestsPerEmail: Limit;
  resetAttemptsPerIp: Limit;
  enquiriesPerEmail: Limit;
  enquiriesPerIp: Limit;
  contactMessagesPerEmail: Limit;
  contactMessagesPerIp: Limit;
  newsletterSignUpsPerIp: Limit;
  newsletterMailsPerAddress: Limit;
  phoneRevealsPerAccount: Limit;
  visitRequestsPerAccount: Limit;
  visitRequestsPerIp: Limit;
  reportsPerAccount: Limit;
  listingViewsPerIp: Limit;
  contactRepliesPerAdmin: Limit;
  threadMessagesPerAccount: Limit;
  phoneCodesPerNumber: Limit;
  phoneCodesPerIp: Limit;
  wrongPhoneCodesPerIp: Limit;
  emailConfirmationsPerAccount: Limit;
  googleSignInsPerIp: Limit;
}

/**
 * The abuse limits of the account operations and of enquiries, per account (e-mail address)
 * and per client IP.
 * Sign-in counts failures only, so people who sign in often are never slowed down; sign-up and
 * password resets count every attempt.
 */
export class AccountThrottles {
  readonly loginAccount: Throttle;
  readonly loginIp: Throttle;
  /** Failed sign-ins at one account from one address: past the limit, that address is locked out. */
  readonly loginAccountIp: Throttle;
  readonly registerAccount: Throttle;
  readonly registerIp: Throttle;
  readonly resetAccount: Throttle;
  readonly resetIp: Throttle;
  readonly enquiryAccount: Throttle;
  readonly enquiryIp: Throttle;
  readonly contactAccount: Throttle;
  readonly contactIp: Throttle;
  readonly newsletterIp: Throttle;
  /** Newsletter requests per address: each one mails it, whoever asks. */
  readonly newsletterAddress: Throttle;
  readonly phoneRevealAccount: Throttle;
  readonly visitAccount: Throttle;
  readonly visitIp: Throttle;
  readonly reportAccount: Throttle;
  /** Listing page views recorded per client IP (views are owners' figures: not to be inflated). */
  readonly listingViewIp: Throttle;
  /** Replies to Contact us messages per admin (each is a mail sent in our name). */
  readonly contactReplyAccount: Throttle;
  /** Messages in leads' threads per account (each may mail or text the other side). */
  readonly threadMessageAccount: Throttle;
  /** Codes sent by SMS per number (each is a text in our name) and per client IP. */
  readonly phoneCodeNumber: Throttle;
  readonly phoneCodeIp: Throttle;
  /** Wrong codes typed per client IP (guessing codes across many numbers). */
  readonly phoneCodeTryIp: Throttle;
  /** Confirmation links asked for again per account (each is a mail in our name). */
  readonly emailConfirmationAccount: Throttle;
  /** Sign in with Google's start and callback together per client IP (each start is a flow at Google, each callback a token exchange). */
  readonly googleSignInIp: Throttle;

  constructor(dataSource: DataSource, limits: AccountLimits) {
    const signIn = 'Too many sign-in attempts.';
    const signUp = 'Too many sign-up attempts.';
    const reset = 'Too many password reset attempts.';
    this.loginAccount = new Throttle(dataSource, 'login-account', limits.loginFailuresPerAccount, signIn, { clearExpired: true });
    this.loginIp = new Throttle(dataSource, 'login-ip', limits.loginFailuresPerIp, signIn);
    this.loginAccountIp = new Throttle(dataSource, 'login-account-ip', limits.loginFailuresPerAccount, signIn);
    this.registerAccount = new Throttle(dataSource, 'register-account', limits.registrationsPerEmail, signUp);
    this.registerIp = new Throttle(dataSource, 'register-ip', limits.registrationsPerIp, signUp);
    this.resetAccount = new Throttle(dataSource, 'reset-account', limits.resetRequestsPerEmail, reset);
    this.resetIp = new Throttle(dataSource, 'reset-ip', limits.resetAttemptsPerIp, reset);
    const enquiry = 'Too many enquiries.';
    this.enquiryAccount = new Throttle(dataSource, 'enquiry-account', limits.enquiriesPerEmail, enquiry);
    this.enquiryIp = new Throttle(dataSource, 'enquiry-ip', limits.enquiriesPerIp, enquiry);
    this.contactAccount = new Throttle(dataSource, 'contact-account', limits.contactMessagesPerEmail, CONTACT_MESSAGES.throttled);
    this.contactIp = new Throttle(dataSource, 'contact-ip', limits.contactMessagesPerIp, CONTACT_MESSAGES.throttled);
    this.newsletterIp = new Throttle(dataSource, 'newsletter-ip', limits.newsletterSignUpsPerIp, NEWSLETTER_MESSAGES.throttled);
    this.newsletterAddress = new Throttle(
      dataSource,
      'newsletter-address',
      limits.newsletterMailsPerAddress,
      NEWSLETTER_MESSAGES.throttled,
    );
    this.phoneRevealAccount = new Throttle(dataSource, 'phone-reveal-account', limits.phoneRevealsPerAccount, PHONE_REVEAL_MESSAGES.limit);
    this.visitAccount = new Throttle(dataSource, 'visit-account', limits.visitRequestsPerAccount, VISIT_MESSAGES.throttled);
    this.visitIp = new Throttle(dataSource, 'visit-ip', limits.visitRequestsPerIp, VISIT_MESSAGES.throttled);
    this.reportAccount = new Throttle(dataSource, 'report-account', limits.reportsPerAccount, REPORT_MESSAGES.throttled);
    this.listingViewIp = new Throttle(dataSource, 'listing-view-ip', limits.listingViewsPerIp, LISTING_VIEW_MESSAGES.throttled);
    this.contactReplyAccount = new Throttle(dataSource, 'contact-reply-account', limits.contactRepliesPerAdmin, INBOX_MESSAGES.throttled);
    this.threadMessageAccount = new Throttle(
      dataSource,
      'thread-message-account',
      limits.threadMessagesPerAccount,
      ENQUIRY_MESSAGES.throttled,
    );
    const codes = 'Too many codes asked for.';
    this.phoneCodeNumber = new Throttle(dataSource, 'phone-code-number', limits.phoneCodesPerNumber, codes);
    this.phoneCodeIp = new Throttle(dataSource, 'phone-code-ip', limits.phoneCodesPerIp, codes);
    this.phoneCodeTryIp = new Throttle(dataSource, 'phone-code-try-ip', limits.wrongPhoneCodesPerIp, 'Too many wrong codes.');
    this.emailConfirmationAccount = new Throttle(
      dataSource,
      'email-confirmation-account',
      limits.emailConfirmationsPerAccount,
      EMAIL_CONFIRMATION_MESSAGES.throttled,
    );
    this.googleSignInIp = new Throttle(dataSource, 'google-sign-in-ip', limits.googleSignInsPerIp, signIn);
  }
}
