import { useQuery } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { REVIEW_STATUS_FILTERS, VERIFIED_FILTERS } from '../../../../../shared/domain/listing-review';
import type { ReviewFilters as Filters } from '../../../../../shared/validation/listing-review';
import { SelectFilter } from '../../../components/SelectFilter';
import { ReviewCitiesDocument } from '../../../generated/back-office/graphql';

/** Status, city and the verified mark: each change asks the server for page 1 again. */
export function ReviewFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { data } = useQuery(ReviewCitiesDocument);
  // A city from the URL stays choosable while the list loads (or when it has no listings left).
  const cities = [...new Set([...(data?.reviewCities ?? []), ...(filters.city ? [filters.city] : [])])].map((city) => ({
    value: city,
    label: city,
  }));
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value || undefined });
  return (
    <SimpleGrid role="group" aria-label="Filter listings" columns={{ base: 1, sm: 3 }} gap="3">
      <SelectFilter
        label="Status"
        all="All statuses"
        value={filters.status}
        options={REVIEW_STATUS_FILTERS}
        onChange={(value) => set('status', value)}
      />
      <SelectFilter label="City" all="All cities" value={filters.city} options={cities} onChange={(value) => set('city', value)} />
      <SelectFilter
        label="Verified"
        all="Verified or not"
        value={filters.verified}
        options={VERIFIED_FILTERS}
        onChange={(value) => set('verified', value)}
      />
    </SimpleGrid>
  );
}
