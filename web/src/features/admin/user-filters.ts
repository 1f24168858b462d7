import { USER_SORTS, type UserSort } from '../../../../shared/domain/admin-users';
import { ROLES, type Role } from '../../../../shared/domain/roles';

/** The users table's filters as the form holds them (empty string: any). */
export interface UserFilterValues {
  role: '' | Role;
  listings: '' | 'with' | 'without';
  from: string;
  to: string;
  sort: UserSort;
}

export const NO_USER_FILTERS: UserFilterValues = { role: '', listings: '', from: '', to: '', sort: 'NEWEST' };

/** A YYYY-MM-DD from a date input as the start (or end) of that day on this device, in ISO form. */
export function dayBoundary(value: string, end = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

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
