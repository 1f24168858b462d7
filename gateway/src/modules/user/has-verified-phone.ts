/**
 * Whether an account has a verified mobile number: it has a number, proved with a code sent to it
 * (the proof is cleared when the profile changes the number). Alerts by SMS go only to such a
 * number, and profiles say it is verified.
 */
export function hasVerifiedPhone<T extends { contactNumber: string | null; phoneVerifiedAt?: Date | null }>(
  user: T,
): user is T & { contactNumber: string; phoneVerifiedAt: Date } {
  return typeof user.contactNumber === 'string' && user.contactNumber.length > 0 && user.phoneVerifiedAt instanceof Date;
}
