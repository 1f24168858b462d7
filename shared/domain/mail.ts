/** Where a stored mail stands: waiting in the queue, handed to SMTP, given up on, or kept (no SMTP_URL). */
export enum MailStatus {
  Queued = 'queued',
  Sent = 'sent',
  Failed = 'failed',
  Kept = 'kept',
}

/** Delivery retries: the first after MAIL_RETRY_DELAY seconds, each next one twice as late. */
export const MAIL_RETRY_LIMIT = 12;
