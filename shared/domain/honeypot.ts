/**
 * The honeypot of anonymous forms (enquiry, Contact us, newsletter, registration): a field with a
 * plausible name that people never see (visually hidden, aria-hidden, out of the tab order) and
 * form-filling bots do fill. A filled one is answered like a success and nothing is stored or sent,
 * so bots learn nothing. Any text is accepted: rejecting it would tell the bot what it did wrong.
 */
export const HONEYPOT_FIELD = 'website';

export type HoneypotValues = { [HONEYPOT_FIELD]?: string | null };

/** True when the hidden field was filled in: the sender is a bot. */
export function isHoneypotFilled(values: HoneypotValues): boolean {
  return Boolean(values[HONEYPOT_FIELD]?.trim());
}
