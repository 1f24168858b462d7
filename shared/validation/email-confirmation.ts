import { z } from 'zod';
import { EMAIL_CONFIRMATION_MESSAGES } from '../domain/email-confirmation';

/** The token of a confirmation link (`/confirm-email?token=…`): base64url, 43 characters when whole. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: EMAIL_CONFIRMATION_MESSAGES.tokenRequired })
    .trim()
    .min(1, EMAIL_CONFIRMATION_MESSAGES.tokenRequired)
    .max(200, EMAIL_CONFIRMATION_MESSAGES.linkUnknown),
});
