import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { USER_SORTS, USER_SORT_LABELS } from '../../../../shared/domain/admin-users';
import { ROLE_LABELS, ROLES } from '../../../../shared/domain/roles';
import { FormField } from '../../components/FormField';
import type { UserFilterValues } from './user-filters';

/** Role, listings, joined between and sort: each change asks the server for page 1 again. */
export function UserFilters({ values, onChange }: { values: UserFilterValues; onChange: (values: UserFilterValues) => void }) {
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <SimpleGrid role="group" columns={{ base: 1, sm: 2, lg: 5 }} gap="3" aria-label="Filter users">
      <FormField label="Role">
        <NativeSelect.Root>
          <NativeSelect.Field value={values.role} onChange={(event) => set('role', event.target.value as UserFilterValues['role'])} minH="44px">
            <option value="">All roles</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Listings">
        <NativeSelect.Root>
          <NativeSelect.Field value={values.listings} onChange={(event) => set('listings', event.target.value as UserFilterValues['listings'])} minH="44px">
            <option value="">Any</option>
            <option value="with">Has listings</option>
            <option value="without">No listings</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Joined from">
        <Input type="date" value={values.from} max={values.to || undefined} onChange={(event) => set('from', event.target.value)} minH="44px" />
      </FormField>
      <FormField label="Joined until">
        <Input type="date" value={values.to} min={values.from || undefined} onChange={(event) => set('to', event.target.value)} minH="44px" />
      </FormField>
      <FormField label="Sort">
        <NativeSelect.Root>
          <NativeSelect.Field value={values.sort} onChange={(event) => set('sort', event.target.value as UserFilterValues['sort'])} minH="44px">
            {USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {USER_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
