import { Box, Button, CloseButton, HStack, Heading, RadioGroup, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { PRICE_BANDS } from '../../../../shared/domain/search';
import type { SearchFilters } from '../../../../shared/validation/search';
import type { SearchListingsQuery } from '../../generated/graphql';
import { appliedFilters, bandFilters, bandOf, priceLabel } from './search-labels';
import { facetCountText } from '../../../../shared/domain/listing-text';

type Facets = NonNullable<SearchListingsQuery['search']['facets']>;

/**
 * The results page's sidebar (spec section 2): Applied Filters with Clear All, Hide already
 * seen, Attached bathroom and Budget, each a real filter of the search.
 */
export function SearchSidebar({
  filters,
  facets,
  onChange,
  onClearAll,
}: {
  filters: SearchFilters;
  facets: Facets | null | undefined;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClearAll: () => void;
}) {
  const applied = appliedFilters(filters);
  const band = bandOf(filters);
  const custom = !band && (filters.priceMin !== undefined || filters.priceMax !== undefined);
  return (
    <Stack gap="6" as="aside" aria-label="Refine the results">
      <Box>
        <HStack justify="space-between" mb="2">
          <Heading as="h2" size="sm">
            Applied Filters
          </Heading>
          <Button
            variant="plain"
            size="sm"
            color="brand.fg"
            textDecoration="underline"
            minH="44px"
            px="1"
            disabled={!applied.length}
            onClick={onClearAll}
          >
            Clear All
          </Button>
        </HStack>
        {applied.length ? (
          <Wrap gap="2">
            {applied.map((filter) => (
              <HStack key={filter.key} gap="1" bg="brand.subtle" color="brand.fg" borderRadius="full" ps="3" pe="1" py="0.5" fontSize="sm">
                <Text>{filter.label}</Text>
                <CloseButton size="2xs" borderRadius="full" aria-label={`Remove ${filter.label}`} onClick={() => onChange(filter.remove)} />
              </HStack>
            ))}
          </Wrap>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            None yet. Narrow the list with the filters here and above.
          </Text>
        )}
      </Box>

      <Stack gap="1">
        <Switch.Root
          checked={Boolean(filters.hideSeen)}
          onCheckedChange={(details) => onChange({ hideSeen: details.checked || undefined })}
          colorPalette="brand"
          minH="44px"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Hide already seen</Switch.Label>
        </Switch.Root>
        <Switch.Root
          checked={Boolean(filters.attachedBathroom)}
          onCheckedChange={(details) => onChange({ attachedBathroom: details.checked || undefined })}
          colorPalette="brand"
          minH="44px"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Attached bathroom</Switch.Label>
        </Switch.Root>
      </Stack>

      <Box>
        <Heading as="h2" size="sm" mb="2" id="budget-heading">
          Budget
        </Heading>
        <RadioGroup.Root
          aria-labelledby="budget-heading"
          value={band?.key ?? (custom ? 'custom' : 'any')}
          onValueChange={(details) => {
            const chosen = PRICE_BANDS.find((b) => b.key === details.value);
            onChange(chosen ? bandFilters(chosen) : { priceMin: undefined, priceMax: undefined });
          }}
          colorPalette="brand"
        >
          <Stack gap="0">
            <RadioGroup.Item value="any" minH="40px">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Any budget</RadioGroup.ItemText>
            </RadioGroup.Item>
            {PRICE_BANDS.map((b) => {
              const count = facets?.priceBands.find((f) => f.key === b.key)?.count;
              return (
                <RadioGroup.Item key={b.key} value={b.key} minH="40px">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {b.label}
                    {count !== undefined && (
                      <Text as="span" color="fg.muted">
                        {facetCountText(count, facets?.exact ?? true)}
                      </Text>
                    )}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
            {custom && (
              <RadioGroup.Item value="custom" minH="40px">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{priceLabel(filters.priceMin, filters.priceMax)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            )}
          </Stack>
        </RadioGroup.Root>
        <Text fontSize="xs" color="fg.muted" mt="1">
          Rent per bed per month. Set exact amounts under Filters.
        </Text>
      </Box>
    </Stack>
  );
}
