import { AUDIT_REASON_MAX } from './audit';

/** The admin's user list: how it sorts, and the texts of the account actions. */
export const USER_SORTS = ['NEWEST', 'NAME'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SORT_LABELS: Record<UserSort, string> = { NEWEST: 'Newest first', NAME: 'Name (A to Z)' };

export const ADMIN_USER_MESSAGES = {
  reasonRequired: 'Say why (it is kept in the audit log)',
  reasonTooLong: `A reason can be at most ${AUDIT_REASON_MAX} characters`,
  lastAdmin: 'This is the last admin: make another admin first.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  sameRole: 'The account already has this role.',
  roleChanged: 'Role changed.',
  suspended: 'Account suspended. Its sessions have ended.',
  reinstated: 'Account reinstated.',
  numberNotVerified: 'This account has no verified number.',
  numberCleared: 'The number is no longer marked verified. The account can verify it again with a new code.',
} as const;
