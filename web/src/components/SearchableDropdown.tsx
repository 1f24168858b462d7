import { Combobox, Field, Portal, Spinner, createListCollection, useFilter } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type RefCallback } from 'react';
import { truncate } from '../../../shared/domain/plain-text';
import { DROPDOWN_ROW_HEIGHT, NO_MATCHES, findSelected, listHeight, type ResolvedDropdownProps } from './dropdown-options';

/**
 * The Dropdown from the search threshold on: a combobox whose typed text filters the options
 * (ignoring case and accents). While the user is not searching, the input shows the selected
 * label, cut after `truncateAt` characters when the field is not focused (in full when it is,
 * and in the title).
 */
export function SearchableDropdown({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder = 'Type to search',
  required,
  loading,
  visibleRows = 5,
  maxListHeight = 500,
  truncateAt = 25,
}: ResolvedDropdownProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  // null while not searching: the input then shows the selected label.
  const [query, setQuery] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const open = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput: RefCallback<HTMLInputElement> = (element) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const { listed, selected } = findSelected(options, value);
  const matching = useMemo(() => (query ? options.filter((option) => contains(option.label, query)) : options), [contains, options, query]);
  const collection = useMemo(() => createListCollection({ items: matching }), [matching]);
  const selectedLabel = selected?.label ?? '';
  const inputValue = query ?? (focused ? selectedLabel : truncate(selectedLabel, truncateAt));

  // Typing starts a new search rather than editing the chosen name: on keyboard focus the name
  // is selected (typing replaces it); after a click the caret sits at its end, and what is typed
  // there becomes the search on its own.
  useLayoutEffect(() => {
    if (focused && input.current?.value) input.current.select();
  }, [focused]);
  const searchFor = (typed: string) =>
    query === null && selectedLabel && typed.length > selectedLabel.length && typed.startsWith(selectedLabel)
      ? typed.slice(selectedLabel.length)
      : typed;

  return (
    <Combobox.Root
      collection={collection}
      value={listed ? [listed.value] : []}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') setQuery(searchFor(details.inputValue));
      }}
      onValueChange={(details) => {
        setQuery(null);
        onChange(details.value[0] ?? '');
      }}
      onOpenChange={(details) => {
        open.current = details.open;
        if (!details.open) setQuery(null);
      }}
      openOnClick
      // We decide what the input shows (the label, or the search); zag must not rewrite it.
      selectionBehavior="preserve"
      inputBehavior="autohighlight"
      name={name}
      required={required}
      size="lg"
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={setInput}
          minH="44px"
          placeholder={loading ? 'Loading...' : placeholder}
          title={selectedLabel.length > truncateAt ? selectedLabel : undefined}
          aria-busy={loading || undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (!open.current) onBlur?.();
          }}
        />
        <Combobox.IndicatorGroup>{loading ? <Spinner size="sm" color="fg.muted" /> : <Combobox.Trigger />}</Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH={listHeight(visibleRows, maxListHeight)} overflowY="auto">
            <Combobox.Empty minH={`${DROPDOWN_ROW_HEIGHT}px`} display="flex" alignItems="center" px="3">
              {NO_MATCHES}
            </Combobox.Empty>
            {matching.map((option) => (
              <Combobox.Item key={option.value} item={option} minH={`${DROPDOWN_ROW_HEIGHT}px`}>
                {option.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
