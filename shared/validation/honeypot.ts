import { z } from 'zod';
import { HONEYPOT_FIELD } from '../domain/honeypot';

/** The honeypot field (shared/domain/honeypot.ts) in a form's schema: any text, or none. */
export const honeypotShape = { [HONEYPOT_FIELD]: z.string().nullish() } as const;
