import type { MailStatus } from '../../../../../shared/domain/mail';

/** How the Outbox names and colours a mail's or SMS's state. */
export const FETCH_OUTBOX_FAILED = 'The outbox could not be loaded. Please try again.';
export const STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', kept: 'Kept (not sent)' };
export const STATUS_COLORS: Record<MailStatus, string> = { queued: 'saffron', sent: 'green', failed: 'red', kept: 'gray' };
