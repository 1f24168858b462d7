import { Input, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { Dropdown } from '../../../components/Dropdown';
import { FormField } from '../../../components/FormField';
import { useLocationFields } from '../../location/useLocationFields';
import type { PropertyFormValues } from './property-form-values';

/**
 * Where the place is: a 6-digit pin code fills state, district and locality from India's postal
 * directory; each can also be chosen from its list (state first, then district, then locality).
 */
export function LocationFields() {
  const form = useFormContext<PropertyFormValues>();
  const location = useLocationFields(form, { pinCode: 'pinCode', state: 'state', district: 'district', locality: 'locality' });
  const { errors } = form.formState;
  const pin = location.pinCode;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label="Pin code"
        required
        error={errors.pinCode?.message ?? pin.error}
        helper={
          pin.status === 'loading'
            ? 'Looking up the pin code…'
            : pin.status === 'found' && pin.found
              ? `Found: ${pin.found.officeName}, ${pin.found.districtName}, ${pin.found.stateName}`
              : 'Fills state, district and locality for you'
        }
      >
        <Input {...location.pinCodeProps} inputMode="numeric" maxLength={6} autoComplete="postal-code" placeholder="6 digits, e.g. 302017" />
      </FormField>
      <Dropdown label="State" required placeholder="Choose a state" {...location.state} />
      <Dropdown label="District" required placeholder="Choose a district" {...location.district} />
      {location.locality && <Dropdown label="Locality" required placeholder="Choose a locality" {...location.locality} />}
      <FormField label="Street address" error={errors.streetAddress?.message}>
        <Input {...form.register('streetAddress')} autoComplete="street-address" placeholder="House number, street" />
      </FormField>
      <FormField label="Nearby road or landmark" error={errors.nearbyRoad?.message}>
        <Input {...form.register('nearbyRoad')} placeholder="e.g. Near Gaurav Tower" />
      </FormField>
    </SimpleGrid>
  );
}
