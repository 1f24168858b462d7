import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { notify } from '../../components/toaster';
import { DeleteUserDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';

export const DELETE_USER_MESSAGES = { deleted: 'User deleted.', failed: 'Delete user failed' } as const;

export interface DeletableUser {
  id: string;
  name: string;
  email: string;
}

/** Asks before deleting an account; deleting also removes the account's listings. */
export function DeleteUserDialog({ user, onClose }: { user: DeletableUser | null; onClose: () => void }) {
  const [deleteUser, { loading }] = useMutation(DeleteUserDocument, {
    refetchQueries: ['AdminUsers', 'UserCounts'],
    awaitRefetchQueries: true,
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deleteUser }) });
    },
  });

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser({ variables: { id: user.id } });
      notify('success', DELETE_USER_MESSAGES.deleted);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, DELETE_USER_MESSAGES.failed));
    }
  };

  return (
    <Dialog.Root open={Boolean(user)} onOpenChange={(details) => !details.open && !loading && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {user?.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                The account {user?.email} and all of its listings will be removed. This cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="44px" disabled={loading}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" minH="44px" loading={loading} loadingText="Deleting..." onClick={confirm}>
                Delete user
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
