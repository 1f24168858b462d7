import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { SearchFilters } from '../../../../shared/validation/search';
import { wideningSteps } from './search-labels';
import { useSearchState } from './useSearchState';

const NO_RESULTS = 'No PGs match these filters';

/**
 * What the search page shows instead of results: a way back to page 1 past the last page, else
 * wider searches to try. An island of the search page.
 */
export function NoResults({ filters, page }: { filters: SearchFilters; page: number }) {
  const { update, replaceFilters, setPage } = useSearchState();
  if (page > 1) {
    return (
      <Stack align="start" gap="3">
        <Text fontSize="lg">This page is past the last result.</Text>
        <Button colorPalette="brand" minH="44px" borderRadius="full" onClick={() => setPage(1)}>
          Go to the first page
        </Button>
      </Stack>
    );
  }
  const steps = wideningSteps(filters);
  return (
    <Stack align="start" gap="3" borderWidth="1px" borderRadius="card" p={{ base: '5', md: '8' }} bg="bg.subtle">
      <Heading as="h2" size="lg">
        {NO_RESULTS}
      </Heading>
      <Text color="fg.muted">Try a wider search:</Text>
      <Wrap gap="2">
        {steps.slice(0, 4).map((step) => (
          <Button
            key={step.label}
            variant="outline"
            colorPalette="brand"
            minH="44px"
            borderRadius="full"
            onClick={() => update(step.patch)}
          >
            {step.label}
          </Button>
        ))}
        <Button colorPalette="saffron" minH="44px" borderRadius="full" onClick={() => replaceFilters({})}>
          Clear all filters
        </Button>
      </Wrap>
    </Stack>
  );
}
