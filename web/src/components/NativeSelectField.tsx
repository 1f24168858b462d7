import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField';

/**
 * A labelled native select for short fixed lists (phones show their own picker). Longer or
 * searchable lists use Dropdown.
 */
export function NativeSelectField({
  label,
  registration,
  options,
  placeholder,
  required,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  placeholder: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration} placeholder={placeholder}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
