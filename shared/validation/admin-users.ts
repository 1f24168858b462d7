import { z } from 'zod';
import { AUDIT_REASON_MAX } from '../domain/audit';
import { ADMIN_USER_MESSAGES } from '../domain/admin-users';

/** Why an admin acts on an account: required, kept in the audit log. */
const adminReasonSchema = z
  .string({ error: ADMIN_USER_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.reasonRequired)
  .max(AUDIT_REASON_MAX, ADMIN_USER_MESSAGES.reasonTooLong);

export const adminUserActionSchema = z.object({ reason: adminReasonSchema });
