import { NativeSelect } from '@chakra-ui/react';
import { FormField } from './FormField';

/**
 * A labelled select that acts as soon as it changes: it filters a list (state held by the page,
 * often in the URL; `all` is the first choice, for no filter) or saves a setting. `hideLabel`
 * keeps the label for screen readers only, where what is around the select says it already. Form
 * fields use NativeSelectField.
 */
export function SelectFilter({
  label,
  value,
  all,
  options,
  onChange,
  hideLabel,
  disabled,
}: {
  label: string;
  value: string | undefined;
  all?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} hideLabel={hideLabel}>
      <NativeSelect.Root disabled={disabled}>
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
