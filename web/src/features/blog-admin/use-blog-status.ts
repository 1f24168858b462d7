import { useMutation } from '@apollo/client/react';
import { BLOG_MESSAGES } from '../../../../shared/domain/blog';
import { notify } from '../../components/toaster';
import { PublishBlogDocument, UnpublishBlogDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { forgetBlogLists } from './blog-cache';

/** Publishes or unpublishes a post with a toast either way; lists of posts are read afresh. */
export function useBlogStatus() {
  const options = { update: forgetBlogLists };
  const [publish, published] = useMutation(PublishBlogDocument, options);
  const [unpublish, unpublished] = useMutation(UnpublishBlogDocument, options);
  const toggle = async (post: { id: string; status: string }) => {
    try {
      if (post.status === 'published') {
        await unpublish({ variables: { id: post.id } });
        notify('success', BLOG_MESSAGES.unpublished);
      } else {
        await publish({ variables: { id: post.id } });
        notify('success', BLOG_MESSAGES.published);
      }
    } catch (error) {
      notify('error', errorMessage(error, 'The post could not be changed. Please try again.'));
    }
  };
  return { toggle, busy: published.loading || unpublished.loading };
}
