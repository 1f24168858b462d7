import type { Role } from '../../../../shared/domain/roles';
import type { UnreadKind } from '../leads/UnreadBadge';

export interface AccountLink {
  label: string;
  to: string;
  /** Shows the count of what waits there beside the label. */
  unread?: UnreadKind;
}

/**
 * The signed-in user's menu (header dropdown and side menu), spec section 2 and 6: everyone has
 * My Profile, Change Password, My Enquiries, My Shortlist and Logout; seekers also Post Your
 * Property (which offers to make the account an owner's); owners also Add Property, My
 * Properties and Leads (with the unread count); admins also Leads and their Dashboard. My
 * Enquiries shows how many have an answer not read yet. An account without e-mail signs in with
 * its mobile number and has no password to change.
 */
export function accountLinks({ role, email }: { role: Role; email: string | null }): AccountLink[] {
  return [
    { label: 'My Profile', to: '/user-profile' },
    ...(email ? [{ label: 'Change Password', to: '/change-password' }] : []),
    { label: 'My Enquiries', to: '/my-enquiries', unread: 'enquiries' as const },
    { label: 'My Shortlist', to: '/shortlist' },
    { label: 'My Saved Searches', to: '/saved-searches' },
    ...(role === 'user' ? [{ label: 'Post Your Property', to: '/add-property' }] : []),
    ...(role === 'owner'
      ? [
          { label: 'Add Property', to: '/add-property' },
          { label: 'My Properties', to: '/my-properties' },
        ]
      : []),
    ...(role === 'owner' || role === 'admin' ? [{ label: 'Leads', to: '/my-leads', unread: 'leads' as const }] : []),
    ...(role === 'admin' ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
    { label: 'Logout', to: '/logout' },
  ];
}

/** The kinds of count of a user's menu, which the header adds up (UnreadTotal). */
export const unreadKinds = (user: { role: Role; email: string | null }): UnreadKind[] =>
  accountLinks(user).flatMap((link) => (link.unread ? [link.unread] : []));
