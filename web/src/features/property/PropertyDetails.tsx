import { Box, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck } from 'react-icons/lu';
import { AMENITIES, PARKING, PROPERTY_TYPES, labelOf } from '../../../../shared/domain/property';
import { richTextStyles } from '../../components/rich-text-styles';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { parkingLabel } from '../../lib/listing-labels';
import { depositText, foodText, priceText } from './listing-facts';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Card.Root id={id} variant="outline" borderRadius="card" bg="bg.panel" scrollMarginTop="120px">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Checklist({ items }: { items: string[] }) {
  return (
    <List.Root variant="plain" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2">
      {items.map((item) => (
        <List.Item key={item} alignItems="center">
          <List.Indicator asChild color="brand.fg">
            <LuCheck />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Everything the owner wrote about the place; each part only when the owner filled it in. */
export function PropertyDetails({ listing }: { listing: PropertyDetailFragment }) {
  const amenities = AMENITIES.filter((amenity) => listing.amenities.includes(amenity.value)).map((amenity) => amenity.label);
  const food = listing.amenities.includes('food_service') ? foodText(listing.foodPreference, listing.meals) || 'Food service included' : '';

  return (
    <Stack gap="6">
      <Section title="About this place">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Fact label="Property type" value={labelOf(PROPERTY_TYPES, listing.propertyType)} />
          <Fact label="Parking" value={parkingLabel(listing.parking) || labelOf(PARKING, listing.parking)} />
          <Fact label="Address" value={[listing.streetAddress, listing.locality, listing.district].filter(Boolean).join(', ')} />
        </SimpleGrid>
        {listing.description ? (
          // Sanitized by the gateway with an allowlist before it is stored.
          <Box css={{ ...richTextStyles, fontSize: 'md' }} dangerouslySetInnerHTML={{ __html: listing.description }} />
        ) : (
          <Text color="fg.muted">The owner has not written a description yet.</Text>
        )}
      </Section>

      <Section id="price-details" title="Rent and what it covers">
        <Text>
          <Text as="strong">{priceText(listing.price)}</Text> for 1 bed per month · {depositText(listing.deposit)}
        </Text>
        {listing.priceInclusions.length > 0 && (
          <Box>
            <Text fontWeight="semibold" mb="2">
              Included in the rent
            </Text>
            <Checklist items={listing.priceInclusions} />
          </Box>
        )}
        {food && (
          <Box>
            <Text fontWeight="semibold" mb="1">
              Food
            </Text>
            <Text color="fg.muted">{food}</Text>
          </Box>
        )}
      </Section>

      {amenities.length > 0 && (
        <Section id="amenities" title="Amenities and furnishings">
          <Checklist items={amenities} />
        </Section>
      )}

      {listing.houseRules.length > 0 && (
        <Section title="House rules">
          <List.Root gap="1.5" ps="5">
            {listing.houseRules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List.Root>
        </Section>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}
