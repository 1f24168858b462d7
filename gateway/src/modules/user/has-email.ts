/**
 * Whether an account has an e-mail address: one made with a mobile number only has none, and
 * every mail to an account is skipped for it (its texts by SMS still go).
 */
export function hasEmail<T extends { email: string | null }>(user: T): user is T & { email: string } {
  return typeof user.email === 'string' && user.email.length > 0;
}

/**
 * Whether mail about leads and messages (a new enquiry, a thread's message, a visit's request and
 * answers) may go to the account: it has an address and confirmed it with the link mailed to it.
 * Security mail (password reset, the confirmation link itself) does not ask this; texts by SMS still go.
 */
export function hasConfirmedEmail<T extends { email: string | null; emailConfirmedAt: Date | null }>(
  user: T,
): user is T & { email: string } {
  return hasEmail(user) && user.emailConfirmedAt instanceof Date;
}
