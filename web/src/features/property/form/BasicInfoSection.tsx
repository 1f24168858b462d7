import { SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { BATHROOM_OPTIONS, BEDS, GENDERS, PARKING, PROPERTY_TYPES, ROOM_OPTIONS, roomsLabel } from '../../../../../shared/domain/property';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { TextField, useFieldError } from './form-fields';
import { LocationFields } from './LocationFields';
import type { PropertyFormValues } from './property-form-values';

type Options = ReadonlyArray<{ value: string | number; label: string }>;

function Select({
  name,
  label,
  options,
  placeholder,
}: {
  name: keyof PropertyFormValues;
  label: string;
  options: Options;
  placeholder: string;
}) {
  const { register } = useFormContext<PropertyFormValues>();
  const error = useFieldError(name);
  return (
    <NativeSelectField label={label} required registration={register(name)} options={options} placeholder={placeholder} error={error} />
  );
}

/** Basic Information: the spec's option lists, rent, and where the place is. */
export function BasicInfoSection() {
  return (
    <SimpleGrid columns={1} gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Select name="propertyType" label="Property type" options={PROPERTY_TYPES} placeholder="PG or Hostel" />
        <Select name="gender" label="Gender" options={GENDERS} placeholder="Who can stay" />
        <TextField name="price" label="Price (per bed, per month)" required startElement="₹" inputMode="numeric" placeholder="e.g. 7500" />
        <TextField
          name="deposit"
          label="Deposit"
          helper="Leave empty for no deposit"
          startElement="₹"
          inputMode="numeric"
          placeholder="e.g. 15000"
        />
        <Select
          name="rooms"
          label="Rooms"
          options={ROOM_OPTIONS.map((rooms) => ({ value: rooms, label: roomsLabel(rooms) }))}
          placeholder="Number of rooms"
        />
        <Select name="beds" label="Beds" options={BEDS} placeholder="Beds per room" />
        <Select
          name="bathrooms"
          label="Bathrooms"
          options={BATHROOM_OPTIONS.map((n) => ({ value: n, label: String(n) }))}
          placeholder="Number of bathrooms"
        />
        <Select name="parking" label="Parking" options={PARKING} placeholder="Parking" />
      </SimpleGrid>
      <LocationFields />
    </SimpleGrid>
  );
}
