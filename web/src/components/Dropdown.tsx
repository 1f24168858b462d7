import { Button, Field, HStack, Portal, Select, Spinner, VisuallyHidden, createListCollection } from '@chakra-ui/react';
import { useMemo, useRef, type Ref } from 'react';
import { SELECTOR_SEARCH_THRESHOLD } from '../../../shared/validation/location';
import { truncate } from '../../../shared/domain/plain-text';
import {
  DROPDOWN_ROW_HEIGHT,
  findSelected,
  listHeight,
  toOptions,
  type DropdownProps,
  type ResolvedDropdownProps,
} from './dropdown-options';
import { SearchableDropdown } from './SearchableDropdown';

export { type DropdownProps } from './dropdown-options';

/**
 * The app's selector (spec sections 2, 5 and 9): a labelled single-select that becomes a
 * type-to-search combobox once it has 8 or more options, shows about 5 rows of 40px at a time
 * and says 'No matches found' when a search matches nothing. A long selected label is cut after
 * 25 characters (the full text stays in the title and for screen readers). Keyboard operable
 * (arrows, Enter, Escape, typing), 44px tall, with disabled, loading and error states.
 */
export function Dropdown(props: DropdownProps) {
  const { label, error, invalid, helper, required, disabled, loading, onRetry } = props;
  const options = useMemo(() => toOptions(props.options), [props.options]);
  const searchable = options.length >= (props.searchThreshold ?? SELECTOR_SEARCH_THRESHOLD);
  return (
    <Field.Root invalid={invalid || Boolean(error)} required={required} disabled={disabled || loading}>
      {searchable ? <SearchableDropdown {...props} options={options} /> : <SimpleDropdown {...props} options={options} />}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && (
        <HStack gap="2" wrap="wrap">
          <Field.ErrorText>{error}</Field.ErrorText>
          {onRetry && (
            <Button variant="plain" size="sm" minH="44px" px="1" color="brand.fg" textDecoration="underline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </HStack>
      )}
      {loading && <VisuallyHidden aria-live="polite">{`Loading ${label.toLowerCase()} options`}</VisuallyHidden>}
    </Field.Root>
  );
}

/** Fewer options than the threshold: a plain select list (typeahead by first letters still works). */
function SimpleDropdown({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder = 'Select',
  required,
  loading,
  visibleRows = 5,
  maxListHeight = 500,
  truncateAt = 25,
}: ResolvedDropdownProps) {
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  const open = useRef(false);
  const { listed, selected } = findSelected(options, value);
  const shown = selected ? truncate(selected.label, truncateAt) : '';
  const cut = selected && shown !== selected.label ? selected.label : undefined;
  return (
    <Select.Root
      collection={collection}
      value={listed ? [listed.value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onOpenChange={(details) => {
        open.current = details.open;
        if (!details.open) onBlur?.();
      }}
      name={name}
      required={required}
      size="lg"
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Select.Label>
      <Select.Control>
        <Select.Trigger
          ref={ref as Ref<HTMLButtonElement>}
          minH="44px"
          title={cut}
          aria-busy={loading || undefined}
          onBlur={() => {
            if (!open.current) onBlur?.();
          }}
        >
          <Select.ValueText placeholder={loading ? 'Loading...' : placeholder}>
            <ShownLabel full={selected?.label} shown={shown} />
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>{loading ? <Spinner size="sm" color="fg.muted" /> : <Select.Indicator />}</Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content maxH={listHeight(visibleRows, maxListHeight)} overflowY="auto">
            {options.map((option) => (
              <Select.Item key={option.value} item={option} minH={`${DROPDOWN_ROW_HEIGHT}px`}>
                {option.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}

/** A cut label is seen cut, and read in full by screen readers. */
function ShownLabel({ full, shown }: { full: string | undefined; shown: string }) {
  if (full === undefined || shown === full) return full;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}
