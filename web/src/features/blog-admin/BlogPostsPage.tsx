import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BLOG_ADMIN_PAGE_SIZE, BLOG_STATUS_LABELS, BLOG_STATUSES, type BlogStatus } from '../../../../shared/domain/blog';
import { FormField } from '../../components/FormField';
import { ListStates, ListTotal, shownAnswer } from '../../components/ListStates';
import { PageNumbers } from '../../components/PageNumbers';
import { AdminBlogsDocument, type AdminBlogRowFragment } from '../../generated/back-office/graphql';
import { formatLongDate } from '../../lib/dates';
import { DeleteBlogDialog } from './DeleteBlogDialog';
import { useBlogStatus } from './use-blog-status';

export const BLOG_LIST_TEXTS = {
  empty: 'No posts yet. Write the first one: it stays a draft until you publish it.',
  emptyFiltered: 'No posts with this status. Choose "All posts" to see every post.',
} as const;

/** Admins: every blog post, drafts too, paged on the server, with publish, edit and delete. */
export function BlogPostsPage() {
  const [status, setStatus] = useState<'' | BlogStatus>('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminBlogRowFragment | null>(null);
  const { toggle, busy } = useBlogStatus();
  const query = useQuery(AdminBlogsDocument, {
    variables: { status: status || null, page, limit: BLOG_ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { shown, stale } = shownAnswer(query);
  const result = shown?.adminBlogs;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Blog
        </Heading>
        <Button asChild colorPalette="brand" minH="44px">
          <RouterLink to="/dashboard/blog/new">
            <LuPlus aria-hidden /> New post
          </RouterLink>
        </Button>
      </HStack>
      <Box maxW={{ base: 'full', sm: '2xs' }}>
        <FormField label="Status">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              minH="44px"
              onChange={(event) => {
                setStatus(event.target.value as '' | BlogStatus);
                setPage(1);
              }}
            >
              <option value="">All posts</option>
              {BLOG_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {BLOG_STATUS_LABELS[each]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>

      <ListStates
        result={result}
        error={query.error}
        failed="The posts could not be loaded."
        skeletons={['20', '20', '20']}
        isEmpty={(posts) => posts.items.length === 0}
        empty={status ? BLOG_LIST_TEXTS.emptyFiltered : BLOG_LIST_TEXTS.empty}
        stale={stale}
      >
        {(posts) => (
          <>
            <ListTotal total={posts.total} one="post" many="posts" />
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Blog posts">
              {posts.items.map((post) => (
                <Card.Root as="li" key={post.id} borderRadius="card" aria-label={post.title}>
                  <Card.Body py="4" px={{ base: '4', md: '6' }} gap="2">
                    <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                      <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                        <RouterLink to={`/dashboard/blog/${post.id}/edit`}>{post.title}</RouterLink>
                      </Link>
                      <Badge colorPalette={post.status === 'published' ? 'green' : 'gray'}>{BLOG_STATUS_LABELS[post.status]}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      /{post.slug}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {post.status === 'published' && post.publishedAt
                        ? `Published ${formatLongDate(post.publishedAt)}`
                        : `Written ${formatLongDate(post.createdAt)}`}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Button asChild size="sm" variant="outline" minH="44px">
                        <RouterLink to={`/dashboard/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
                          Edit
                        </RouterLink>
                      </Button>
                      <Button
                        size="sm"
                        minH="44px"
                        colorPalette="brand"
                        variant={post.status === 'published' ? 'outline' : 'solid'}
                        disabled={busy}
                        onClick={() => toggle(post)}
                        aria-label={`${post.status === 'published' ? 'Unpublish' : 'Publish'} ${post.title}`}
                      >
                        {post.status === 'published' ? 'Unpublish' : 'Publish'}
                      </Button>
                      <Button
                        size="sm"
                        minH="44px"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setDeleting(post)}
                        aria-label={`Delete ${post.title}`}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
            <PageNumbers total={posts.total} pageSize={BLOG_ADMIN_PAGE_SIZE} page={page} onPageChange={setPage} />
          </>
        )}
      </ListStates>
      <DeleteBlogDialog post={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
