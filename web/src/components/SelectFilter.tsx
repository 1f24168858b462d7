import { NativeSelect } from '@chakra-ui/react';
import { FormField } from './FormField';

/**
 * A labelled select that filters a list as soon as it changes (state held by the page, often in
 * the URL); `all` is the first choice, for no filter. Form fields use NativeSelectField.
 */
export function SelectFilter({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  all?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value)} minH="44px">
          {all && <option value="">{all}</option>}
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
