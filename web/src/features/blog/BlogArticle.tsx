import { Box, Heading, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { richTextStyles } from '../../components/rich-text-styles';
import { formatLongDate } from '../../lib/dates';
import { imageLoading } from '../../lib/image-loading';
import { DEFAULT_BLOG_IMAGE } from './blog-text';

export interface BlogArticleProps {
  title: string;
  /** Sanitized HTML (the gateway sanitizes on save; the editor's preview shows the editor's own output). */
  description: string;
  image?: string | null;
  createdAt: string;
  /** What follows the text (the detail page's "All posts" link). */
  footer?: ReactNode;
}

/** A post as the public detail page shows it; the blog editor's preview shows the same. */
export function BlogArticle({ title, description, image, createdAt, footer }: BlogArticleProps) {
  return (
    <Box as="article">
      <Image
        src={image || DEFAULT_BLOG_IMAGE}
        alt=""
        width={1280}
        height={720}
        {...imageLoading(true)}
        borderRadius="card"
        w="full"
        h="auto"
        aspectRatio={16 / 9}
        objectFit="cover"
      />
      <Text mt="6" fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1.5">
        <LuCalendar aria-hidden />
        <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
      </Text>
      <Heading as="h2" size={{ base: '2xl', md: '3xl' }} mt="2" mb="6" lineHeight="short">
        {title}
      </Heading>
      <Box css={richTextStyles} dangerouslySetInnerHTML={{ __html: description }} />
      {footer}
    </Box>
  );
}
