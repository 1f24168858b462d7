import { useQuery } from '@apollo/client/react';
import { Button, Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BlogDetailDocument, type BlogDetailQuery } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { BlogArticle } from './BlogArticle';
import { stripHtml } from '../../../../shared/domain/plain-text';
import { metaDescription } from '../../../../shared/domain/page-meta';
import { PageMeta } from '../../components/PageMeta';
import { PageStatus } from '../../public-pages/page-status';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

// The post's path is /blogs/:id but the list lives at /blog, so the crumb cannot come from the path.
const BLOG_PARENTS = [{ label: 'Blogs', to: '/blog' }];

export function BlogDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BlogDetailDocument, { variables: { id } });
  const blog = data?.blog;

  return (
    <>
      <PostHead blog={blog} error={error} />
      <BreadcrumbBanner
        title={blog?.title ?? 'Blog'}
        reserveTitle
        parents={BLOG_PARENTS}
        current={blog?.title ?? (error ? 'Not found' : 'Loading...')}
      />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        {loading ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            <Skeleton borderRadius="card" aspectRatio={16 / 9} />
            <Skeleton height="8" />
            <Skeleton height="40" />
          </Stack>
        ) : error || !blog ? (
          <Stack gap="4" align="start">
            <Text color="fg.error" role="alert" fontWeight="medium">
              {errorCode(error) === 'NOT_FOUND'
                ? 'This post does not exist or has been removed.'
                : `Error: ${errorMessage(error, CALL_MESSAGES.fetchBlogFailed)}`}
            </Text>
            <Button asChild variant="outline" colorPalette="brand" borderRadius="full">
              <RouterLink to="/blog">
                <LuArrowLeft aria-hidden /> All posts
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <BlogArticle
            title={blog.title}
            description={blog.description}
            image={blog.image}
            createdAt={blog.createdAt}
            footer={
              <Button asChild mt="10" variant="outline" colorPalette="brand" borderRadius="full" minH="44px">
                <RouterLink to="/blog">
                  <LuArrowLeft aria-hidden /> All posts
                </RouterLink>
              </Button>
            }
          />
        )}
      </Container>
    </>
  );
}

/** The post's head tags (for the server's HTML too), or a missing post's: 404, not indexed. */
function PostHead({ blog, error }: { blog: BlogDetailQuery['blog'] | undefined; error: unknown }) {
  if (blog)
    return (
      <PageMeta
        title={blog.title}
        description={metaDescription(blog.excerpt || stripHtml(blog.description))}
        image={blog.image}
        // Opened by its slug or its id, a post has one address: the id's.
        canonicalPath={`/blogs/${blog.id}`}
        // The cover is the post's largest paint (the page shows a default picture when there is none).
        preloadImage={blog.image ? { url: blog.image } : undefined}
      />
    );
  if (!error) return null;
  return (
    <>
      {errorCode(error) === 'NOT_FOUND' && <PageStatus code={404} />}
      <PageMeta title="Post not found" noIndex />
    </>
  );
}
