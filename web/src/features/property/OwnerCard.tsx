import { Avatar, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { capitalise } from '../../lib/listing-labels';
import { PhoneReveal } from '../leads/PhoneReveal';

/** Who posted the listing, from their real account and listings. */
export function OwnerCard({ owner, postedAt, listingId }: { owner: PropertyDetailFragment['owner']; postedAt: string; listingId: string }) {
  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Body gap="4">
        <HStack gap="3">
          <Avatar.Root size="lg" colorPalette="brand">
            <Avatar.Fallback name={owner.name} />
          </Avatar.Root>
          <Box>
            <Heading as="h3" size="md">
              {owner.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {capitalise(owner.role)}
            </Text>
          </Box>
        </HStack>
        <SimpleGrid columns={2} gap="3">
          <Stat label="Properties Listed" value={owner.propertiesListed} />
          <Stat label="Verified Properties" value={owner.verifiedProperties} />
        </SimpleGrid>
        {owner.localities.length > 0 && (
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="semibold">
              Localities
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {owner.localities.join(', ')}
            </Text>
          </Stack>
        )}
        <PhoneReveal listingId={listingId} />
        <Text fontSize="xs" color="fg.muted">
          Posted on {new Date(postedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="bg.muted" borderRadius="lg" p="3">
      <Text fontSize="xl" fontWeight="bold" color="brand.fg">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}
