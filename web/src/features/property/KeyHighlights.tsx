import { Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';

const HIGHLIGHTS_SHOWN = 4;

/** A listing's key highlights, the first few and 'View N More' (an island of the listing's page). */
export function KeyHighlights({ highlights }: { highlights: Array<{ label: string; value: string }> }) {
  const [showAll, setShowAll] = useState(false);
  const hidden = highlights.length - HIGHLIGHTS_SHOWN;
  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Key highlights
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="ul" listStyleType="none">
          {(showAll ? highlights : highlights.slice(0, HIGHLIGHTS_SHOWN)).map((fact) => (
            <Box as="li" key={fact.label} bg="bg.muted" borderRadius="lg" p="3">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {fact.label}
              </Text>
              <Text fontWeight="medium">{fact.value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        {hidden > 0 && (
          <Button
            variant="plain"
            colorPalette="brand"
            alignSelf="start"
            px="0"
            minH="44px"
            onClick={() => setShowAll(!showAll)}
            aria-expanded={showAll}
          >
            {showAll ? 'Show fewer' : `View ${hidden} More`}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
