import { Input, InputGroup, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { BATHROOM_OPTIONS, BEDS, GENDERS, PARKING, PROPERTY_TYPES, ROOM_OPTIONS, roomsLabel } from '../../../../../shared/domain/property';
import { FormField } from '../../../components/FormField';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { LocationFields } from './LocationFields';
import type { PropertyFormValues } from './property-form-values';

type Options = ReadonlyArray<{ value: string | number; label: string }>;

function Select({ name, label, options, placeholder }: { name: keyof PropertyFormValues; label: string; options: Options; placeholder: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return <NativeSelectField label={label} required registration={register(name)} options={options} placeholder={placeholder} error={errors[name]?.message as string | undefined} />;
}

/** Basic Information: the spec's option lists, rent, and where the place is. */
export function BasicInfoSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return (
    <SimpleGrid columns={1} gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Select name="propertyType" label="Property type" options={PROPERTY_TYPES} placeholder="PG or Hostel" />
        <Select name="gender" label="Gender" options={GENDERS} placeholder="Who can stay" />
        <FormField label="Price (per bed, per month)" required error={errors.price?.message}>
          <InputGroup startElement="₹">
            <Input {...register('price')} inputMode="numeric" placeholder="e.g. 7500" />
          </InputGroup>
        </FormField>
        <FormField label="Deposit" error={errors.deposit?.message} helper="Leave empty for no deposit">
          <InputGroup startElement="₹">
            <Input {...register('deposit')} inputMode="numeric" placeholder="e.g. 15000" />
          </InputGroup>
        </FormField>
        <Select name="rooms" label="Rooms" options={ROOM_OPTIONS.map((rooms) => ({ value: rooms, label: roomsLabel(rooms) }))} placeholder="Number of rooms" />
        <Select name="beds" label="Beds" options={BEDS} placeholder="Beds per room" />
        <Select name="bathrooms" label="Bathrooms" options={BATHROOM_OPTIONS.map((n) => ({ value: n, label: String(n) }))} placeholder="Number of bathrooms" />
        <Select name="parking" label="Parking" options={PARKING} placeholder="Parking" />
      </SimpleGrid>
      <LocationFields />
    </SimpleGrid>
  );
}
