import type { EntityManager } from 'typeorm';
import { hasConfirmedEmail } from '../user/has-email';

/** The account whose enquiries sent signed out are looked for. */
export interface EnquiryClaimant {
  id: string;
  email: string | null;
  emailConfirmedAt: Date | null;
}

/**
 * Enquiries sent signed out with the account's address (case-insensitive) join the account
 * (issue 30): they get its seekerId, so they are threads in its My enquiries that it answers in,
 * and the owner sees them as from an account. Only an address the account confirmed collects
 * them (anyone may type any address in an account or an enquiry form); an enquiry about the
 * account's own listing stays as it is. Called when an address becomes confirmed and at each
 * sign-in of an account whose address is. Returns how many joined.
 */
export async function joinAnonymousEnquiries(manager: EntityManager, account: EnquiryClaimant): Promise<number> {
  if (!hasConfirmedEmail(account)) return 0;
  const [, affected] = await manager.query<[unknown, number]>(
    `UPDATE enquiries SET seeker_id = $1, updated_at = now()
      WHERE seeker_id IS NULL AND lower(email) = lower($2) AND owner_id <> $1`,
    [account.id, account.email],
  );
  return affected ?? 0;
}
