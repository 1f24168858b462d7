import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Heading, HStack, IconButton, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CALL_MESSAGES } from '../../../../../shared/domain/call-messages';
import { ROLE_LABELS } from '../../../../../shared/domain/roles';
import { PageNumbers } from '../../../components/PageNumbers';
import { AdminUsersDocument } from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { useAuth } from '../../auth/auth-context';
import { ListStates, ListTotal, shownAnswer } from '../../../components/ListStates';
import { DeleteUserDialog, type DeletableUser } from './DeleteUserDialog';
import { UserFilters } from './UserFilters';
import { hasUserFilters, NO_USER_FILTERS, userFilterVariables, type UserFilterValues } from './user-filters';

const PAGE_SIZE = 20;
const FETCH_USERS_FAILED = CALL_MESSAGES.fetchUsersFailed;
export const ROLE_COLORS = { user: 'gray', owner: 'brand', admin: 'saffron' } as const;

/** Admins: accounts filtered and paged on the server; each opens its page, or is deleted after a confirmation. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<DeletableUser | null>(null);

  // Search once typing pauses, from the first page; only when the words changed, so the pause
  // after the page opens does not send someone who already chose another page back to page 1.
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const clearAll = () => {
    setTyped('');
    setSearch('');
    changeFilters(NO_USER_FILTERS);
  };

  const query = useQuery(AdminUsersDocument, {
    variables: { page, limit: PAGE_SIZE, search: search || null, ...userFilterVariables(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const { loading, error } = query;
  const { shown, stale } = shownAnswer(query);
  const result = shown?.users;
  const filtered = Boolean(search) || hasUserFilters(filters);

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', sm: '320px' }}>
          <Input
            type="search"
            aria-label="Search users by name, email or phone"
            placeholder="Search by name, email or phone"
            minH="44px"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </InputGroup>
      </HStack>
      <UserFilters values={filters} onChange={changeFilters} />

      <ListStates
        result={result}
        error={error}
        failed={FETCH_USERS_FAILED}
        skeletons={['20', '20', '20']}
        loadingText
        isEmpty={(users) => users.items.length === 0}
        empty={filtered ? 'No users match these filters. Clear them to see every account.' : 'No users yet.'}
        onClear={filtered ? clearAll : undefined}
        stale={stale}
      >
        {(users) => (
          <>
            <ListTotal total={users.total} one="user" many="users">
              {search && ` matching "${search}"`}
            </ListTotal>
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Users" aria-busy={loading}>
              {users.items.map((account) => (
                <Card.Root as="li" key={account.id} borderRadius="card" aria-label={account.name}>
                  <Card.Body py="4" px={{ base: '4', md: '6' }}>
                    <HStack justify="space-between" align="flex-start" gap="4">
                      <Box minW="0" flex="1">
                        <HStack gap="2" wrap="wrap">
                          <Link asChild fontWeight="semibold" color="brand.fg">
                            <RouterLink to={`/dashboard/users/${account.id}`}>{account.name}</RouterLink>
                          </Link>
                          <Badge colorPalette={ROLE_COLORS[account.role]}>{ROLE_LABELS[account.role]}</Badge>
                          {account.suspendedAt && <Badge colorPalette="red">Suspended</Badge>}
                          {account.phoneVerified && <Badge colorPalette="green">Verified number</Badge>}
                          {account.google && (
                            <Badge colorPalette="blue" title={`Signs in with Google (${account.google.email})`}>
                              Google
                            </Badge>
                          )}
                          {account.email && (
                            <Badge colorPalette={account.emailConfirmed ? 'green' : 'orange'}>
                              {account.emailConfirmed ? 'E-mail confirmed' : 'E-mail not confirmed'}
                            </Badge>
                          )}
                        </HStack>
                        <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
                          {account.email ?? 'No e-mail: signs in with its mobile number'}
                        </Text>
                        <Text color="fg.muted" fontSize="sm">
                          {account.contactNumber ? `${account.contactNumber} · ` : ''}Joined {formatLongDate(account.createdAt)}
                          {account.listingCount > 0 &&
                            ` · ${account.listingCount === 1 ? '1 listing' : `${account.listingCount} listings`}`}
                        </Text>
                      </Box>
                      {account.id !== me?.id && (
                        <IconButton
                          aria-label={`Delete ${account.name}`}
                          variant="ghost"
                          colorPalette="red"
                          minW="44px"
                          minH="44px"
                          onClick={() => setToDelete(account)}
                        >
                          <LuTrash2 />
                        </IconButton>
                      )}
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
            <PageNumbers total={users.total} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />
          </>
        )}
      </ListStates>
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
