import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserCountsDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';

export const FETCH_USERS_FAILED = 'Fetch users failed';

/** The admin's overview: how many accounts there are, counted by the server, nothing made up. */
export function DashboardHomePage() {
  const { data, loading, error } = useQuery(UserCountsDocument, { fetchPolicy: 'cache-and-network' });
  const counts = data?.userCounts;
  const stats = counts
    ? [
        { label: 'All accounts', value: counts.total },
        { label: 'Users', value: counts.user, help: 'People looking for a stay' },
        { label: 'Owners', value: counts.owner, help: 'People who list rooms' },
        { label: 'Admins', value: counts.admin },
      ]
    : [];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      {error && !counts ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error, FETCH_USERS_FAILED)}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-busy={loading && !counts}>
          {loading && !counts
            ? [0, 1, 2, 3].map((key) => <Skeleton key={key} h="28" borderRadius="card" />)
            : stats.map((stat) => (
                <Card.Root key={stat.label} borderRadius="card">
                  <Card.Body>
                    <Stat.Root>
                      <Stat.Label>{stat.label}</Stat.Label>
                      <Stat.ValueText fontSize="3xl">{stat.value.toLocaleString('en-IN')}</Stat.ValueText>
                      {/* A dd, so the stat's dl holds only dt and dd. */}
                      {stat.help && (
                        <Stat.HelpText asChild>
                          <dd>{stat.help}</dd>
                        </Stat.HelpText>
                      )}
                    </Stat.Root>
                  </Card.Body>
                </Card.Root>
              ))}
        </SimpleGrid>
      )}
      <Button asChild colorPalette="brand" alignSelf="flex-start" minH="44px">
        <RouterLink to="/dashboard/users">Manage users</RouterLink>
      </Button>
    </Stack>
  );
}
