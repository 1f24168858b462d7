import { useQuery } from '@apollo/client/react';
import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { REVIEW_STATUS_FILTERS, VERIFIED_FILTERS } from '../../../../shared/domain/listing-review';
import type { ReviewFilters as Filters } from '../../../../shared/validation/listing-review';
import { FormField } from '../../components/FormField';
import { ReviewCitiesDocument } from '../../generated/back-office/graphql';

interface Choice {
  value: string;
  label: string;
}

/** Status, city and the verified mark: each change asks the server for page 1 again. */
export function ReviewFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { data } = useQuery(ReviewCitiesDocument);
  // A city from the URL stays choosable while the list loads (or when it has no listings left).
  const cities = [...new Set([...(data?.reviewCities ?? []), ...(filters.city ? [filters.city] : [])])].map((city) => ({ value: city, label: city }));
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value || undefined });
  return (
    <SimpleGrid role="group" aria-label="Filter listings" columns={{ base: 1, sm: 3 }} gap="3">
      <Select label="Status" any="All statuses" value={filters.status} choices={REVIEW_STATUS_FILTERS} onChange={(value) => set('status', value)} />
      <Select label="City" any="All cities" value={filters.city} choices={cities} onChange={(value) => set('city', value)} />
      <Select label="Verified" any="Verified or not" value={filters.verified} choices={VERIFIED_FILTERS} onChange={(value) => set('verified', value)} />
    </SimpleGrid>
  );
}

function Select({ label, any, value, choices, onChange }: { label: string; any: string; value?: string; choices: readonly Choice[]; onChange: (value: string) => void }) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value)} minH="44px">
          <option value="">{any}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
