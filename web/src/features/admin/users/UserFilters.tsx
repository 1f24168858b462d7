import { Input, SimpleGrid } from '@chakra-ui/react';
import { USER_SORTS, USER_SORT_LABELS } from '../../../../../shared/domain/admin-users';
import { ROLE_LABELS, ROLES } from '../../../../../shared/domain/roles';
import { FormField } from '../../../components/FormField';
import { SelectFilter } from '../../../components/SelectFilter';
import type { UserFilterValues } from './user-filters';

const LISTINGS_FILTERS = [
  { value: 'with', label: 'Has listings' },
  { value: 'without', label: 'No listings' },
];

/** Role, listings, joined between and sort: each change asks the server for page 1 again. */
export function UserFilters({ values, onChange }: { values: UserFilterValues; onChange: (values: UserFilterValues) => void }) {
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <SimpleGrid role="group" columns={{ base: 1, sm: 2, lg: 5 }} gap="3" aria-label="Filter users">
      <SelectFilter
        label="Role"
        all="All roles"
        value={values.role}
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        onChange={(value) => set('role', value as UserFilterValues['role'])}
      />
      <SelectFilter
        label="Listings"
        all="Any"
        value={values.listings}
        options={LISTINGS_FILTERS}
        onChange={(value) => set('listings', value as UserFilterValues['listings'])}
      />
      <FormField label="Joined from">
        <Input
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => set('from', event.target.value)}
          minH="44px"
        />
      </FormField>
      <FormField label="Joined until">
        <Input
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => set('to', event.target.value)}
          minH="44px"
        />
      </FormField>
      <SelectFilter
        label="Sort"
        value={values.sort}
        options={USER_SORTS.map((sort) => ({ value: sort, label: USER_SORT_LABELS[sort] }))}
        onChange={(value) => set('sort', value as UserFilterValues['sort'])}
      />
    </SimpleGrid>
  );
}
