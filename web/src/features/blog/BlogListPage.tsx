import { useQuery } from '@apollo/client/react';
import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BlogListDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { BlogCard } from './BlogCard';
import { PageMeta } from '../../components/PageMeta';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

export function BlogListPage() {
  const { data, loading, error } = useQuery(BlogListDocument);

  return (
    <>
      <PageMeta
        title="Blog"
        description="Guides for PG and hostel seekers and owners: choosing a stay, moving to a new city, and running a PG."
      />
      <BreadcrumbBanner title="Blog" />
      <Container maxW="7xl" py={{ base: '8', md: '14' }}>
        {loading ? (
          <Box aria-busy="true">
            <Text color="fg.muted" mb="6">
              Loading...
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden>
              {[0, 1, 2].map((key) => (
                <Stack key={key} gap="3">
                  <Skeleton borderRadius="card" aspectRatio={16 / 9} />
                  <Skeleton height="4" width="40%" />
                  <Skeleton height="6" />
                  <Skeleton height="16" />
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
        ) : error ? (
          <Text color="fg.error" role="alert" fontWeight="medium">
            Error: {errorMessage(error, CALL_MESSAGES.fetchBlogsFailed)}
          </Text>
        ) : !data?.blogs.length ? (
          <Text color="fg.muted" fontSize="lg">
            No blogs found.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }}>
            {data.blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
