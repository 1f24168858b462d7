import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_USER_MESSAGES } from '../../../../../shared/domain/admin-users';
import { ROLE_LABELS, ROLES, type Role } from '../../../../../shared/domain/roles';
import { FormField } from '../../../components/FormField';
import {
  AdminUserDocument,
  type AdminUserQuery,
  ChangeUserRoleDocument,
  ClearVerifiedNumberDocument,
  ReinstateUserDocument,
  SuspendUserDocument,
} from '../../../generated/back-office/graphql';
import { formatLongDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import { useAuth } from '../../auth/auth-context';
import { AdminActionDialog } from './AdminActionDialog';
import { ROLE_COLORS } from './AdminUsersPage';
import { DeleteUserDialog } from './DeleteUserDialog';

type Action = 'role' | 'suspend' | 'reinstate' | 'delete' | 'clear-number' | null;
const REFETCH = { refetchQueries: ['AdminUser', 'AdminUsers', 'AuditLog'], awaitRefetchQueries: true };

/** Admins: one account, what it did (listings, enquiries, reviews) and what may be done to it. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action>(null);
  const [newRole, setNewRole] = useState<Role>('user');
  const { data, loading, error } = useQuery(AdminUserDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [changeRole] = useMutation(ChangeUserRoleDocument, REFETCH);
  const [suspend] = useMutation(SuspendUserDocument, REFETCH);
  const [reinstate] = useMutation(ReinstateUserDocument, REFETCH);
  const [clearNumber] = useMutation(ClearVerifiedNumberDocument, REFETCH);
  const account = data?.user;
  const activity = data?.userActivity;

  const back = (
    <Link asChild color="brand.fg" alignSelf="flex-start" minH="44px">
      <RouterLink to="/dashboard/users">
        <LuArrowLeft aria-hidden /> All users
      </RouterLink>
    </Link>
  );
  if (error && !account) {
    return (
      <Stack gap="4">
        {back}
        <Text color="fg.error" role="alert">
          {errorMessage(error, 'The account could not be loaded.')}
        </Text>
      </Stack>
    );
  }
  if (!account || !activity) {
    return (
      <Stack gap="4" aria-busy={loading}>
        {back}
        <Skeleton h="10" w="60%" />
        <Skeleton h="40" borderRadius="card" />
      </Stack>
    );
  }
  const self = account.id === me?.id;

  return (
    <Stack gap="6">
      {back}
      <AccountHeading account={account} />

      <Card.Root borderRadius="card">
        <Card.Body>
          <AccountDetails
            details={[
              // How the account signs in, and what of it was proved: an e-mail with a password, a number by SMS code, a Google account.
              ['Email', emailLine(account)],
              ['Phone', phoneLine(account)],
              ['Google', account.google ? `${account.google.email} · linked ${formatLongDate(account.google.linkedAt)}` : 'Not linked'],
              ['City', [account.city, account.state].filter(Boolean).join(', ') || 'Not given'],
              ['Joined', formatLongDate(account.createdAt)],
            ]}
          />
        </Card.Body>
      </Card.Root>

      {!self && (
        <AccountActions
          suspended={Boolean(account.suspendedAt)}
          numberVerified={account.phoneVerified}
          onAction={(next) => {
            if (next === 'role') setNewRole(account.role === 'user' ? 'owner' : 'user');
            setAction(next);
          }}
        />
      )}

      <ActivityList title="Listings" total={activity.listings.total} empty="No listings.">
        {activity.listings.items.map((listing) => (
          <Row
            key={listing.id}
            to={`/property/${listing.id}`}
            label={listing.title}
            meta={`${listing.city} · ${listing.status} · ${formatLongDate(listing.createdAt)}`}
          />
        ))}
      </ActivityList>
      <ActivityList title="Enquiries sent" total={activity.enquiries.total} empty="No enquiries sent.">
        {activity.enquiries.items.map((enquiry) => (
          <Row
            key={enquiry.id}
            to={`/property/${enquiry.propertyId}`}
            label={enquiry.propertyTitle}
            meta={formatLongDate(enquiry.createdAt)}
          />
        ))}
      </ActivityList>
      <ActivityList title="Reviews" total={activity.reviews.total} empty="No reviews written.">
        {activity.reviews.items.map((review) => (
          <Row
            key={review.id}
            to={`/property/${review.propertyId}`}
            label={review.propertyTitle}
            meta={`${review.rating} out of 5 · ${formatLongDate(review.createdAt)}`}
          />
        ))}
      </ActivityList>

      <AdminActionDialog
        open={action === 'role'}
        title={`Change the role of ${account.name}`}
        description={`Role now: ${ROLE_LABELS[account.role]}. The new role applies at once, also to sessions already signed in.`}
        confirmLabel="Change role"
        onConfirm={(reason) => changeRole({ variables: { id: account.id, role: newRole, reason } })}
        done={ADMIN_USER_MESSAGES.roleChanged}
        failed="The role could not be changed."
        onClose={() => setAction(null)}
      >
        <FormField label="New role">
          <NativeSelect.Root>
            <NativeSelect.Field value={newRole} onChange={(event) => setNewRole(event.target.value as Role)} minH="44px">
              {ROLES.filter((role) => role !== account.role).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </AdminActionDialog>
      <AdminActionDialog
        open={action === 'suspend'}
        title={`Suspend ${account.name}?`}
        description="The account is signed out everywhere at once and cannot sign in until it is reinstated. Its listings stay as they are."
        confirmLabel="Suspend"
        confirmColor="red"
        onConfirm={(reason) => suspend({ variables: { id: account.id, reason } })}
        done={ADMIN_USER_MESSAGES.suspended}
        failed="The account could not be suspended."
        onClose={() => setAction(null)}
      />
      <AdminActionDialog
        open={action === 'reinstate'}
        title={`Reinstate ${account.name}?`}
        description="The account can sign in again."
        confirmLabel="Reinstate"
        onConfirm={(reason) => reinstate({ variables: { id: account.id, reason } })}
        done={ADMIN_USER_MESSAGES.reinstated}
        failed="The account could not be reinstated."
        onClose={() => setAction(null)}
      />
      <AdminActionDialog
        open={action === 'clear-number'}
        title={`Clear the verified number of ${account.name}?`}
        description={`${account.contactNumber ?? 'The number'} stops counting as verified: new enquiries and badges no longer say so until the account proves it again with a code. Use this when a number was verified by mistake.`}
        confirmLabel="Clear verification"
        confirmColor="red"
        onConfirm={(reason) => clearNumber({ variables: { id: account.id, reason } })}
        done={ADMIN_USER_MESSAGES.numberCleared}
        failed="The verification could not be cleared."
        onClose={() => setAction(null)}
      />
      <DeleteUserDialog
        user={action === 'delete' ? account : null}
        onClose={() => setAction(null)}
        onDeleted={() => navigate('/dashboard/users')}
      />
    </Stack>
  );
}

type Account = AdminUserQuery['user'];

/** The address and whether the account confirmed it with the mailed link (lead mail goes only to a confirmed one). */
function emailLine(account: Account): string {
  if (!account.email) return 'None: signs in with its mobile number';
  return `${account.email} · ${account.emailConfirmed ? 'confirmed' : 'not confirmed'}`;
}

/** The number and whether the account proved it with an SMS code. */
function phoneLine(account: Account): string {
  if (!account.contactNumber) return 'Not given';
  return `${account.contactNumber} · ${account.phoneVerified ? 'verified by SMS code' : 'not verified'}`;
}

/**
 * The account's details as one label/value grid (a <dl> of term/definition pairs): stacked on a
 * phone, two columns from md on, every value starting at the same x and sharing its label's line.
 * Chakra's DataList with a responsive `orientation` ({ base: 'vertical', sm: 'horizontal' }) kept
 * the vertical item's column direction under the horizontal item's `alignItems: center`, so each
 * label sat above its value, both centred at their own width: the stagger of issue 33 item 13.
 * The rows are a CSS subgrid of the list's two columns, so the label column is as wide as the
 * longest label (at least 8rem) and a long value wraps in its own column.
 */
function AccountDetails({ details }: { details: Array<[label: string, value: string]> }) {
  return (
    <DataList.Root
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(8rem, max-content) minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '4', md: '3' }}
    >
      {details.map(([label, value]) => (
        <DataList.Item
          key={label}
          display="grid"
          gridColumn="1 / -1"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'subgrid' }}
          alignItems="baseline"
          columnGap="6"
          rowGap="1"
        >
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue display="block" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function AccountHeading({ account }: { account: Account }) {
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {account.name}
        </Heading>
        <Badge colorPalette={ROLE_COLORS[account.role]}>{ROLE_LABELS[account.role]}</Badge>
        {account.suspendedAt && <Badge colorPalette="red">Suspended</Badge>}
      </HStack>
      {account.suspendedAt && (
        <Text color="red.700" _dark={{ color: 'red.300' }}>
          Suspended on {formatLongDate(account.suspendedAt)}: this account cannot sign in.
        </Text>
      )}
    </Stack>
  );
}

function AccountActions({
  suspended,
  numberVerified,
  onAction,
}: {
  suspended: boolean;
  numberVerified: boolean;
  onAction: (action: Exclude<Action, null>) => void;
}) {
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" minH="44px" onClick={() => onAction('role')}>
        Change role
      </Button>
      {suspended ? (
        <Button colorPalette="brand" minH="44px" onClick={() => onAction('reinstate')}>
          Reinstate
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" minH="44px" onClick={() => onAction('suspend')}>
          Suspend
        </Button>
      )}
      {numberVerified && (
        <Button variant="outline" minH="44px" onClick={() => onAction('clear-number')}>
          Clear verified number
        </Button>
      )}
      <Button colorPalette="red" minH="44px" onClick={() => onAction('delete')}>
        Delete user
      </Button>
    </HStack>
  );
}

function ActivityList({ title, total, empty, children }: { title: string; total: number; empty: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title} ({total})
      </Heading>
      {total === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {children}
        </Stack>
      )}
    </Stack>
  );
}

function Row({ to, label, meta }: { to: string; label: string; meta: string }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="4" py="3">
      <Link asChild color="brand.fg" fontWeight="medium" wordBreak="break-word">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
      <Text color="fg.muted" fontSize="sm">
        {meta}
      </Text>
    </Box>
  );
}
