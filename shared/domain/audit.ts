/** Every kind of admin action the audit log records (issue 13 item 9). Add new actions here. */
export const AUDIT_ACTIONS = [
  'listing_approved',
  'listing_rejected',
  'listing_reopened',
  'listing_verified',
  'listing_unverified',
  'user_deleted',
  'user_role_changed',
  'user_suspended',
  'user_reinstated',
  'message_read',
  'message_unread',
  'listing_edited',
  'settings_changed',
  'blog_published',
  'blog_unpublished',
  'blog_deleted',
  'message_assigned',
  'message_resolved',
  'message_replied',
  'report_read',
  'report_unread',
  'report_assigned',
  'report_resolved',
  'listing_paused',
  'listing_resumed',
  'phone_verification_cleared',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  listing_approved: 'Listing approved',
  listing_rejected: 'Listing rejected',
  listing_reopened: 'Listing sent back to review',
  listing_verified: 'Listing verified',
  listing_unverified: 'Verified mark removed',
  user_deleted: 'User deleted',
  user_role_changed: 'Role changed',
  user_suspended: 'User suspended',
  user_reinstated: 'User reinstated',
  message_read: 'Message marked read',
  message_unread: 'Message marked unread',
  listing_edited: 'Listing edited by an admin',
  settings_changed: 'Site settings changed',
  blog_published: 'Blog post published',
  blog_unpublished: 'Blog post unpublished',
  blog_deleted: 'Blog post deleted',
  message_assigned: 'Message assigned',
  message_resolved: 'Message resolved',
  message_replied: 'Message answered by e-mail',
  report_read: 'Report marked read',
  report_unread: 'Report marked unread',
  report_assigned: 'Report assigned',
  report_resolved: 'Report resolved',
  listing_paused: 'Listing paused by an admin',
  listing_resumed: 'Listing resumed by an admin',
  phone_verification_cleared: 'Verified number cleared',
};

/** What an action was done to. */
export const AUDIT_TARGET_TYPES = ['listing', 'user', 'message', 'settings', 'blog', 'report'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_REASON_MAX = 500;
export const AUDIT_PAGE_SIZE = 20;
