import { AspectRatio, Button, Card, Heading, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuArrowRight, LuCalendar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogCardFragment } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { imageLoading } from '../../lib/image-loading';
import { DEFAULT_BLOG_IMAGE, blogPreview } from './blog-text';

export function BlogCard({ blog }: { blog: BlogCardFragment }) {
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      borderRadius="card"
      variant="outline"
      bg="bg.panel"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <AspectRatio ratio={16 / 9}>
        <Image src={blog.image || DEFAULT_BLOG_IMAGE} alt="" width={1280} height={720} {...imageLoading()} objectFit="cover" />
      </AspectRatio>
      <Card.Body gap="3">
        <Text fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1.5">
          <LuCalendar aria-hidden />
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
        </Text>
        <Heading as="h2" size="lg" lineHeight="short">
          {blog.title}
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          {blogPreview(blog.description)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" variant="outline" borderRadius="full" minH="44px">
          <RouterLink to={`/blogs/${blog.id}`} aria-label={`Read More: ${blog.title}`}>
            {/* Crawlers read the link's text, not its label: the post's title says where it goes. */}
            Read More<VisuallyHidden>: {blog.title}</VisuallyHidden> <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
