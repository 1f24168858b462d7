import { USER_SORTS, type UserSort } from '../../../../../shared/domain/admin-users';
import { ROLES, type Role } from '../../../../../shared/domain/roles';
import { dayBoundary } from '../shared/day-boundary';

/** The users table's filters as the form holds them (empty string: any). */
export interface UserFilterValues {
  role: '' | Role;
  listings: '' | 'with' | 'without';
  from: string;
  to: string;
  sort: UserSort;
}

export const NO_USER_FILTERS: UserFilterValues = { role: '', listings: '', from: '', to: '', sort: 'NEWEST' };

export function userFilterVariables(values: UserFilterValues) {
  return {
    role: ROLES.includes(values.role as Role) ? (values.role as Role) : null,
    hasListings: values.listings === '' ? null : values.listings === 'with',
    createdFrom: dayBoundary(values.from),
    createdTo: dayBoundary(values.to, true),
    sort: USER_SORTS.includes(values.sort) ? values.sort : 'NEWEST',
  };
}

export const hasUserFilters = (values: UserFilterValues) =>
  values.role !== '' || values.listings !== '' || values.from !== '' || values.to !== '' || values.sort !== 'NEWEST';
