import { Input, SimpleGrid } from '@chakra-ui/react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Dropdown } from '../../../components/Dropdown';
import { FormField } from '../../../components/FormField';
import { useLocationFields } from '../../location/useLocationFields';
import { TextField } from './form-fields';
import type { PropertyFormValues } from './property-form-values';

const LOCATION_NAMES: Array<keyof PropertyFormValues> = ['pinCode', 'state', 'district', 'locality'];

/**
 * Where the place is: a 6-digit pin code fills state, district and locality from India's postal
 * directory; each can also be chosen from its list (state first, then district, then locality).
 */
export function LocationFields() {
  const form = useFormContext<PropertyFormValues>();
  // This block's own fields' state, so a check elsewhere in the form does not re-render it.
  const formState = useFormState<PropertyFormValues>({ name: LOCATION_NAMES });
  const location = useLocationFields(
    { ...form, formState },
    { pinCode: 'pinCode', state: 'state', district: 'district', locality: 'locality' },
  );
  const { errors } = formState;
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
        <Input
          {...location.pinCodeProps}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder="6 digits, e.g. 302017"
        />
      </FormField>
      <Dropdown label="State" required placeholder="Choose a state" {...location.state} />
      <Dropdown label="District" required placeholder="Choose a district" {...location.district} />
      {location.locality && <Dropdown label="Locality" required placeholder="Choose a locality" {...location.locality} />}
      <TextField name="streetAddress" label="Street address" autoComplete="street-address" placeholder="House number, street" />
      <TextField name="nearbyRoad" label="Nearby road or landmark" placeholder="e.g. Near Gaurav Tower" />
    </SimpleGrid>
  );
}
