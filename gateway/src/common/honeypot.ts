import type { Logger } from 'pino';
import { isHoneypotFilled, type HoneypotValues } from '../../../shared/domain/honeypot';

/** The anonymous forms that carry the honeypot field, as named in the log. */
export type HoneypotForm = 'enquiry' | 'contact' | 'newsletter' | 'registration';

/**
 * The one check of the honeypot field (shared/validation/honeypot.ts) for every service with an
 * anonymous form. A caught sender is answered as if it worked, and nothing is stored or mailed;
 * only the log (at info: it is expected traffic, not a fault) says what happened.
 */
export class Honeypot {
  constructor(private readonly logger: Pick<Logger, 'info'>) {}

  caught(form: HoneypotForm, values: HoneypotValues, clientIp?: string): boolean {
    if (!isHoneypotFilled(values)) return false;
    this.logger.info({ form, clientIp }, 'honeypot field filled: answered as a success, nothing stored or sent');
    return true;
  }
}
