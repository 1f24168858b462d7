import { z } from 'zod';
import { honeypotShape } from './honeypot';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

/** An e-mail address: trimmed, required, well-formed; stored lower-cased. */
export const emailField = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(254, EMAIL_MESSAGES.invalid)
  .regex(z.regexes.email, EMAIL_MESSAGES.invalid);

export const newsletterSchema = z.object({ email: emailField, ...honeypotShape });
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
