import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Heading, HStack, IconButton, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch, LuTrash2 } from 'react-icons/lu';
import { ROLE_LABELS } from '../../../../shared/domain/roles';
import { AdminUsersDocument } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useAuth } from '../auth/auth-context';
import { FETCH_USERS_FAILED } from './DashboardHomePage';
import { DeleteUserDialog, type DeletableUser } from './DeleteUserDialog';

const PAGE_SIZE = 20;
const ROLE_COLORS = { user: 'gray', owner: 'brand', admin: 'saffron' } as const;

/** Admins: every account, newest first, searchable, each deletable after a confirmation. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<DeletableUser | null>(null);

  // Search once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, previousData, loading, error } = useQuery(AdminUsersDocument, { variables: { page, limit: PAGE_SIZE, search: search || null }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.users;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', sm: '320px' }}>
          <Input type="search" aria-label="Search users by name or email" placeholder="Search by name or email" minH="44px" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </InputGroup>
      </HStack>

      {error && !result ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error, FETCH_USERS_FAILED)}
        </Text>
      ) : !result ? (
        <Stack gap="3" aria-busy="true">
          <Text color="fg.muted">Loading...</Text>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="20" borderRadius="card" />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <Text color="fg.muted">{search ? `No users match "${search}".` : 'No users yet.'}</Text>
      ) : (
        <>
          <Text color="fg.muted" aria-live="polite">
            {result.total === 1 ? '1 user' : `${result.total.toLocaleString('en-IN')} users`}
            {search && ` matching "${search}"`}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Users" aria-busy={loading}>
            {result.items.map((account) => (
              <Card.Root as="li" key={account.id} borderRadius="card" aria-label={account.name}>
                <Card.Body py="4" px={{ base: '4', md: '6' }}>
                  <HStack justify="space-between" align="flex-start" gap="4">
                    <Box minW="0" flex="1">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{account.name}</Text>
                        <Badge colorPalette={ROLE_COLORS[account.role]}>{ROLE_LABELS[account.role]}</Badge>
                      </HStack>
                      <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                        {account.email}
                      </Text>
                      <Text color="fg.muted" fontSize="sm">
                        {account.contactNumber ? `${account.contactNumber} · ` : ''}Joined {formatLongDate(account.createdAt)}
                      </Text>
                    </Box>
                    {account.id !== me?.id && (
                      <IconButton aria-label={`Delete ${account.name}`} variant="ghost" colorPalette="red" minW="44px" minH="44px" onClick={() => setToDelete(account)}>
                        <LuTrash2 />
                      </IconButton>
                    )}
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          {result.totalPages > 1 && (
            <HStack justify="space-between">
              <Button variant="outline" minH="44px" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Text color="fg.muted">
                Page {result.page} of {result.totalPages}
              </Text>
              <Button variant="outline" minH="44px" disabled={page >= result.totalPages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </HStack>
          )}
        </>
      )}
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
