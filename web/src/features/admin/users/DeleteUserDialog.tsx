import { useMutation } from '@apollo/client/react';
import { DeleteUserDocument } from '../../../generated/back-office/graphql';
import { AdminActionDialog } from './AdminActionDialog';
import { CALL_MESSAGES } from '../../../../../shared/domain/call-messages';

const DELETE_USER_MESSAGES = { deleted: 'User deleted.', failed: CALL_MESSAGES.deleteUserFailed } as const;

export interface DeletableUser {
  id: string;
  name: string;
  email: string | null;
}

/** Asks before deleting an account (and why); deleting also removes the account's listings, leaving the seekers' history with them. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: DeletableUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [deleteUser] = useMutation(DeleteUserDocument, {
    refetchQueries: ['AdminUsers', 'AdminStats'],
    awaitRefetchQueries: true,
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deleteUser }) });
    },
  });

  const confirm = async (reason: string) => {
    if (!user) return;
    await deleteUser({ variables: { id: user.id, reason } });
    onDeleted?.();
  };

  return (
    <AdminActionDialog
      open={Boolean(user)}
      title={`Delete ${user?.name ?? ''}?`}
      description={`The account ${user?.email ?? ''} and all of its listings will be removed. Open visits to them are cancelled with a mail to each seeker, and seekers keep their enquiries, messages and reviews as history. Its own visits to come are cancelled with a mail to each owner, whose leads keep them. This cannot be undone.`}
      confirmLabel="Delete user"
      confirmColor="red"
      onConfirm={confirm}
      done={DELETE_USER_MESSAGES.deleted}
      failed={DELETE_USER_MESSAGES.failed}
      onClose={onClose}
    />
  );
}
