import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BLOG_MESSAGES, BLOG_STATUS_LABELS } from '../../../../shared/domain/blog';
import type { BlogPostValues } from '../../../../shared/validation/blog';
import { notify } from '../../components/toaster';
import { AdminBlogDocument, CreateBlogDocument, UpdateBlogDocument } from '../../generated/back-office/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { BlogPostForm } from './BlogPostForm';
import { DeleteBlogDialog } from './DeleteBlogDialog';
import { forgetBlogLists } from './blog-cache';
import { useBlogStatus } from './use-blog-status';

const EMPTY = { title: '', slug: '', excerpt: '', description: '', image: null };

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
      <RouterLink to="/dashboard/blog">
        <LuArrowLeft aria-hidden /> All posts
      </RouterLink>
    </Link>
  );
}

/** Admins: /dashboard/blog/new writes a draft; /dashboard/blog/:id/edit edits, publishes or deletes a post. */
export function BlogEditorPage() {
  const { id } = useParams();
  return id ? <EditPost id={id} /> : <NewPost />;
}

function NewPost() {
  const navigate = useNavigate();
  const [create] = useMutation(CreateBlogDocument, { update: forgetBlogLists });
  const [createdAt] = useState(() => new Date().toISOString());
  const save = async (input: BlogPostValues) => {
    const { data } = await create({ variables: { input } });
    notify('success', BLOG_MESSAGES.saved);
    if (data) navigate(`/dashboard/blog/${data.createBlog.id}/edit`, { replace: true });
  };
  return (
    <Stack gap="6">
      <BackLink />
      <Heading as="h1" size="2xl">
        New post
      </Heading>
      <Text color="fg.muted">A new post is a draft: only admins see it until you publish it.</Text>
      <BlogPostForm initialValues={EMPTY} createdAt={createdAt} submitLabel="Save draft" onSubmit={save} />
    </Stack>
  );
}

function EditPost({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminBlogDocument, { variables: { id } });
  const [update] = useMutation(UpdateBlogDocument, { update: forgetBlogLists });
  const { toggle, busy } = useBlogStatus();
  const [deleting, setDeleting] = useState(false);
  const post = data?.adminBlog;

  if (error && !post) {
    return (
      <Stack gap="4">
        <BackLink />
        <Text color="fg.error" role="alert">
          {errorCode(error) === 'NOT_FOUND'
            ? 'This post does not exist or has been deleted.'
            : errorMessage(error, 'The post could not be loaded.')}
        </Text>
      </Stack>
    );
  }
  if (!post) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="10" w="60%" />
        <Skeleton h="96" borderRadius="card" />
      </Stack>
    );
  }

  const save = async (input: BlogPostValues) => {
    await update({ variables: { id, input } });
    notify('success', BLOG_MESSAGES.saved);
  };
  const published = post.status === 'published';

  return (
    <Stack gap="6">
      <BackLink />
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          Edit post
        </Heading>
        <Badge colorPalette={published ? 'green' : 'gray'} size="lg">
          {BLOG_STATUS_LABELS[post.status]}
        </Badge>
      </HStack>
      {published && (
        <Link asChild color="brand.fg" alignSelf="start">
          <RouterLink to={`/blogs/${post.id}`}>
            <LuExternalLink aria-hidden /> See it on the Blog
          </RouterLink>
        </Link>
      )}
      <BlogPostForm
        key={post.id}
        initialValues={{
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          description: post.description,
          image: post.image ?? null,
        }}
        createdAt={post.createdAt}
        submitLabel="Save"
        onSubmit={save}
        actions={
          <>
            <Button variant="outline" colorPalette="brand" minH="44px" disabled={busy} onClick={() => toggle(post)}>
              {published ? 'Unpublish' : 'Publish'}
            </Button>
            <Button variant="ghost" colorPalette="red" minH="44px" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </>
        }
      />
      <DeleteBlogDialog
        post={deleting ? post : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/dashboard/blog', { replace: true })}
      />
    </Stack>
  );
}
