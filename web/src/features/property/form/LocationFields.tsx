import { Input, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import type { PropertyFormValues } from './property-form-values';

/** Pin code, state, district, locality, street address and nearby road. */
export function LocationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyFormValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Pin code" required error={errors.pinCode?.message}>
        <Input {...register('pinCode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" placeholder="6 digits, e.g. 302017" />
      </FormField>
      <FormField label="State" required error={errors.state?.message}>
        <Input {...register('state')} autoComplete="address-level1" />
      </FormField>
      <FormField label="District" required error={errors.district?.message}>
        <Input {...register('district')} autoComplete="address-level2" />
      </FormField>
      <FormField label="Locality" required error={errors.locality?.message}>
        <Input {...register('locality')} autoComplete="address-level3" />
      </FormField>
      <FormField label="Street address" error={errors.streetAddress?.message}>
        <Input {...register('streetAddress')} autoComplete="street-address" placeholder="House number, street" />
      </FormField>
      <FormField label="Nearby road or landmark" error={errors.nearbyRoad?.message}>
        <Input {...register('nearbyRoad')} placeholder="e.g. Near Gaurav Tower" />
      </FormField>
    </SimpleGrid>
  );
}
