/** Where SMS are really sent: the one thing that changes between the outbox and a provider. */
export interface SmsProvider {
  /** Resolves once the provider accepted the message; throws to have the queue retry later. */
  send(message: { to: string; text: string }): Promise<void>;
}

/** Longest wait on the provider before a delivery counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * A generic HTTP SMS gateway: a JSON POST of `{ to, text }` (to as +91 and ten digits) with the
 * token as a bearer credential; any 2xx is accepted. Most Indian SMS providers offer such an
 * endpoint, or a small relay can translate it.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token?: string,
  ) {}

  async send({ to, text }: { to: string; text: string }): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `+91${to}`, text }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`.trim());
  }
}
