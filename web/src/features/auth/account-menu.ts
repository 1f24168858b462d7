import type { Role } from '../../../../shared/domain/roles';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The signed-in user's menu (header dropdown and side menu), spec section 2 and 6: everyone has
 * My Profile, Change Password and Logout; owners also Add Property and My Properties; admins
 * also their Dashboard.
 */
export function accountLinks(role: Role): AccountLink[] {
  return [
    { label: 'My Profile', to: '/user-profile' },
    { label: 'Change Password', to: '/change-password' },
    ...(role === 'owner'
      ? [
          { label: 'Add Property', to: '/add-property' },
          { label: 'My Properties', to: '/my-properties' },
        ]
      : []),
    ...(role === 'admin' ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
    { label: 'Logout', to: '/logout' },
  ];
}
