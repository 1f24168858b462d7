/**
 * Whether an account has an e-mail address: one made with a mobile number only has none, and
 * every mail to an account is skipped for it (its texts by SMS still go).
 */
export function hasEmail<T extends { email: string | null }>(user: T): user is T & { email: string } {
  return typeof user.email === 'string' && user.email.length > 0;
}
