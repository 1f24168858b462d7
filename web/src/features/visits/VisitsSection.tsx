import { useQuery } from '@apollo/client/react';
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MyVisitsDocument, VisitsDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { VisitCard } from './VisitCard';

const SHOWN = 20;

/** Visits in an inbox: those booked to the owner's listings (`owner`), or the seeker's own (`seeker`). */
export function VisitsSection({ side, propertyId }: { side: 'owner' | 'seeker'; propertyId?: string | null }) {
  const owner = useQuery(VisitsDocument, {
    variables: { propertyId: propertyId ?? null, page: 1, limit: SHOWN },
    fetchPolicy: 'cache-and-network',
    skip: side !== 'owner',
  });
  const seeker = useQuery(MyVisitsDocument, {
    variables: { page: 1, limit: SHOWN },
    fetchPolicy: 'cache-and-network',
    skip: side !== 'seeker',
  });
  const { data, error } = side === 'owner' ? owner : seeker;
  const result = data && ('visits' in data ? data.visits : data.myVisits);
  const headingId = `visits-${side}`;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mb="10">
      <Heading as="h2" size="lg" id={headingId}>
        {side === 'owner' ? 'Visit requests' : 'My visits'} {result ? `(${result.total})` : ''}
      </Heading>
      {error && !result ? (
        <Text role="alert" color="fg.error">
          Error: {errorMessage(error, 'Fetch visits failed')}
        </Text>
      ) : !result ? (
        <Skeleton h="110px" borderRadius="card" aria-busy="true" />
      ) : !result.items.length ? (
        <Text color="fg.muted">
          {side === 'owner'
            ? 'Visits seekers book on your listings will show here, for you to confirm.'
            : "No visits yet. Open a PG you like and use 'Book a visit' to see it in person."}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {result.items.map((visit) => (
            <Box as="li" key={visit.id}>
              <VisitCard visit={visit} side={side} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
