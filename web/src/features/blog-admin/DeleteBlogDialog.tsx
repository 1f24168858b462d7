import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BLOG_MESSAGES } from '../../../../shared/domain/blog';
import { notify } from '../../components/toaster';
import { DeleteBlogDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { forgetBlogLists } from './blog-cache';

/** Asks before deleting a post for good (a published one also leaves the public Blog). */
export function DeleteBlogDialog({
  post,
  onClose,
  onDeleted,
}: {
  post: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [remove, { loading }] = useMutation(DeleteBlogDocument, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Blog', id: data.deleteBlog }) });
      forgetBlogLists(cache);
    },
  });
  const confirm = async () => {
    if (!post) return;
    try {
      await remove({ variables: { id: post.id } });
      notify('success', BLOG_MESSAGES.deleted);
      onClose();
      onDeleted?.();
    } catch (error) {
      notify('error', errorMessage(error, 'The post could not be deleted. Please try again.'));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(post)}
      title={<>Delete “{post?.title}”?</>}
      confirmLabel="Delete post"
      busy={loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>The post is removed for good, from the Blog too. Unpublish it instead to keep it as a draft.</Text>
    </ConfirmDialog>
  );
}
