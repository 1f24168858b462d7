import { useQuery } from '@apollo/client/react';
import { Box, Combobox, HStack, Portal, Text, createListCollection } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuBuilding2, LuHouse, LuLandmark, LuMapPin, LuSearch, LuSparkles } from 'react-icons/lu';
import { SearchSuggestionsDocument, type SearchSuggestionsQuery } from '../../generated/graphql';
import { BusySpinner } from '../../components/BusySpinner';
import { useDebounced } from '../../lib/use-debounced';
import { cappedCountText, searchCountText } from '../../../../shared/domain/listing-text';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

const SEARCH_BOX_LABEL = 'Search by location, city or PG name';
const KIND = {
  city: { label: 'City', icon: LuBuilding2 },
  locality: { label: 'Locality', icon: LuMapPin },
  landmark: { label: 'Landmark', icon: LuLandmark },
  name: { label: 'PG', icon: LuHouse },
  understood: { label: 'Search', icon: LuSparkles },
} as const;

/** The text a chosen suggestion leaves in the box: "Malviya Nagar, Jaipur". */
export function suggestionLabel(suggestion: Pick<Suggestion, 'kind' | 'text' | 'city'>): string {
  return suggestion.kind === 'city' || suggestion.kind === 'understood' ? suggestion.text : `${suggestion.text}, ${suggestion.city}`;
}

const keyOf = (s: Suggestion) => `${s.kind}|${s.city}|${s.text}`;

/**
 * The search box with suggestions as you type (cities, localities, landmarks, PG names; typos
 * tolerated by the server). Arrow keys move through them, Enter or a click chooses one (which
 * searches it); Enter with none highlighted searches the typed text.
 */
export function SearchBox({
  value,
  onChange,
  onPick,
  onSubmit,
  size = 'lg',
}: {
  value: string;
  onChange: (text: string) => void;
  onPick: (suggestion: Suggestion) => void;
  onSubmit: () => void;
  size?: 'md' | 'lg';
}) {
  const typed = useDebounced(value.trim(), 150);
  const highlighted = useRef<string | null>(null);
  const { data, previousData, loading } = useQuery(SearchSuggestionsDocument, {
    variables: { q: typed, limit: 8 },
    skip: typed.length < 2,
    // Not asked by the server's render: a search page's box holds its search ('Jaipur') but shows
    // no suggestions until used, and asking cost the server a query and a second pass of the box.
    ssr: false,
  });
  const suggestions = useMemo(
    () => (typed.length < 2 ? [] : ((data ?? previousData)?.searchSuggestions ?? [])),
    [data, previousData, typed],
  );
  // Open while typing with suggestions to show; Escape, a choice or leaving closes it until the next keystroke.
  const [dismissed, setDismissed] = useState(true);
  const [focused, setFocused] = useState(false);
  const open = focused && !dismissed && suggestions.length > 0;
  const collection = useMemo(
    () => createListCollection({ items: suggestions, itemToValue: keyOf, itemToString: suggestionLabel }),
    [suggestions],
  );
  const input = useRef<HTMLInputElement>(null);
  // On a server-rendered page the box is there before its code: a visitor may click into it and
  // type while the page is still starting. Take over that focus and text once it has started, as
  // if they had just happened, so the suggestions open without typing again. The focus is passed
  // on as an event: the combobox ignores typing into a box it was not told has focus, so a
  // visitor who went on typing got no suggestions at all.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (document.activeElement === element) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    if (element.value !== value) {
      onChange(element.value);
      setDismissed(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box comes alive
  }, []);

  return (
    <Combobox.Root
      collection={collection}
      // Uncontrolled text (a controlled one drops keystrokes of fast typists); we follow it.
      defaultInputValue={value}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setDismissed(true);
      }}
      onInputValueChange={(details) => {
        onChange(details.inputValue);
        if (details.reason === 'input-change') setDismissed(false);
      }}
      onHighlightChange={(details) => {
        highlighted.current = details.highlightedValue;
      }}
      onValueChange={(details) => {
        const chosen = details.items[0] as Suggestion | undefined;
        setDismissed(true);
        if (chosen) onPick(chosen);
      }}
      selectionBehavior="replace"
      inputBehavior="none"
      size={size}
      flex="1"
      minW="0"
      positioning={{ sameWidth: true, gutter: 4 }}
    >
      <Combobox.Label srOnly>{SEARCH_BOX_LABEL}</Combobox.Label>
      <Combobox.Control>
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
          <LuSearch aria-hidden />
        </Box>
        <Combobox.Input
          ref={input}
          name="q"
          ps="10"
          minH="44px"
          placeholder={SEARCH_BOX_LABEL}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !(open && highlighted.current)) {
              event.preventDefault();
              setDismissed(true);
              onSubmit();
            }
          }}
        />
        {/* While the visitor is in the box: a page's box holding its search asks once it is used. */}
        {loading && focused && (
          <Combobox.IndicatorGroup>
            <BusySpinner size="xs" color="fg.muted" label="Loading suggestions" />
          </Combobox.IndicatorGroup>
        )}
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="360px" overflowY="auto">
            {suggestions.map((suggestion) => {
              const kind = KIND[suggestion.kind as keyof typeof KIND] ?? KIND.name;
              return (
                <Combobox.Item key={keyOf(suggestion)} item={suggestion} minH="44px" py="2">
                  <HStack gap="3" minW="0" w="full">
                    <Box as={kind.icon} color="brand.fg" flexShrink={0} aria-hidden />
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {suggestion.text}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {[
                          kind.label,
                          suggestion.city,
                          // The understood form is counted up to the cap; places and names carry their stored counts.
                          `${suggestion.kind === 'understood' ? cappedCountText(suggestion.listings) : searchCountText(suggestion.listings, true)} ${suggestion.listings === 1 ? 'PG' : 'PGs'}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Box>
                  </HStack>
                </Combobox.Item>
              );
            })}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
