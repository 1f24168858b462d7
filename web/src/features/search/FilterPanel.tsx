import { Checkbox, CheckboxGroup, Fieldset, HStack, Input, InputGroup, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  AMENITY_FILTERS,
  FOOD_PREFERENCE_FILTERS,
  HOSTEL_TYPES,
  MIN_RATING_FILTERS,
  SHARING_TYPES,
} from '../../../../shared/domain/search';
import { FormField } from '../../components/FormField';
import type { SearchListingsQuery } from '../../generated/graphql';
import { VACANT_BEDS_TEXT } from '../../../../shared/domain/property';
import type { SearchPanelValues } from './search-form.schema';
import { facetCountText } from '../../../../shared/domain/listing-text';

type Facets = NonNullable<SearchListingsQuery['search']['facets']>;

const count = (list: ReadonlyArray<{ value: string; count: number }> | undefined, value: string, exact = true) => {
  const found = list?.find((item) => item.value === value);
  return found ? facetCountText(found.count, exact) : '';
};

/**
 * The widget's filter panel: Hostel For (boys, girls, co-living), food preference, price range in rupees (minimum 0; the maximum has no
 * "max 0" and must not be below the minimum), Rating 4+, Room Sharing Type and Amenities (multi-select).
 * With facets, each choice shows how many results it would give.
 */
export function FilterPanel({ id, facets }: { id: string; facets?: Facets | null }) {
  const { control, register, formState } = useFormContext<SearchPanelValues>();
  const priceMin = useWatch({ control, name: 'priceMin' });
  return (
    <Stack id={id} gap="5" pt="4" borderTopWidth="1px" mt="3">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          Hostel For
        </Fieldset.Legend>
        <Controller
          name="hostelType"
          control={control}
          render={({ field }) => (
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(details) => field.onChange(details.value ?? '')}
              colorPalette="brand"
            >
              <HStack gap="4" wrap="wrap">
                {[{ value: '', label: 'Any' }, ...HOSTEL_TYPES].map((type) => (
                  <RadioGroup.Item key={type.value || 'any'} value={type.value} minH="44px">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {type.label}
                      {type.value && count(facets?.hostelType, type.value, facets?.exact)}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          Food preference
        </Fieldset.Legend>
        <Controller
          name="foodPreference"
          control={control}
          render={({ field }) => (
            <RadioGroup.Root
              name={field.name}
              value={field.value}
              onValueChange={(details) => field.onChange(details.value ?? 'any')}
              colorPalette="brand"
            >
              <HStack gap="4" wrap="wrap">
                {FOOD_PREFERENCE_FILTERS.map((food) => (
                  <RadioGroup.Item key={food.value} value={food.value} minH="44px">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {food.label}
                      {count(facets?.foodPreference, food.value, facets?.exact)}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          Price range (per bed per month)
        </Fieldset.Legend>
        <SimpleGrid columns={2} gap="3">
          <FormField label="Minimum price" error={formState.errors.priceMin?.message}>
            <InputGroup startElement="₹">
              <Input {...register('priceMin')} type="number" inputMode="numeric" min={0} step={500} placeholder="0" minH="44px" />
            </InputGroup>
          </FormField>
          <FormField label="Maximum price" error={formState.errors.priceMax?.message}>
            <InputGroup startElement="₹">
              <Input
                {...register('priceMax')}
                type="number"
                inputMode="numeric"
                min={priceMin && /^\d+$/.test(priceMin) ? Number(priceMin) : 0}
                step={500}
                placeholder="Any"
                minH="44px"
              />
            </InputGroup>
          </FormField>
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          Rating
        </Fieldset.Legend>
        <OnOffFilter name="minRating" label={MIN_RATING_FILTERS[0].label} />
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" mb="2">
          Availability
        </Fieldset.Legend>
        <OnOffFilter name="bedsFree" label={VACANT_BEDS_TEXT.filter} />
      </Fieldset.Root>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Choices name="sharingType" legend="Room Sharing Type" options={SHARING_TYPES} counts={facets?.sharingType} exact={facets?.exact} />
        <Choices name="amenities" legend="Amenities" options={AMENITY_FILTERS} counts={facets?.amenities} exact={facets?.exact} />
      </SimpleGrid>
      {facets && (
        <Text fontSize="xs" color="fg.muted">
          Numbers in brackets: results each choice gives with your other filters.
        </Text>
      )}
    </Stack>
  );
}

/** One on/off filter as a checkbox. */
function OnOffFilter({ name, label }: { name: 'minRating' | 'bedsFree'; label: string }) {
  const { control } = useFormContext<SearchPanelValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Checkbox.Root
          name={field.name}
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          colorPalette="brand"
          minH="44px"
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function Choices({
  name,
  legend,
  options,
  counts,
  exact,
}: {
  name: 'sharingType' | 'amenities';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  counts?: ReadonlyArray<{ value: string; count: number }>;
  /** False when the counts are lower bounds (see facetCountText). */
  exact?: boolean;
}) {
  const { control } = useFormContext<SearchPanelValues>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <CheckboxGroup name={name} value={field.value} onValueChange={field.onChange}>
            <SimpleGrid columns={{ base: 2, sm: 1, md: 2 }} gap="1">
              {options.map((option) => (
                <Checkbox.Root key={option.value} value={option.value} colorPalette="brand" minH="44px">
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {option.label}
                    {count(counts, option.value, exact)}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        )}
      />
    </Fieldset.Root>
  );
}
