/** Account roles (spec section 6). Registration offers only user and owner. */
export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REGISTRABLE_ROLES = ['user', 'owner'] as const satisfies readonly Role[];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { user: 'User', owner: 'Owner', admin: 'Admin' };
