import { Checkbox, CheckboxGroup, Fieldset, RadioGroup, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  FORM_AMENITIES,
  FURNISHING,
  MEALS,
  PREFERRED_TENANTS,
  SERVICE_AMENITIES,
  VACANT_BEDS_TEXT,
} from '../../../../../shared/domain/property';
import { FormField } from '../../../components/FormField';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { TextField, useFieldError } from './form-fields';
import type { PropertyFormValues } from './property-form-values';

const PRICE_INCLUSIONS = ['Electricity', 'Water', 'Housekeeping', 'Wi-Fi', 'Meals', 'Laundry', 'Maintenance'];

function Checkboxes({
  name,
  legend,
  options,
  columns = 3,
}: {
  name: 'amenities' | 'preferredTenants' | 'meals' | 'priceInclusions';
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  columns?: number;
}) {
  const { control } = useFormContext<PropertyFormValues>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <CheckboxGroup name={name} value={(field.value as string[] | undefined) ?? []} onValueChange={field.onChange}>
            <SimpleGrid columns={{ base: 2, md: columns }} gap="2">
              {options.map((option) => (
                <Checkbox.Root key={option.value} value={option.value} colorPalette="brand" minH="36px">
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        )}
      />
    </Fieldset.Root>
  );
}

/** A list edited as lines of text; the field gets the non-empty, trimmed lines. */
function LinesTextarea({ value, onChange, onBlur }: { value: string[]; onChange: (lines: string[]) => void; onBlur: () => void }) {
  const joined = value.join('\n');
  const [text, setText] = useState(joined);
  const [synced, setSynced] = useState(joined);
  // Follow outside changes (a reset, an edit loaded) without fighting the user's own typing.
  if (joined !== synced) {
    setSynced(joined);
    if (
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n') !== joined
    )
      setText(joined);
  }
  return (
    <Textarea
      rows={4}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
      onBlur={onBlur}
    />
  );
}

function FurnishingSelect() {
  const { register } = useFormContext<PropertyFormValues>();
  const error = useFieldError('furnishing');
  return (
    <NativeSelectField
      label="Furnishing"
      registration={register('furnishing', { setValueAs: (value) => value || null })}
      options={FURNISHING}
      placeholder="Not specified"
      error={error}
    />
  );
}

/** Other Features: the 13 amenity checkboxes, services, and the facts the detail page shows. */
export function FeaturesSection() {
  const { control } = useFormContext<PropertyFormValues>();
  const amenities = useWatch({ control, name: 'amenities' }) ?? [];
  const food = amenities.includes('food_service');

  return (
    <Stack gap="6">
      <Checkboxes name="amenities" legend="Amenities" options={[...FORM_AMENITIES, ...SERVICE_AMENITIES]} columns={4} />
      {food && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" p="4" bg="bg.muted" borderRadius="lg">
          <Controller
            name="foodPreference"
            control={control}
            render={({ field }) => (
              <Fieldset.Root>
                <Fieldset.Legend fontWeight="semibold" mb="2">
                  Food served
                </Fieldset.Legend>
                <RadioGroup.Root value={field.value ?? ''} onValueChange={(details) => field.onChange(details.value)} colorPalette="brand">
                  <Stack direction="row" gap="4">
                    {[
                      { value: 'veg', label: 'Veg only' },
                      { value: 'both', label: 'Veg and non-veg' },
                    ].map((option) => (
                      <RadioGroup.Item key={option.value} value={option.value} minH="36px">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Fieldset.Root>
            )}
          />
          <Checkboxes name="meals" legend="Meals included" options={MEALS} />
        </SimpleGrid>
      )}
      <Checkboxes
        name="priceInclusions"
        legend="Included in the rent"
        options={PRICE_INCLUSIONS.map((item) => ({ value: item, label: item }))}
        columns={4}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Checkboxes name="preferredTenants" legend="Preferred tenants" options={PREFERRED_TENANTS} columns={2} />
        <Controller
          name="attachedBathroom"
          control={control}
          render={({ field }) => (
            <Switch.Root
              checked={Boolean(field.value)}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="brand"
              alignSelf="end"
              minH="44px"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Rooms have an attached bathroom</Switch.Label>
            </Switch.Root>
          )}
        />
        <FurnishingSelect />
        <TextField name="totalCapacity" label="Total capacity (residents)" inputMode="numeric" placeholder="e.g. 12" />
        <TextField
          name="vacantBeds"
          label={VACANT_BEDS_TEXT.field}
          helper={VACANT_BEDS_TEXT.helper}
          inputMode="numeric"
          placeholder="e.g. 3 (0 when full)"
        />
        <TextField name="availableFrom" label="Available from" type="date" />
        <TextField name="videoUrl" label="Video tour (YouTube link)" type="url" placeholder="https://www.youtube.com/watch?v=..." />
      </SimpleGrid>
      <Controller
        name="houseRules"
        control={control}
        render={({ field, fieldState }) => (
          <FormField label="House rules" helper="One rule per line, e.g. Last entry 22:30" error={fieldState.error?.message}>
            <LinesTextarea value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
    </Stack>
  );
}
